/// Events a view model sends, such as "open this story": things that happen once.
///
/// Unlike a `BindableValue`, a signal has no current value. An observer hears what is sent after it
/// started listening and nothing from before, so a screen that binds late is not sent to a
/// story the reader opened long ago, and sending the same event twice means it happened twice.
///
/// Only observable here; the owner keeps a `EventSource` (the name of Combine's
/// `PassthroughSubject`, which iOS developers know) and hands this out.
@MainActor
public class EventStream<Value> {
  fileprivate let owner: Participant
  private let observers = ObserverList<Value>()

  fileprivate init(owner: Participant) { self.owner = owner }

  /// Calls `observer` with every value sent from now on, until the token is cancelled or
  /// released. `file` names the observer in `--trace`; leave it to its default.
  public func observe(
    file: String = #fileID, _ observer: @escaping @MainActor (Value) -> Void
  ) -> CancellationToken {
    let receiver = Participant(file: file)
    return observers.add { [owner] value in
      MessageTrace.current?.record(TraceSummary.of(value), from: owner, to: receiver)
      observer(value)
    }
  }

  fileprivate func notify(_ value: Value) { observers.notify(value) }
}

/// The sending side of a `EventStream`, kept private by its owner.
@MainActor
public final class EventSource<Value>: EventStream<Value> {
  /// Creates a signal. `file` names the owner in `--trace`; leave it to its default.
  public init(file: String = #fileID) { super.init(owner: Participant(file: file)) }

  /// Tells every current observer that `value` happened.
  public func send(_ value: Value) { notify(value) }
}
