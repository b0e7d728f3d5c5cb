import Observing
import Testing

/// A store for a test, which checks everything: each action the test sends or receives must
/// change the state exactly as the test says, every action an effect sends back must be
/// received by the test, in order, and no effect may still be running when the test finishes.
/// What the test does not expect fails it, so a reducer's test is the whole story of the
/// screen, and a change nobody wrote down cannot slip through.
///
/// It runs the reducer and the effects as the app's store does — an effect asked for again
/// replaces the one in flight — with the services and the clock the test hands in, so the test
/// moves time itself. The idea is Point-Free's `TestStore` (the Composable Architecture); this
/// one is ours, a few lines long. It lives with the tests, where Swift Testing is at hand on
/// every platform.
@MainActor
final class TestStore<State: Equatable, Action: Equatable, Effect: Hashable> {
  /// The state now.
  private(set) var state: State

  private let reduce: (inout State, Action) -> [Effect]
  private let run: (Effect, _ send: @escaping @MainActor (Action) -> Void) -> CancellationToken
  private var running: [Effect: CancellationToken] = [:]
  private var received: [Action] = []

  /// A test store starting from `initialState`, deciding with `reducer` and running effects
  /// with `effects`, as the app's store would.
  init(
    initialState: State,
    reducer: @escaping (inout State, Action) -> [Effect],
    effects: @escaping (Effect, _ send: @escaping @MainActor (Action) -> Void) -> CancellationToken
  ) {
    state = initialState
    reduce = reducer
    run = effects
  }

  /// Sends `action`, as a view would, and checks that the state changed exactly as `change`
  /// changes it (no `change`: the state must not change). Everything effects sent back before
  /// must have been received first.
  func send(
    _ action: Action, _ change: (inout State) -> Void = { _ in },
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    if !received.isEmpty {
      Issue.record(
        "Sent \(action) while effects had sent back \(received), which the test never received",
        sourceLocation: sourceLocation)
      received = []
    }
    apply(action, change, sourceLocation)
  }

  /// Takes the oldest action an effect sent back, checks it is `action`, and checks that the
  /// state changed exactly as `change` changes it.
  func receive(
    _ action: Action, _ change: (inout State) -> Void = { _ in },
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    guard !received.isEmpty else {
      Issue.record(
        "Expected to receive \(action), but no effect has sent anything back",
        sourceLocation: sourceLocation)
      return
    }
    let next = received.removeFirst()
    if next != action {
      Issue.record("Received \(next), not \(action)", sourceLocation: sourceLocation)
    }
    apply(next, change, sourceLocation)
  }

  /// Ends the test: every action effects sent back must have been received, and no effect may
  /// still be running.
  func finish(sourceLocation: SourceLocation = #_sourceLocation) {
    if !received.isEmpty {
      Issue.record(
        "Effects sent back \(received), which the test never received",
        sourceLocation: sourceLocation)
    }
    if !running.isEmpty {
      Issue.record(
        "Effects still running when the test finished: \(Array(running.keys))",
        sourceLocation: sourceLocation)
    }
  }

  private func apply(
    _ action: Action, _ change: (inout State) -> Void, _ sourceLocation: SourceLocation
  ) {
    var expected = state
    change(&expected)
    for effect in reduce(&state, action) {
      running[effect] = nil
      running[effect] = run(effect) { [weak self] answer in
        self?.running[effect] = nil
        self?.received.append(answer)
      }
    }
    if state != expected {
      Issue.record(
        "The state after \(action) is not what the test expected.\nExpected: \(expected)\nActual:   \(state)",
        sourceLocation: sourceLocation)
    }
  }
}
