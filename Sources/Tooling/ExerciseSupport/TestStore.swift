import Foundation
import Observing

/// A store for a test, which checks everything: each action the test sends or receives must
/// change the state exactly as the test says and return exactly the effects the test names,
/// every action an effect sends back must be received by the test, in order, and no effect may
/// still be running when the test ends. What the test does not expect fails it, so a reducer's
/// test is the whole story of the screen, and a change nobody wrote down cannot slip through.
///
/// It runs the app's own `Store` (Observing): the loop a test checks is the loop the app runs.
/// What a test makes for it is what the app's store is made with, but for the world: the
/// reducer, an effect runner over scripted services (`ScriptedNewsService`, a recording image
/// loader), and a clock the test moves itself (`ManualScheduler`). No view, and no real time.
///
/// When answers are reduced: an effect's answer waits until the test receives it, and only then
/// goes into the store, by the way the store gave the effect. So moving the clock changes no
/// state, and every change happens at a line of the test that names it. Point-Free's
/// `TestStore`, from the Composable Architecture, whose idea this is, reduces each answer as it
/// arrives and checks it at `receive`; this one is ours, and a page long.
///
/// The end of a test is checked when the test store goes, at the end of the test that made it:
/// `finish()` says where, and is otherwise not needed. A test store must go on the main actor,
/// as a local of a test does.
///
/// It says what went wrong to `reportIssue`, not to a test framework: a library cannot import
/// Swift Testing on every platform (on macOS it is found only for test targets), so each test
/// target hands it `Issue.record` once, in a small extension (Point-Free's
/// swift-issue-reporting solves the same problem by looking the framework up at run time).
@MainActor
public final class TestStore<State: Equatable, Action: Equatable, Effect: Hashable> {
  /// The state now.
  public var state: State { store.state }

  /// The app's store, with the reducer and the effects wrapped so the test store sees what the
  /// reducer returns and holds back what the effects send.
  private var store: Store<State, Action, Effect>!
  private let reportIssue: @MainActor (String, CodeLocation) -> Void
  /// Where the test store was made: where the end of its test is checked, without `finish()`.
  private let made: CodeLocation
  /// Actions effects sent back that the test has not received yet, each with the store's own
  /// way in for it.
  private var received: [(action: Action, deliver: @MainActor (Action) -> Void)] = []
  /// The effects started and not yet answered or given up, oldest first.
  private var running: [(id: Int, effect: Effect)] = []
  private var started = 0
  /// What the reducer returned the last time it ran.
  private var returned: [Effect] = []
  /// Whether `finish()` has checked the end since the last action.
  private var finished = false

  /// A test store starting from `initialState`, deciding with `reducer` and running effects
  /// with `effects`, as the app's store would, and telling `reportIssue` what the test did not
  /// expect, and where.
  public init(
    initialState: State,
    reducer: @escaping (inout State, Action) -> [Effect],
    effects: @escaping (Effect, _ send: @escaping @MainActor (Action) -> Void) -> CancellationToken,
    fileID: String = #fileID, filePath: String = #filePath, line: Int = #line,
    column: Int = #column,
    reportIssue: @escaping @MainActor (_ message: String, _ location: CodeLocation) -> Void
  ) {
    self.reportIssue = reportIssue
    made = CodeLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    store = Store(
      initialState: initialState,
      reducer: { [weak self] state, action in
        let effects = reducer(&state, action)
        self?.returned = effects
        return effects
      },
      effects: { [weak self] effect, send in
        self?.start(effect, with: effects, answeringThrough: send) ?? .empty
      })
  }

  /// Sends `action`, as a view would, and checks that the reducer returned exactly `effects`
  /// and changed the state exactly as `change` changes it (no `change`: the state must not
  /// change). Everything effects sent back before must have been received first.
  public func send(
    _ action: Action, effects: [Effect] = [], _ change: ((inout State) -> Void)? = nil,
    fileID: String = #fileID, filePath: String = #filePath, line: Int = #line,
    column: Int = #column
  ) {
    let location = CodeLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    if !received.isEmpty {
      reportIssue(
        "Sent \(Self.text(action)) while effects had sent back \(Self.list(received.map(\.action))), which the test never received",
        location)
      received = []
    }
    check(action, effects, change, location) { store.send(action) }
  }

