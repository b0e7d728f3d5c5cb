/// Events a view model sends, such as "open this story": things that happen once.
///
/// Unlike a `BindableValue`, a stream has no current value. An observer hears what is sent after
/// it started listening and nothing from before, so a screen that binds late is not sent to a
/// story the reader opened long ago, and sending the same event twice means it happened twice.
///
/// Only observable here; the owner keeps an `EventSource` and hands this out.
@MainActor
public class EventStream<Value> {
  private let observers = ObserverList<Value>()
  private let watch = ObservationHook.outputMade()

  fileprivate init() {}

  /// Calls `observer` with every value sent from now on, until the token is cancelled or
  /// released.
  public func observe(_ observer: @escaping @MainActor (Value) -> Void) -> CancellationToken {
    observers.add(ObservationHook.observer(observer, of: watch))
  }

  fileprivate func notify(_ value: Value) { observers.notify(value) }
}

/// The sending side of an `EventStream`, kept private by its owner.
@MainActor
public final class EventSource<Value>: EventStream<Value> {
  /// Creates a stream with no observers yet.
  override public init() { super.init() }

  /// Tells every current observer that `value` happened.
  public func send(_ value: Value) { notify(value) }
}
