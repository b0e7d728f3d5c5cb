import Observing
import Testing

/// The test store fails on what the test did not expect: a state change it did not write
/// down, an action an effect sent back that it never received, an effect still running.
@MainActor
@Suite struct TestStoreTests {
  /// A counter: `increment` adds one; `fetch` asks for an effect that answers `.answer(n)` when
  /// the test calls `deliver()`.
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

  func makeStore(_ answers: Answers) -> TestStore<Int, Action, Effect> {
    TestStore(initialState: 0, reducer: Self.reduce) { _, send in
      answers.pending.append { send(.answer(42)) }
      return CancellationToken {}
    }
  }

  @Test func theStateChangeWrittenDownPasses() {
    let store = makeStore(Answers())
    store.send(.increment) { $0 = 1 }
    store.finish()
  }

  @Test func aStateChangeNotWrittenDownFails() {
    let store = makeStore(Answers())
    withKnownIssue("the test store records the change the test did not expect") {
      store.send(.increment)
    }
  }

  @Test func aWrongStateChangeFails() {
    let store = makeStore(Answers())
    withKnownIssue {
      store.send(.increment) { $0 = 2 }
    }
  }

  @Test func anEffectsActionMustBeReceived() {
    let answers = Answers()
    let store = makeStore(answers)
    store.send(.fetch)
    answers.deliver()
    withKnownIssue("sending before receiving what came back fails") {
      store.send(.increment) { $0 = 1 }
    }
  }

  @Test func anEffectsActionReceivedPasses() {
    let answers = Answers()
    let store = makeStore(answers)
    store.send(.fetch)
    answers.deliver()
    store.receive(.answer(42)) { $0 = 42 }
    store.finish()
  }

  @Test func receivingAnotherActionFails() {
    let answers = Answers()
    let store = makeStore(answers)
    store.send(.fetch)
    answers.deliver()
    withKnownIssue {
      store.receive(.answer(7)) { $0 = 42 }
    }
  }

  @Test func anEffectStillRunningAtTheEndFails() {
    let store = makeStore(Answers())
    store.send(.fetch)
    withKnownIssue {
      store.finish()
    }
  }
}
