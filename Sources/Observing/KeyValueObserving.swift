/// What an observer wants delivered: Foundation's `NSKeyValueObservingOptions` without the `NS`.
public struct KeyValueObservingOptions: OptionSet, Sendable {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }

  /// Deliver the value after the change in `KeyValueObservedChange.newValue`.
  public static let new = KeyValueObservingOptions(rawValue: 1 << 0)
  /// Deliver the value before the change in `KeyValueObservedChange.oldValue`.
  public static let old = KeyValueObservingOptions(rawValue: 1 << 1)
  /// Call the handler once at once, before any change, with the current value.
  public static let initial = KeyValueObservingOptions(rawValue: 1 << 2)
}

/// One change of an observed property: Foundation's `NSKeyValueObservedChange` without the `NS`.
public struct KeyValueObservedChange<Value> {
  /// The value before the change, if `.old` was asked for (never on the initial call).
  public let oldValue: Value?
  /// The value after the change, if `.new` was asked for.
  public let newValue: Value?
}

/// One observation made with `observe(_:options:changeHandler:)`: Foundation's
/// `NSKeyValueObservation` without the `NS`. The observation lasts until `invalidate()` is
/// called or the object is released, so keep it — in a property, or in a bag.
public final class KeyValueObservation: Sendable {
  private let token: CancellationToken

  init(_ token: CancellationToken) { self.token = token }

  /// Stops the observation. Calling it again does nothing.
  public func invalidate() { token.cancel() }

  /// Keeps the observation alive as long as `bag` lives (a bag holds a screen's other
  /// observations too; Foundation's observation has no bag and lives in a property).
  public func store(in bag: CancellationBag) { bag.insert(token) }
}

/// A class whose properties can be observed by key path, as with KVO on iOS:
///
///     observation = model.observe(\.state, options: [.initial, .new]) { model, change in … }
///
/// On iOS an `@objc dynamic` property of an `NSObject` is observed without a line of its own:
/// the Objective-C runtime swaps in a setter that tells the observers. Foundation on Linux has no
/// KVO and no runtime, so the class tells them itself, the way iOS code does when it takes over
/// the notifications by hand: `willChangeValue(for:)` in the property's `willSet`,
/// `didChangeValue(for:)` in its `didSet`.
@MainActor
public protocol KeyValueObservable: AnyObject {
  /// The observers of this object's properties. Store one `KeyValueObservers()` per object.
  var keyValueObservers: KeyValueObservers { get }
}

extension KeyValueObservable {
  /// Calls `changeHandler` after every change of `keyPath`, until the observation is
  /// invalidated or released. The handler receives the object, so it need not capture it
  /// (capturing it strongly would keep it alive).
  public func observe<Value>(
    _ keyPath: KeyPath<Self, Value>,
    options: KeyValueObservingOptions = [],
    changeHandler: @escaping @MainActor (Self, KeyValueObservedChange<Value>) -> Void
  ) -> KeyValueObservation {
    let changeHandler = ObservationHook.observer(changeHandler, of: keyPath)
    func deliver(to object: Self, oldValue: Value?) {
      let newValue = object[keyPath: keyPath]
      let change = KeyValueObservedChange(
        oldValue: options.contains(.old) ? oldValue : nil,
        newValue: options.contains(.new) ? newValue : nil)
      changeHandler(object, change)
    }
    let token = keyValueObservers.observers(of: keyPath).add { object, oldValue in
      guard let object = object as? Self else { return }
      deliver(to: object, oldValue: oldValue as? Value)
    }
    if options.contains(.initial) { deliver(to: self, oldValue: nil) }
    return KeyValueObservation(token)
  }

  /// Says that `keyPath` is about to change. Call it from the property's `willSet`.
  public func willChangeValue<Value>(for keyPath: KeyPath<Self, Value>) {
    keyValueObservers.remember(self[keyPath: keyPath], of: keyPath)
  }

  /// Tells the observers of `keyPath` that it changed. Call it from the property's `didSet`.
  public func didChangeValue<Value>(for keyPath: KeyPath<Self, Value>) {
    let oldValue = keyValueObservers.takeRemembered(of: keyPath)
    keyValueObservers.existingObservers(of: keyPath)?.notify((self, oldValue as Any))
  }
}

/// The observers of one object, grouped by the key path they watch, and the value each key path
/// had before the change being announced.
public final class KeyValueObservers: Sendable {
  typealias Observers = ObserverList<(AnyObject, Any)>

  // `AnyKeyPath` is not `Sendable`; the lock is what makes sharing it safe.
  private let byKeyPath = Locked<[AnyKeyPath: Observers]>([:])
  private let oldValues = Locked<[AnyKeyPath: Any]>([:])

  /// Creates an empty set of observers.
  public init() {}

  func observers(of keyPath: AnyKeyPath) -> Observers {
    byKeyPath.withLock { lists in
      if let list = lists[keyPath] { return list }
      let list = Observers()
      lists[keyPath] = list
      return list
    }
  }

  func existingObservers(of keyPath: AnyKeyPath) -> Observers? {
    byKeyPath.withLock { $0[keyPath] }
  }

  func remember(_ value: Any, of keyPath: AnyKeyPath) {
    oldValues.withLock { $0[keyPath] = value }
  }

  func takeRemembered(of keyPath: AnyKeyPath) -> Any? {
    oldValues.withLock { $0.removeValue(forKey: keyPath) }
  }
}
