import Foundation

/// A token that keeps some work alive — an observation, a timer, a load — until it is cancelled
/// or released.
///
/// Releasing the token is enough: that is what makes "a released observer is never called" true
/// without any bookkeeping in the observer. It plays the part of Combine's `AnyCancellable`, of
/// the task a `URLSession` hands back, and of the observer a `NotificationCenter` returns.
public final class CancellationToken: Sendable {
  private let onCancel: Locked<(@Sendable () -> Void)?>

  /// Creates a token that runs `onCancel` once, on `cancel()` or on release.
  public init(_ onCancel: @escaping @Sendable () -> Void) {
    self.onCancel = Locked(onCancel)
  }

  /// A token that removes `observer` from `center` when it is cancelled or released.
  ///
  /// On iOS the observer `addObserver(forName:object:queue:using:)` returns is removed in
  /// `deinit`. In Swift 6 a main-actor object's `deinit` cannot reach that property (it is not
  /// `Sendable`) until an isolated `deinit` is available, so the removal is handed to a token,
  /// and the token to the object's bag: it ends with the object all the same.
  public convenience init(removing observer: any NSObjectProtocol, from center: NotificationCenter)
  {
    let registration = ObserverRegistration(center: center, observer: observer)
    self.init { registration.remove() }
  }

  /// A token with nothing to cancel, for a request that needed no work (a
  /// picture already in a cache, say). Completions still never run before the
  /// call that started them returns; see `NewsService`.
  public static var empty: CancellationToken { CancellationToken {} }

  /// Stops the work. Calling it again does nothing.
  public func cancel() {
    let action = onCancel.withLock { action in
      defer { action = nil }
      return action
    }
    action?()
  }

  /// Whether `cancel()` has run, by a call or by the token's release.
  public var isCancelled: Bool { onCancel.withLock { $0 == nil } }

  /// Keeps this token alive as long as `bag` lives.
  public func store(in bag: CancellationBag) {
    bag.insert(self)
  }

  deinit { cancel() }
}

/// The observer a notification center returned, kept only to remove it again. Foundation's
/// observer is not `Sendable`; removing it is safe from any thread.
private final class ObserverRegistration: @unchecked Sendable {
  let center: NotificationCenter
  let observer: any NSObjectProtocol

  init(center: NotificationCenter, observer: any NSObjectProtocol) {
    self.center = center
    self.observer = observer
  }

  func remove() { center.removeObserver(observer) }
}
