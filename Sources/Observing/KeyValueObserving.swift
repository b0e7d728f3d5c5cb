/// What an observer wants delivered, after Foundation's `NSKeyValueObservingOptions`.
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

/// One change of an observed property, after Foundation's `NSKeyValueObservedChange`.
public struct KeyValueObservedChange<Value> {
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
  ///
  /// `file` names the observer in `--trace`; leave it to its default.
  public func observe<Value>(
    _ keyPath: KeyPath<Self, Value>,
    options: KeyValueObservingOptions = [],
    file: String = #fileID,
    changeHandler: @escaping @MainActor (Self, KeyValueObservedChange<Value>) -> Void
  ) -> CancellationToken {
    let observer = Participant(file: file)
    func deliver(to object: Self, oldValue: Value?) {
      let newValue = object[keyPath: keyPath]
      MessageTrace.current?.record(
        "observe(\\.\(object.keyValueObservers.name(of: keyPath, in: object))): "
          + TraceSummary.of(newValue),
        from: Participant(of: object), to: observer)
      changeHandler(
        object,
        KeyValueObservedChange(
          oldValue: options.contains(.old) ? oldValue : nil,
          newValue: options.contains(.new) ? newValue : nil))
    }
    let token = keyValueObservers.observers(of: keyPath).add { object, oldValue in
      guard let object = object as? Self else { return }
      deliver(to: object, oldValue: oldValue as? Value)
    }
    if options.contains(.initial) { deliver(to: self, oldValue: nil) }
    return token
  }

  /// Tells the observers of `keyPath` that it changed. Call it from the property's `didSet`.
  ///
  /// `property` is the property's name, for `--trace`; leave it to its default, which inside a
  /// `didSet` is the name of the property being set.
  public func didChangeValue<Value>(
    for keyPath: KeyPath<Self, Value>, from oldValue: Value, property: String = #function
  ) {
    keyValueObservers.learnName(property, of: keyPath)
    keyValueObservers.existingObservers(of: keyPath)?.notify((self, oldValue))
  }
}

/// The observers of one object, grouped by the key path they watch.
public final class KeyValueObservers: Sendable {
  typealias Observers = ObserverList<(AnyObject, Any)>

  // `AnyKeyPath` is not `Sendable`; the lock is what makes sharing it safe.
  private let byKeyPath = Locked<[AnyKeyPath: Observers]>([:])
  private let names = Locked<[AnyKeyPath: String]>([:])

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

  func learnName(_ name: String, of keyPath: AnyKeyPath) {
    names.withLock { $0[keyPath] = name }
  }

  /// The name of the property at `keyPath`, for a trace.
  ///
  /// A key path cannot always say its own name: one to a property with a `didSet` describes
  /// itself as `<computed 0x…>`. So the name comes from the property's own `didSet`, which
  /// passes it to `didChangeValue` (`#function` there is the property's name). Before the
  /// first change — an `.initial` call — it comes from the object's one stored property of the
  /// key path's type, when there is exactly one; otherwise the type itself stands in.
  func name<Object, Value>(of keyPath: KeyPath<Object, Value>, in object: Object) -> String {
    if let learned = names.withLock({ $0[keyPath] }) { return learned }
    let candidates = Mirror(reflecting: object).children.filter { $0.value is Value }
    if candidates.count == 1, let label = candidates[0].label { return label }
    return "<\(Value.self)>"
  }
}