  /// Takes the oldest action an effect sent back, checks it is `action`, and checks that the
  /// reducer returned exactly `effects` and changed the state exactly as `change` changes it.
  public func receive(
    _ action: Action, effects: [Effect] = [], _ change: ((inout State) -> Void)? = nil,
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
    if !Self.same(next.action, action) {
      reportIssue("Received \(Self.text(next.action)), not \(Self.text(action))", location)
    }
    check(next.action, effects, change, location) { next.deliver(next.action) }
  }

  /// Checks the end of the test here: every action effects sent back must have been received,
  /// and no effect may still be running. Without it, the same is checked when the test store
  /// goes, at the line that made it.
  public func finish(
    fileID: String = #fileID, filePath: String = #filePath, line: Int = #line,
    column: Int = #column
  ) {
    checkTheEnd(at: CodeLocation(fileID: fileID, filePath: filePath, line: line, column: column))
    finished = true
  }

  // Not an `isolated deinit`: that may run as a job of its own, outside the test's task, where
  // Swift Testing no longer knows which test is reporting.
  deinit {
    MainActor.assumeIsolated {
      if !finished { checkTheEnd(at: made) }
    }
  }

  private func checkTheEnd(at location: CodeLocation) {
    if !received.isEmpty {
      reportIssue(
        "Effects sent back \(Self.list(received.map(\.action))), which the test never received",
        location)
    }
    if !running.isEmpty {
      reportIssue(
        "Effects still running when the test finished: \(Self.list(running.map(\.effect)))",
        location)
    }
  }

  /// Runs `step`, one action through the store, and checks what the reducer returned and made
  /// of the state against what the test said.
  private func check(
    _ action: Action, _ effects: [Effect], _ change: ((inout State) -> Void)?,
    _ location: CodeLocation, _ step: () -> Void
  ) {
    finished = false
    let before = state
    var expected = before
    change?(&expected)
    returned = []
    step()
    if !Self.same(returned, effects) {
      reportIssue(
        "The effects of \(Self.text(action)) are not what the test expected: "
          + "expected \(Self.text(effects)), got \(Self.text(returned))", location)
    }
    if !Self.same(state, expected) {
      let differences = ValueText.differences(expected: expected, actual: state)
      reportIssue(
        "The state after \(Self.text(action)) is not what the test expected:\n"
          + differences.map { "  " + $0 }.joined(separator: "\n"), location)
    } else if change != nil, Self.same(state, before) {
      reportIssue(
        "Expected the state to change after \(Self.text(action)), but it did not: "
          + "the test's change leaves it as it was", location)
    }
  }

  /// Starts `effect` with the test's effects, holding back what it sends until the test
  /// receives it; the token says when the store gives the effect up.
  private func start(
    _ effect: Effect,
    with effects: (Effect, _ send: @escaping @MainActor (Action) -> Void) -> CancellationToken,
    answeringThrough deliver: @escaping @MainActor (Action) -> Void
  ) -> CancellationToken {
    started += 1
    let id = started
    running.append((id, effect))
    let token = effects(effect) { [weak self] answer in
      guard let self, running.contains(where: { $0.id == id }) else { return }
      running.removeAll { $0.id == id }
      received.append((answer, deliver))
    }
    return CancellationToken { [weak self] in
      token.cancel()
      MainActor.assumeIsolated { self?.running.removeAll { $0.id == id } }
    }
  }
}

extension TestStore {
  /// Whether two values are the same: equal, and holding the same (`ValueText`). The types'
  /// `==` is the code under test's, and one that forgets a field — or says yes to anything —
  /// would let the change it forgets through; what the values hold is the test store's to read.
  fileprivate static func same<Value: Equatable>(_ one: Value, _ other: Value) -> Bool {
    one == other && ValueText.of(one) == ValueText.of(other)
  }

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
