/// A value that view models publish and views bind to — the "DynamicValue"
/// box of many MVVM tutorials, done right: any number of observers, each with
/// its own token, and `bind` delivers the current value at once so a view is
/// never blank until the next change.
///
/// A `BindableValue` is *state*: what the screen should show now. Something that
/// happens once, such as "open this story", is an event and is a `EventStream`,
/// which has no current value to replay to a late observer.
///
/// Only readable here; the owner keeps a `MutableBindableValue` and hands this out,
/// so a view can watch an output but never write it.
@MainActor
public class BindableValue<Value> {
  fileprivate var storage: Value
  fileprivate let owner: Participant
  private let observers = ObserverList<Value>()

  fileprivate init(storage: Value, owner: Participant) {
    self.storage = storage
    self.owner = owner
  }

  /// The current value.
  public var value: Value { storage }

  /// Calls `observer` with the current value now, then after every change,
  /// until the token is cancelled or released.
  ///
  /// `file` names the observer in `--trace`; leave it to its default.
  public func bind(
    file: String = #fileID, _ observer: @escaping @MainActor (Value) -> Void
  ) -> CancellationToken {
    let delivery = delivery(to: Participant(file: file), observer)
    let token = observers.add(delivery)
    delivery(storage)
    return token
  }

  /// Calls `observer` after every future change (not with the current value).
  ///
  /// `file` names the observer in `--trace`; leave it to its default.
  public func observe(
    file: String = #fileID, _ observer: @escaping @MainActor (Value) -> Void
  ) -> CancellationToken {
    observers.add(delivery(to: Participant(file: file), observer))
  }

  fileprivate func send(_ newValue: Value) {
    storage = newValue
    observers.notify(newValue)
  }

  /// `observer`, recording each value it is handed as a message from the owner.
  private func delivery(
    to receiver: Participant, _ observer: @escaping @MainActor (Value) -> Void
  ) -> @MainActor (Value) -> Void {
    { [owner] value in
      MessageTrace.current?.record(TraceSummary.of(value), from: owner, to: receiver)
      observer(value)
    }
  }
}

/// The writable side of a `BindableValue`, kept private by the value's owner.
@MainActor
public final class MutableBindableValue<Value>: BindableValue<Value> {
  private let isDuplicate: (Value, Value) -> Bool

  /// Creates a box holding `value` that notifies its observers of every value set, equal or
  /// not. `file` names the owner in `--trace`; leave it to its default.
  public init(_ value: Value, file: String = #fileID) {
    isDuplicate = { _, _ in false }
    super.init(storage: value, owner: Participant(file: file))
  }

  /// Creates a box holding `value` that stays quiet when a value equal to the current one is
  /// set: for state, where "still loading" is not news and redrawing for it is wasted work.
  public init(_ value: Value, file: String = #fileID) where Value: Equatable {
    isDuplicate = { $0 == $1 }
    super.init(storage: value, owner: Participant(file: file))
  }

  /// The current value; setting it notifies every observer, unless the box skips equal
  /// values and this one is equal.
  override public var value: Value {
    get { storage }
    set {
      guard !isDuplicate(storage, newValue) else { return }
      send(newValue)
    }
  }
}
