import Observing

/// Remembers every value an output sends, oldest first, so that a test states the whole story at
/// once — `#expect(states.values == [.loading, .failed("Offline."), .loading, .loaded(rows)])` —
/// rather than peeking at one moment of it. The one recorder of the kit: the tellings' tests and
/// the exercises' record with it.
///
/// It records what is *sent* from the moment it starts, never the value the output happened to
/// hold then (that is `output.value`, which a test checks on its own when it matters). So
/// "loading, then the list" means exactly two sends, whatever the screen showed before. The idea
/// is Kickstarter's ios-oss `TestObserver`, which records a signal's events; this one is ours,
/// for the kit's `BindableValue`, `EventStream` and `@Observable` properties.
///
/// It holds its token, not the output: a view model being recorded can still be released,
/// which the lifetime tests rely on.
@MainActor
public final class Recorder<Value> {
  /// Everything sent since recording began, oldest first.
  public private(set) var values: [Value] = []
  private var token: CancellationToken?

  /// A recorder of whatever is handed to `record(_:)`, for a closure output:
  /// `viewModel.onStateChanged = recorder.record`.
  public init() {}

  /// Records every change of `output` from now on.
  public init(_ output: BindableValue<Value>) {
    token = output.observe { [weak self] value in self?.values.append(value) }
  }

  /// Records every event `output` sends from now on.
  public init(_ output: EventStream<Value>) {
    token = output.observe { [weak self] value in self?.values.append(value) }
  }

  /// Records every change of an `@Observable` property, `Recorder(viewModel.state, on: runLoop)`:
  /// read again on `runLoop` after each change, as a screen reads it in `updateProperties()`.
  public convenience init(
    _ read: @autoclosure @escaping @MainActor () -> Value, on runLoop: any ChangeDelivery
  ) where Value: Equatable {
    self.init(reading: read, on: runLoop)
  }

  /// Records every change of what `read` returns, read again on `runLoop` after each change:
  /// for a read that must not keep what it reads (`{ [weak viewModel] in viewModel?.state }`).
  public convenience init(
    reading read: @escaping @MainActor () -> Value, on runLoop: any ChangeDelivery
  ) where Value: Equatable {
    self.init()
    var sawCurrent = false
    token = observe(read(), on: runLoop) { [weak self] value in
      // `observe` hands over the value held now first, as `bind` does; only changes count.
      if sawCurrent { self?.values.append(value) }
      sawCurrent = true
    }
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
