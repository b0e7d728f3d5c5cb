import ExerciseSupport
import Observing
import Testing

/// The test store fails on what the test did not expect: a state change it did not write
/// down, or one it wrote down that did not happen; an effect it did not name, or one the reducer
/// did not ask for; an action an effect sent back that it never received; an effect still
/// running when the test ends, `finish()` or not. Each test here records what the store
/// reported, and where, and says what it must be.
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

  /// The effect's answers, delivered when the test says, and the fetches given up.
  @MainActor final class Server {
    var pending: [@MainActor () -> Void] = []
    let cancelled = Recorder<Int>()

    func deliver() { pending.removeFirst()() }
  }

  /// What a store reported, and at which lines.
  @MainActor struct Reports {
    let messages = Recorder<String>()
    let lines = Recorder<Int>()
  }

  func makeStore(
    _ server: Server, _ reports: Reports, line: Int = #line
  ) -> TestStore<Int, Action, Effect> {
    TestStore(
      initialState: 0, reducer: Self.reduce,
      effects: { _, send in
        let fetch = server.pending.count
        server.pending.append { send(.answer(42)) }
        return CancellationToken { MainActor.assumeIsolated { server.cancelled.record(fetch) } }
      }, line: line,
      reportIssue: { message, location in
        reports.messages.record(message)
        reports.lines.record(location.line)
      })
  }

  @Test func theStateChangeWrittenDownPasses() {
    let reports = Reports()
    let store = makeStore(Server(), reports)
    store.send(.increment) { $0 = 1 }
    store.finish()
    #expect(reports.messages.values == [])
  }

  @Test func aStateChangeNotWrittenDownFailsAtItsLine() {
    let reports = Reports()
    let store = makeStore(Server(), reports)
    store.send(.increment)
    let line = #line - 1
    #expect(
      reports.messages.values == [
        "The state after .increment is not what the test expected:\n  expected 0, got 1"
      ])
    #expect(reports.lines.values == [line])
  }

  @Test func aWrongStateChangeFails() {
    let reports = Reports()
    let store = makeStore(Server(), reports)
    store.send(.increment) { $0 = 2 }
    #expect(
      reports.messages.values == [
        "The state after .increment is not what the test expected:\n  expected 2, got 1"
      ])
  }

  @Test func aChangeWrittenDownThatDidNotHappenFails() {
    let reports = Reports()
    let store = makeStore(Server(), reports)
    store.send(.fetch, effects: [.fetch]) { $0 = 0 }
    store.finish()
    #expect(
      reports.messages.values.first
        == "Expected the state to change after .fetch, but it did not: the test's change leaves it as it was"
    )
  }

  @Test func anEffectTheTestDidNotNameFails() {
    let reports = Reports()
    let store = makeStore(Server(), reports)
    store.send(.fetch)
    #expect(
      reports.messages.values.first
        == "The effects of .fetch are not what the test expected: expected [], got [.fetch]")
  }

  @Test func anEffectTheReducerDidNotAskForFails() {
    let reports = Reports()
    let store = makeStore(Server(), reports)
    store.send(.increment, effects: [.fetch]) { $0 = 1 }
    #expect(
      reports.messages.values == [
        "The effects of .increment are not what the test expected: expected [.fetch], got []"
      ])
  }

  @Test func anEffectsActionMustBeReceivedBeforeTheNextSend() {
    let server = Server()
    let reports = Reports()
    let store = makeStore(server, reports)
    store.send(.fetch, effects: [.fetch])
    server.deliver()
    store.send(.increment) { $0 = 1 }
    #expect(
      reports.messages.values == [
        "Sent .increment while effects had sent back .answer(42), which the test never received"
      ])
  }

  @Test func anEffectsActionReceivedPasses() {
    let server = Server()
    let reports = Reports()
    let store = makeStore(server, reports)
    store.send(.fetch, effects: [.fetch])
    server.deliver()
    store.receive(.answer(42)) { $0 = 42 }
    store.finish()
    #expect(reports.messages.values == [])
  }

  @Test func receivingAnotherActionFails() {
    let server = Server()
    let reports = Reports()
    let store = makeStore(server, reports)
    store.send(.fetch, effects: [.fetch])
    server.deliver()
    store.receive(.answer(7)) { $0 = 42 }
    #expect(reports.messages.values == ["Received .answer(42), not .answer(7)"])
  }

  @Test func receivingWhatNoEffectSentFails() {
    let reports = Reports()
    let store = makeStore(Server(), reports)
    store.receive(.answer(42)) { $0 = 42 }
    #expect(
      reports.messages.values == [
        "Expected to receive .answer(42), but no effect has sent anything back"
      ])
  }

  @Test func anActionNeverReceivedFailsAtTheEnd() {
    let server = Server()
    let reports = Reports()
    let store = makeStore(server, reports)
    store.send(.fetch, effects: [.fetch])
    server.deliver()
    store.finish()
    #expect(
      reports.messages.values == [
        "Effects sent back .answer(42), which the test never received"
      ])
  }

  @Test func anEffectStillRunningAtTheEndFails() {
    let reports = Reports()
    let store = makeStore(Server(), reports)
    store.send(.fetch, effects: [.fetch])
    store.finish()
    let line = #line - 1
    #expect(reports.messages.values == ["Effects still running when the test finished: .fetch"])
    #expect(reports.lines.values == [line])
  }

  @Test func withoutFinishTheEndIsCheckedWhenTheStoreGoesAtTheLineThatMadeIt() {
    let reports = Reports()
    let server = Server()
    let line = #line + 1
    var store: TestStore<Int, Action, Effect>? = makeStore(server, reports)
    store?.send(.fetch, effects: [.fetch])
    #expect(reports.messages.values == [])
    store = nil
    #expect(reports.messages.values == ["Effects still running when the test finished: .fetch"])
    #expect(reports.lines.values == [line])
    #expect(server.cancelled.values == [0], "the effect went with the store")
  }

  @Test func afterFinishTheEndIsNotCheckedAgain() {
    let reports = Reports()
    var store: TestStore<Int, Action, Effect>? = makeStore(Server(), reports)
    store?.send(.fetch, effects: [.fetch])
    store?.finish()
    store = nil
    #expect(reports.messages.values == ["Effects still running when the test finished: .fetch"])
  }

  @Test func anEffectAskedForAgainReplacesTheOneInFlightAsInTheApp() {
    let server = Server()
    let reports = Reports()
    let store = makeStore(server, reports)
    store.send(.fetch, effects: [.fetch])
    store.send(.fetch, effects: [.fetch])
    #expect(server.cancelled.values == [0], "the first fetch was given up")
    server.pending[1]()
    store.receive(.answer(42)) { $0 = 42 }
    #expect(reports.messages.values == [])
  }
}
