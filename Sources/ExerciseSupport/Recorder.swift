import Observing

/// Remembers every value an output emits, oldest first, so that a test can
/// state the whole story at once — `#expect(recorder.values == ["Loading…", "3 stories"])` —
/// rather than peeking at one moment of it.
///
/// Made with a `BindableValue`, it records the current value at once and every
/// change after; made empty, it records whatever is handed to `record(_:)`,
/// which suits closure outputs: `viewModel.onStateChanged = recorder.record`.
@MainActor
public final class Recorder<Value> {
  /// Everything recorded so far, oldest first.
  public private(set) var values: [Value] = []
  private var token: CancellationToken?

  /// Creates a recorder that records nothing until it is handed values.
  public init() {}

  /// Creates a recorder of `output`: its current value, then every change,
  /// for as long as the recorder lives.
  public init(_ output: BindableValue<Value>) {
    token = output.bind { [weak self] value in self?.values.append(value) }
  }

  /// Records `value`.
  public func record(_ value: Value) {
    values.append(value)
  }

  /// The most recent value, if any.
  public var last: Value? { values.last }

  /// Forgets what was recorded so far; recording goes on.
  public func clear() {
    values.removeAll()
  }
}
