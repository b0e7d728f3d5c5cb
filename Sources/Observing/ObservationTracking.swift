import Observation

/// Runs work later, on the main actor: the app's run loop as `observe(_:of:_:)` needs it.
/// NewsCore's schedulers are one; a UIKit app would use the main queue.
@MainActor
public protocol ChangeDelivery: AnyObject {
  /// Runs `work` once, `delay` from now, unless the token is cancelled or released first.
  func schedule(after delay: Duration, _ work: @escaping @MainActor () -> Void) -> CancellationToken
}

/// An `@Observable` view model that says where changes to it are delivered: on the run loop it
/// was given, after the change is done.
@MainActor
public protocol DeliversChanges: AnyObject, Observable {
  /// Where observers of this object hear of its changes.
  var changeDelivery: any ChangeDelivery { get }
}

/// Calls `apply` with the value of `read` now, and again after each change to the observable
/// properties it reads (`observe(viewModel.state, of: viewModel) { state in … }`), until the token is cancelled or released: what `BindableValue.bind` does
/// by hand, done by the Observation framework.
///
/// `withObservationTracking` is not a subscription. Its `onChange` fires once, and on *will*-set,
/// before the new value is stored, so it can say only that a change is coming. So this arms it,
/// and when it fires, schedules a read on `source`'s run loop for once the change is done; that
/// read delivers the new value and arms the tracking again. Several changes before the read come
/// as one (the latest), and a value equal to the last one delivered is not delivered again.
///
/// Swift 6.2's `Observations` async sequence does this re-arming for you (on Apple platforms from
/// macOS and iOS 26), but it delivers on tasks the kit's virtual clock does not drive; going
/// through `source`'s scheduler keeps scripted runs and tests exact.
@MainActor
public func observe<Value: Equatable>(
  _ read: @autoclosure @escaping @MainActor () -> Value, of source: any DeliversChanges,
  _ apply: @escaping @MainActor (Value) -> Void
) -> CancellationToken {
  let tracker = ObservationTracker(
    read: read, delivery: source.changeDelivery, sender: Participant(of: source),
    receiver: MessageTrace.speaker, apply: apply)
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

/// One `observe(_:of:_:)`: reads, delivers, and arms the tracking again after each change.
@MainActor
private final class ObservationTracker<Value: Equatable> {
  /// Set by the token, from any thread.
  nonisolated let stopped = Locked(false)
  private let read: @MainActor () -> Value
  private let delivery: any ChangeDelivery
  private let sender: Participant
  /// Who observes, when a trace was recording as the observation was made.
  private let receiver: Participant?
  private let apply: @MainActor (Value) -> Void
  private var last: Value?
  private var pendingRead: CancellationToken?

  init(
    read: @escaping @MainActor () -> Value, delivery: any ChangeDelivery, sender: Participant,
    receiver: Participant?, apply: @escaping @MainActor (Value) -> Void
  ) {
    self.read = read
    self.delivery = delivery
    self.sender = sender
    self.receiver = receiver
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
    guard let receiver else { return apply(value) }
    MessageTrace.deliver(TraceSummary.of(value), from: sender, to: receiver) { apply(value) }
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
