import ExerciseSupport
import Observing
import Testing

/// The test store fails on what the test did not expect: a state change it did not write
/// down, an action an effect sent back that it never received, an effect still running. Each
/// test here keeps what the store reported, and says what it must be.
@MainActor
@Suite struct TestStoreTests {
  /// A counter: `increment` adds one; `fetch` asks for an effect that answers `.answer(42)`
  /// when the test calls `deliver()`.
  enum Action: Equatable {
    case increment
    case fetch
    case answer(Int)
  }

  enum Effect: Hashable { case fetch }

  static func reduce(_ count: inout Int, _ action: Action) -> [Effect] {
    switch action {
    case .increment:
      count += 1
      return []
    case .fetch: return [.fetch]
    case .answer(let value):
      count = value
      return []
    }
  }

  /// The effect's answers, delivered when the test says.
  @MainActor final class Answers {
    var pending: [@MainActor () -> Void] = []
    func deliver() { pending.removeFirst()() }
  }

  /// What a store reported, and where.
  @MainActor final class Reports {
    var messages: [String] = []
    var lines: [Int] = []
  }

  func makeStore(_ answers: Answers, _ reports: Reports) -> TestStore<Int, Action, Effect> {
    TestStore(
      initialState: 0, reducer: Self.reduce,
      effects: { _, send in
        answers.pending.append { send(.answer(42)) }
        return CancellationToken {}
      },
      reportIssue: { message, location in
        reports.messages.append(message)
        reports.lines.append(location.line)
      })
  }

  @Test func theStateChangeWrittenDownPasses() {
    let reports = Reports()
    let store = makeStore(Answers(), reports)
    store.send(.increment) { $0 = 1 }
    store.finish()
    #expect(reports.messages == [])
  }

  @Test func aStateChangeNotWrittenDownFailsAtItsLine() {
    let reports = Reports()
    let store = makeStore(Answers(), reports)
    store.send(.increment)
    let line = #line - 1
    #expect(
      reports.messages == [
        "The state after .increment is not what the test expected:\n  expected 0, got 1"
      ])
    #expect(reports.lines == [line])
  }

  @Test func aWrongStateChangeFails() {
    let reports = Reports()
    let store = makeStore(Answers(), reports)
    store.send(.increment) { $0 = 2 }
    #expect(
      reports.messages == [
        "The state after .increment is not what the test expected:\n  expected 2, got 1"
      ])
  }

  @Test func anEffectsActionMustBeReceivedBeforeTheNextSend() {
    let answers = Answers()
    let reports = Reports()
    let store = makeStore(answers, reports)
    store.send(.fetch)
    answers.deliver()
    store.send(.increment) { $0 = 1 }
    #expect(
      reports.messages == [
        "Sent .increment while effects had sent back .answer(42), which the test never received"
      ])
  }

  @Test func anEffectsActionReceivedPasses() {
    let answers = Answers()
    let reports = Reports()
    let store = makeStore(answers, reports)
    store.send(.fetch)
    answers.deliver()
    store.receive(.answer(42)) { $0 = 42 }
    store.finish()
    #expect(reports.messages == [])
  }

  @Test func receivingAnotherActionFails() {
    let answers = Answers()
    let reports = Reports()
    let store = makeStore(answers, reports)
    store.send(.fetch)
    answers.deliver()
    store.receive(.answer(7)) { $0 = 42 }
    #expect(reports.messages == ["Received .answer(42), not .answer(7)"])
  }

  @Test func receivingWhatNoEffectSentFails() {
    let reports = Reports()
    let store = makeStore(Answers(), reports)
    store.receive(.answer(42)) { $0 = 42 }
    #expect(
      reports.messages == [
        "Expected to receive .answer(42), but no effect has sent anything back"
      ])
  }

  @Test func anActionNeverReceivedFailsAtTheEnd() {
    let answers = Answers()
    let reports = Reports()
    let store = makeStore(answers, reports)
    store.send(.fetch)
    answers.deliver()
    store.finish()
    #expect(
      reports.messages == [
        "Effects sent back .answer(42), which the test never received"
      ])
  }

  @Test func anEffectStillRunningAtTheEndFails() {
    let reports = Reports()
    let store = makeStore(Answers(), reports)
    store.send(.fetch)
    store.finish()
    #expect(
      reports.messages == [
        "Effects still running when the test finished: .fetch"
      ])
  }
}
