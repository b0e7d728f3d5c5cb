/// A token that keeps some work alive — an observation, a timer, a load —
/// until it is cancelled or released.
///
/// Releasing the token is enough: that is what makes "a released observer is
/// never called" true without any bookkeeping in the observer. Combine calls
/// this type `AnyCancellable`; Foundation's KVO calls it `NSKeyValueObservation`.
public final class CancellationToken: Sendable {
  private let onCancel: Locked<(@Sendable () -> Void)?>

  /// Creates a token that runs `onCancel` once, on `cancel()` or on release.
  public init(_ onCancel: @escaping @Sendable () -> Void) {
    self.onCancel = Locked(onCancel)
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
