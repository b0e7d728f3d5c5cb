/// A value that view models publish and views bind to — the "DynamicValue"
/// box of many MVVM tutorials, done right: any number of observers, each with
/// its own token, and `bind` delivers the current value at once so a view is
/// never blank until the next change.
///
/// Only readable here; the owner keeps a `MutableBindable` and hands this out,
/// so a view can watch an output but never write it.
@MainActor
public class Bindable<Value> {
  fileprivate var storage: Value
  private let observers = ObserverList<Value>()

  fileprivate init(storage: Value) { self.storage = storage }

  /// The current value.
  public var value: Value { storage }

  /// Calls `observer` with the current value now, then after every change,
  /// until the token is cancelled or released.
  public func bind(_ observer: @escaping @MainActor (Value) -> Void) -> Cancellable {
    let token = observers.add(observer)
    observer(storage)
    return token
  }

  /// Calls `observer` after every future change (not with the current value).
  public func observe(_ observer: @escaping @MainActor (Value) -> Void) -> Cancellable {
    observers.add(observer)
  }

  fileprivate func send(_ newValue: Value) {
    storage = newValue
    observers.notify(newValue)
  }
}

/// The writable side of a `Bindable`, kept private by the value's owner.
@MainActor
public final class MutableBindable<Value>: Bindable<Value> {
  /// Creates a box holding `value`.
  public init(_ value: Value) { super.init(storage: value) }

  /// The current value; setting it notifies every observer, even when equal,
  /// because an output that fires is an event the view may want.
  override public var value: Value {
    get { storage }
    set { send(newValue) }
  }
}
