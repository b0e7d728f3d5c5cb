// Made by `make ios` from Exercises/01-dynamic-value/Solution/DynamicValue.swift: the kit's file as it is written
// on iOS. Each `// ≠ name` marks a line that differs, named in UIKitShape/Differences.md.
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

  /// The observers in the order they bound, each under a number of its own:
  /// a description is no identity (every closure describes itself as
  /// "(Function)"), and a number handed out once never collides, whoever
  /// has gone since.
  private var observers: [(id: Int, call: (Value) -> Void)] = []
  private var nextID = 0

  /// Creates a box holding `value`.
  init(_ value: Value) {
    self.value = value
  }

  /// Calls `observer` with the current value now, then after every change,
  /// until the returned token is cancelled or released.
  func bind(_ observer: @escaping (Value) -> Void) -> ObservationToken {
    let id = nextID
    nextID += 1
    observers.append((id, observer))
    observer(value)
    return ObservationToken { [weak self] in
      self?.observers.removeAll { $0.id == id }
    }
  }

  private func notifyObservers() {
    for observer in observers {
      observer.call(value)
    }
  }
}

/// Keeps one observation going; `cancel()` ends it, and so does letting the
/// token go, so an observer needs no bookkeeping to stop being called.
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

  deinit {
    cancel()
  }
}
