import Observing
import Testing

/// The store's effects, and how each ends: replaced by an equal one, answered once, given up by
/// `cancel(_:)` or by the store's going, and never kept after an answer that came at once.
@MainActor
@Suite("Store: effects and their ends")
struct StoreTests {
  /// A screen that asks for an effect per word it is sent, and writes down each answer.
  enum Action: Equatable {
    case ask(String)
    case answered(String)
  }

  /// Runs each effect by keeping its way back until the test answers it, or at once for
  /// effects named "now"; writes down each effect given up.
  @MainActor
  final class Runner: Sendable {
    var waiting: [String: @MainActor (Action) -> Void] = [:]
    var givenUp: [String] = []
    weak var lastToken: CancellationToken?

    func run(_ effect: String, send: @escaping @MainActor (Action) -> Void) -> CancellationToken {
      let token = CancellationToken { [weak self] in
        MainActor.assumeIsolated { self?.givenUp.append(effect) }
      }
      lastToken = token
      if effect.hasPrefix("now") {
        send(.answered(effect))
      } else {
        waiting[effect] = send
      }
      return token
    }

    func answer(_ effect: String) { waiting.removeValue(forKey: effect)?(.answered(effect)) }
  }

  func makeStore(_ runner: Runner) -> Store<[String], Action, String> {
    Store(
      initialState: [],
      reducer: { log, action in
        switch action {
        case .ask(let word): return [word]
        case .answered(let word):
          log.append(word)
          return []
        }
      },
      effects: { runner.run($0, send: $1) })
  }

  @Test("An effect asked for again replaces the one in flight, whose answer never comes")
  func equalEffectReplaces() {
    let runner = Runner()
    let store = makeStore(runner)
    store.send(.ask("load"))
    let first = runner.waiting["load"]
    store.send(.ask("load"))
    #expect(runner.givenUp == ["load"])
    first?(.answered("load"))
    #expect(store.state == [], "the first one's answer, were its runner to send it, goes nowhere")
    runner.answer("load")
    #expect(store.state == ["load"])
  }

  @Test("cancel(_:) gives up an effect in flight; its answer never comes")
  func cancelGivesUp() {
    let runner = Runner()
    let store = makeStore(runner)
    store.send(.ask("load"))
    store.cancel("load")
    #expect(runner.givenUp == ["load"])
    runner.answer("load")
    #expect(store.state == [], "were its runner to answer anyway, the store would not hear it")
  }

  @Test("An effect that answers at once is over: its token is not kept")
  func immediateAnswerKeepsNoToken() {
    let runner = Runner()
    let store = makeStore(runner)
    store.send(.ask("now"))
    #expect(store.state == ["now"])
    #expect(runner.lastToken == nil, "the store kept the token of an effect already answered")
  }

  @Test("The store's going gives up every effect in flight")
  func storeTakesItsEffects() {
    let runner = Runner()
    var store: Store<[String], Action, String>? = makeStore(runner)
    store?.send(.ask("a"))
    store?.send(.ask("b"))
    store = nil
    #expect(runner.givenUp.sorted() == ["a", "b"])
  }
}
