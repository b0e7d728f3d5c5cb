import Observation

/// Runs work later, on the main actor: the app's run loop, as a window needs it for the updates
/// its views ask for and `observe(_:on:_:)` for its reads. NewsCore's schedulers are one; a
/// UIKit app has the main run loop.
@MainActor
public protocol ChangeDelivery: AnyObject {
  /// Runs `work` once, `delay` from now, unless the token is cancelled or released first.
  func schedule(after delay: Duration, _ work: @escaping @MainActor () -> Void) -> CancellationToken
}

/// Calls `apply` with the value of `read` now, and again after each change to the observable
/// properties it reads (`observe(viewModel.state, on: runLoop) { state in … }`), until the
/// token is cancelled or released: what `BindableValue.bind` does by hand, done by the
/// Observation framework. The tests record a view model's outputs with it; a screen reads its
/// view model in `updateProperties()`, where the window does the same for it.
///
/// `withObservationTracking` is not a subscription. Its `onChange` fires once, and on *will*-set,
/// before the new value is stored, so it can say only that a change is coming. So this arms it,
/// and when it fires, schedules a read on `source`'s run loop for once the change is done; that
/// read delivers the new value and arms the tracking again. Several changes before the read come
/// as one (the latest), and a value equal to the last one delivered is not delivered again.
///
/// Swift 6.2's `Observations` async sequence does this re-arming for you (on Apple platforms from
/// macOS and iOS 26), but it delivers on tasks the kit's virtual clock does not drive; going
/// through `runLoop` keeps scripted runs and tests exact.
@MainActor
public func observe<Value: Equatable>(
  _ read: @autoclosure @escaping @MainActor () -> Value, on runLoop: any ChangeDelivery,
  _ apply: @escaping @MainActor (Value) -> Void
) -> CancellationToken {
  let tracker = ObservationTracker(read: read, delivery: runLoop, apply: apply)
  tracker.deliver()
  // The token keeps the tracker, and nothing else does: once the token is cancelled or released,
  // the tracker goes, and with it the read that holds the observed object. A token may be
  // cancelled on any thread, so stopping is a flag behind a lock, checked before every delivery:
  // a read already scheduled never delivers into an owner that has moved on.
  let stopped = tracker.stopped
  let kept = KeptObject(tracker)
  return CancellationToken {
    stopped.withLock { $0 = true }
    _ = kept
  }
}

/// One `observe(_:on:_:)`: reads, delivers, and arms the tracking again after each change.
@MainActor
private final class ObservationTracker<Value: Equatable> {
  /// Set by the token, from any thread.
  nonisolated let stopped = Locked(false)
  private let read: @MainActor () -> Value
  private let delivery: any ChangeDelivery
  private let apply: @MainActor (Value) -> Void
  private var last: Value?
  private var pendingRead: CancellationToken?

  init(
    read: @escaping @MainActor () -> Value, delivery: any ChangeDelivery,
    apply: @escaping @MainActor (Value) -> Void
  ) {
    self.read = read
    self.delivery = delivery
    self.apply = apply
  }

  /// Reads the value while tracking what it reads, and hands it on if it is news.
  func deliver() {
    pendingRead = nil
    guard !stopped.withLock({ $0 }) else { return }
    let value = withObservationTracking(read) { [weak self] in
      // Called on the thread that is about to set the value: in the kit, always the main actor.
      MainActor.assumeIsolated { self?.changeIsComing() }
    }
    guard value != last else { return }
    last = value
    apply(value)
  }

  private func changeIsComing() {
    guard !stopped.withLock({ $0 }), pendingRead == nil else { return }
    pendingRead = delivery.schedule(after: .zero) { [weak self] in self?.deliver() }
  }
}

/// Holds an object for a token's closure, which may run on any thread: only the reference
/// travels, and the object is never used there, which is why the box may say it is `Sendable`.
private final class KeptObject: @unchecked Sendable {
  let object: AnyObject
  init(_ object: AnyObject) { self.object = object }
}
