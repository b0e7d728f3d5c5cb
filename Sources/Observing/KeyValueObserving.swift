/// What an observer wants delivered, after Foundation's `NSKeyValueObservingOptions`.
public struct ObservingOptions: OptionSet, Sendable {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }

  /// Deliver the value after the change in `ObservedChange.newValue`.
  public static let new = ObservingOptions(rawValue: 1 << 0)
  /// Deliver the value before the change in `ObservedChange.oldValue`.
  public static let old = ObservingOptions(rawValue: 1 << 1)
  /// Call the handler once at once, before any change, with the current value.
  public static let initial = ObservingOptions(rawValue: 1 << 2)
}

/// One change of an observed property, after Foundation's `NSKeyValueObservedChange`.
public struct ObservedChange<Value> {
  /// The value before the change, if `.old` was asked for (never on the initial call).
  public let oldValue: Value?
  /// The value after the change, if `.new` was asked for.
  public let newValue: Value?
}

/// A class whose properties can be observed by key path, as with KVO on iOS:
///
///     token = model.observe(\.state, options: [.initial, .new]) { model, change in … }
///
/// Foundation on Linux has no KVO and no Objective-C runtime, so nothing can
/// intercept a setter for us. The observed class announces its own changes
/// instead, from `didSet`, which is the one line an iOS reader will not have
/// seen: `didSet { didChangeValue(for: \.state, from: oldValue) }`.
@MainActor
public protocol KeyValueObservable: AnyObject {
  /// The observers of this object's properties. Store one `KeyValueObservers()` per object.
  var keyValueObservers: KeyValueObservers { get }
}

extension KeyValueObservable {
  /// Calls `changeHandler` after every change of `keyPath`, until the token is
  /// cancelled or released. The handler receives the object, so it need not
  /// capture it (capturing it strongly would keep it alive).
  public func observe<Value>(
    _ keyPath: KeyPath<Self, Value>,
    options: ObservingOptions = [],
    changeHandler: @escaping @MainActor (Self, ObservedChange<Value>) -> Void
  ) -> Cancellable {
    let token = keyValueObservers.observers(of: keyPath).add { object, oldValue in
      guard let object = object as? Self else { return }
      changeHandler(
        object,
        ObservedChange(
          oldValue: options.contains(.old) ? oldValue as? Value : nil,
          newValue: options.contains(.new) ? object[keyPath: keyPath] : nil))
    }
    if options.contains(.initial) {
      changeHandler(
        self,
        ObservedChange(
          oldValue: nil, newValue: options.contains(.new) ? self[keyPath: keyPath] : nil))
    }
    return token
  }

  /// Tells the observers of `keyPath` that it changed. Call it from the property's `didSet`.
  public func didChangeValue<Value>(for keyPath: KeyPath<Self, Value>, from oldValue: Value) {
    keyValueObservers.existingObservers(of: keyPath)?.notify((self, oldValue))
  }
}

/// The observers of one object, grouped by the key path they watch.
public final class KeyValueObservers: Sendable {
  typealias Observers = ObserverList<(AnyObject, Any)>

  // `AnyKeyPath` is not `Sendable`; the lock is what makes sharing it safe.
  private let byKeyPath = Locked<[AnyKeyPath: Observers]>([:])

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
}
