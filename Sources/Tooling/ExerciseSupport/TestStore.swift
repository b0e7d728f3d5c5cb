import Observing

/// A store for a test, which checks everything: each action the test sends or receives must
/// change the state exactly as the test says, every action an effect sends back must be
/// received by the test, in order, and no effect may still be running when the test finishes.
/// What the test does not expect fails it, so a reducer's test is the whole story of the
/// screen, and a change nobody wrote down cannot slip through.
///
/// It runs the reducer and the effects as the app's store does (an effect asked for again
/// replaces the one in flight), with the services and the clock the test hands in, so the test
/// moves time itself. The idea is Point-Free's `TestStore`, from the Composable Architecture;
/// this one is ours, and a page long.
///
/// It says what went wrong to `reportIssue`, not to a test framework: a library cannot import
/// Swift Testing on every platform (on macOS it is found only for test targets), so each test
/// target hands it `Issue.record` once, in a small extension (Point-Free's
/// swift-issue-reporting solves the same problem by looking the framework up at run time).
@MainActor
public final class TestStore<State: Equatable, Action: Equatable, Effect: Hashable> {
  /// The state now.
  public private(set) var state: State

  private let reduce: (inout State, Action) -> [Effect]
  private let run: (Effect, _ send: @escaping @MainActor (Action) -> Void) -> CancellationToken
  private let reportIssue: @MainActor (String, CodeLocation) -> Void
  private var running: [Effect: CancellationToken] = [:]
  private var received: [Action] = []

  /// A test store starting from `initialState`, deciding with `reducer` and running effects
  /// with `effects`, as the app's store would, and telling `reportIssue` what the test did not
  /// expect, and where.
  public init(
    initialState: State,
    reducer: @escaping (inout State, Action) -> [Effect],
    effects: @escaping (Effect, _ send: @escaping @MainActor (Action) -> Void) -> CancellationToken,
    reportIssue: @escaping @MainActor (_ message: String, _ location: CodeLocation) -> Void
  ) {
    state = initialState
    reduce = reducer
    run = effects
    self.reportIssue = reportIssue
  }

  /// Sends `action`, as a view would, and checks that the state changed exactly as `change`
  /// changes it (no `change`: the state must not change). Everything effects sent back before
  /// must have been received first.
  public func send(
    _ action: Action, _ change: (inout State) -> Void = { _ in },
    fileID: String = #fileID, filePath: String = #filePath, line: Int = #line,
    column: Int = #column
  ) {
    let location = CodeLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    if !received.isEmpty {
      reportIssue(
        "Sent \(Self.text(action)) while effects had sent back \(Self.list(received)), which the test never received",
        location)
      received = []
    }
    apply(action, change, location)
  }

  /// Takes the oldest action an effect sent back, checks it is `action`, and checks that the
  /// state changed exactly as `change` changes it.
  public func receive(
    _ action: Action, _ change: (inout State) -> Void = { _ in },
    fileID: String = #fileID, filePath: String = #filePath, line: Int = #line,
    column: Int = #column
  ) {
    let location = CodeLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    guard !received.isEmpty else {
      reportIssue(
        "Expected to receive \(Self.text(action)), but no effect has sent anything back", location)
      return
    }
    let next = received.removeFirst()
    if next != action {
      reportIssue("Received \(Self.text(next)), not \(Self.text(action))", location)
    }
    apply(next, change, location)
  }

  /// Ends the test: every action effects sent back must have been received, and no effect may
  /// still be running.
  public func finish(
    fileID: String = #fileID, filePath: String = #filePath, line: Int = #line,
    column: Int = #column
  ) {
    let location = CodeLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    if !received.isEmpty {
      reportIssue(
        "Effects sent back \(Self.list(received)), which the test never received", location)
    }
    if !running.isEmpty {
      reportIssue(
        "Effects still running when the test finished: \(Self.list(running.keys))", location)
    }
  }

  private func apply(_ action: Action, _ change: (inout State) -> Void, _ location: CodeLocation) {
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
      let differences = ValueText.differences(expected: expected, actual: state)
      reportIssue(
        "The state after \(Self.text(action)) is not what the test expected:\n"
          + differences.map { "  " + $0 }.joined(separator: "\n"), location)
    }
  }
}

extension TestStore {
  /// A value as a test writes it: `.answer(42)`.
  fileprivate static func text(_ value: Any) -> String {
    ValueText.of(value)
  }

  /// Values as a test writes them: `.answer(42), .fetch`.
  fileprivate static func list(_ values: some Sequence) -> String {
    values.map(ValueText.of).joined(separator: ", ")
  }
}

/// Where in a test a check was made, so that a failure points at the line that made it.
public struct CodeLocation: Sendable, Equatable {
  public let fileID: String
  public let filePath: String
  public let line: Int
  public let column: Int

  public init(fileID: String, filePath: String, line: Int, column: Int) {
    self.fileID = fileID
    self.filePath = filePath
    self.line = line
    self.column = column
  }
}
