/// A value that view models publish and views bind to — the "DynamicValue" box of many MVVM
/// tutorials, done right: any number of observers, each with its own token, and `bind` delivers
/// the current value at once so a view is never blank until the next change.
///
/// A `BindableValue` is *state*: what the screen should show now. Something that happens once,
/// such as "open this story", is an event and is an `EventStream`, which has no current value to
/// replay to a late observer.
///
/// Only readable here; the owner keeps a `MutableBindableValue` and hands this out, so a view can
/// watch an output but never write it.
@MainActor
public class BindableValue<Value> {
  fileprivate var storage: Value
  private let observers = ObserverList<Value>()
  private let watch = ObservationHook.outputMade()

  fileprivate init(storage: Value) {
    self.storage = storage
  }

  /// What the value is now: what `bind` hands a new observer first, and what `observe` does
  /// not.
  public var value: Value { storage }

  /// Calls `observer` with the current value now, then after every change, until the token is
  /// cancelled or released.
  public func bind(_ observer: @escaping @MainActor (Value) -> Void) -> CancellationToken {
    let delivery = ObservationHook.observer(observer, of: watch)
    let token = observers.add(delivery)
    delivery(storage)
    return token
  }

  /// Calls `observer` after every future change (not with the current value).
  public func observe(_ observer: @escaping @MainActor (Value) -> Void) -> CancellationToken {
    observers.add(ObservationHook.observer(observer, of: watch))
  }

  fileprivate func send(_ newValue: Value) {
    storage = newValue
    observers.notify(newValue)
  }
}

/// The writable side of a `BindableValue`, kept private by the value's owner.
@MainActor
public final class MutableBindableValue<Value>: BindableValue<Value> {
  private let isDuplicate: (Value, Value) -> Bool

  /// Creates a box holding `value` that notifies its observers of every value set, equal or not.
  public init(_ value: Value) {
    isDuplicate = { _, _ in false }
    super.init(storage: value)
  }

  /// Creates a box holding `value` that stays quiet when a value equal to the current one is
  /// set: for state, where "still loading" is not news and redrawing for it is wasted work.
  public init(_ value: Value) where Value: Equatable {
    isDuplicate = { $0 == $1 }
    super.init(storage: value)
  }

  /// The current value; setting it notifies every observer, unless the box skips equal values
  /// and this one is equal.
  override public var value: Value {
    get { storage }
    set {
      guard !isDuplicate(storage, newValue) else { return }
      send(newValue)
    }
  }
}
