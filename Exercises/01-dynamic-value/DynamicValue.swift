/// A value others can watch: the box behind a view model's outputs, named as
/// in Benoit Pasquier's "How to implement MVVM pattern in Swift from scratch".
///
/// `bind` hands an observer the current value at once and then every new
/// value, until the token it returns is cancelled or released.
///
/// Everything here happens on one thread, which is all this box promises.
final class DynamicValue<Value> {
  /// The current value; setting it tells every observer.
  var value: Value {
    didSet { notifyObservers() }
  }

  /// The observers, each filed under a description of itself.
  private var observers: [String: (Value) -> Void] = [:]

  /// Creates a box holding `value`.
  init(_ value: Value) {
    self.value = value
  }

  /// Calls `observer` with the current value now, then after every change,
  /// until the returned token is cancelled or released.
  func bind(_ observer: @escaping (Value) -> Void) -> ObservationToken {
    let key = String(describing: observer)
    observers[key] = observer
    observer(value)
    return ObservationToken { [weak self] in
      self?.observers[key] = nil
    }
  }

  private func notifyObservers() {
    for observer in observers.values {
      observer(value)
    }
  }
}

/// Keeps one observation going; `cancel()` ends it.
final class ObservationToken {
  private var onCancel: (() -> Void)?

  /// Creates a token that runs `onCancel` when the observation ends.
  init(_ onCancel: @escaping () -> Void) {
    self.onCancel = onCancel
  }

  /// Ends the observation. Calling it again does nothing.
  func cancel() {
    let action = onCancel
    onCancel = nil
    action?()
  }
}
