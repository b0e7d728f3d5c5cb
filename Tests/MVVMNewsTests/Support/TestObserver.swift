import Observing
import Testing

/// Records every value a view model's output sends, so a test can read the
/// whole story of a screen as a list: `[.loading, .failed("…"), .loading, .list]`.
///
/// The idea comes from Kickstarter's ios-oss `TestObserver`, which records the
/// events of a signal; this one is ours, for our `BindableValue` and `EventStream`. It uses
/// `observe`, not `bind`, so it records what the output *sends* from now on,
/// not the value it happened to hold when the test began — that is what
/// makes "loading, then list" mean exactly two sends. The value held now is
/// `output.value`.
///
/// The observer holds its token, not the output: a view model watched by a
/// `TestObserver` can still be released, which the lifetime tests rely on.
@MainActor
final class TestObserver<Value> {
  /// Every value sent since the observer started, oldest first.
  private(set) var values: [Value] = []
  private var token: CancellationToken?

  /// Starts recording what the state output `output` sends.
  init(_ output: BindableValue<Value>) {
    token = output.observe { [weak self] value in self?.values.append(value) }
  }

  /// Starts recording the events `output` sends.
  init(_ output: EventStream<Value>) {
    token = output.observe { [weak self] value in self?.values.append(value) }
  }

  /// Expects exactly `expected` to have been sent, in order.
  func assertValues(
    _ expected: [Value], _ comment: Comment? = nil,
    sourceLocation: SourceLocation = #_sourceLocation
  ) where Value: Equatable {
    #expect(values == expected, comment, sourceLocation: sourceLocation)
  }

  /// Expects nothing to have been sent.
  func assertDidNotEmit(
    _ comment: Comment? = nil, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    #expect(values.isEmpty, comment, sourceLocation: sourceLocation)
  }
}
