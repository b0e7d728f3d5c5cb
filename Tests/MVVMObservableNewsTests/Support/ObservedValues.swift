import Observing
import Testing

/// Records every value an `@Observable` view model's property takes, as its observers hear it:
/// the Observation twin of MVVM's `TestObserver`. It reads the property again after each change
/// with `observe(_:on:_:)`, on the test's scheduler, as a window reads it in `updateProperties()`
/// on the app's run loop, so the values read like a specification:
/// `[.loading, .failed("…"), .loading, .list]`.
@MainActor
final class ObservedValues<Value: Equatable> {
  /// Every value delivered after the one the property held when recording began, oldest first.
  private(set) var values: [Value] = []
  private var token: CancellationToken?
  private var sawCurrent = false

  /// Starts recording the value of `read`, read again on `runLoop` after each change.
  convenience init(
    _ read: @autoclosure @escaping @MainActor () -> Value, on runLoop: any ChangeDelivery
  ) {
    self.init(reading: read, on: runLoop)
  }

  /// Starts recording what `read` returns, read again on `runLoop` after each change.
  init(reading read: @escaping @MainActor () -> Value, on runLoop: any ChangeDelivery) {
    token = observe(read(), on: runLoop) { [weak self] value in
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
