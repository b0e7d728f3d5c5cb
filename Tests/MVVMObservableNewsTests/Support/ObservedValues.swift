import Observing
import Testing

/// Records every value an `@Observable` view model's property takes, as its observers hear it:
/// the Observation twin of MVVM's `TestObserver`. It observes with the same `observe(_:of:_:)`
/// the app's views use, so it hears changes when the view model's run loop — the test's
/// scheduler — delivers them, and the values read like a specification:
/// `[.loading, .failed("…"), .loading, .list]`.
@MainActor
final class ObservedValues<Value: Equatable> {
  /// Every value delivered after the one the property held when recording began, oldest first.
  private(set) var values: [Value] = []
  private var token: CancellationToken?
  private var sawCurrent = false

  /// Starts recording the value of `read` as `source` changes.
  convenience init(
    _ read: @autoclosure @escaping @MainActor () -> Value, of source: any DeliversChanges
  ) {
    self.init(reading: read, of: source)
  }

  /// Starts recording what `read` returns as `source` changes.
  init(reading read: @escaping @MainActor () -> Value, of source: any DeliversChanges) {
    token = observe(read(), of: source) { [weak self] value in
      guard let self else { return }
      // The first delivery is the value held now, as `bind` would give; only changes count.
      if sawCurrent { values.append(value) } else { sawCurrent = true }
    }
  }

  /// Expects exactly `expected` to have been delivered, in order.
  func assertValues(
    _ expected: [Value], _ comment: Comment? = nil,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    #expect(values == expected, comment, sourceLocation: sourceLocation)
  }

  /// Expects nothing to have been delivered.
  func assertDidNotEmit(
    _ comment: Comment? = nil, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    #expect(values.isEmpty, comment, sourceLocation: sourceLocation)
  }
}
