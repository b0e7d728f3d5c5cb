// --trace for the unidirectional telling: the app assembled as `SceneDelegate.swift` assembles it,
// with the list store's reducer wrapped, so that each action is recorded on its way in and the
// screen's face on its way out, when an action changes it; the effects' calls to the world pass
// the usual relays. Everything else comes from the seams (the table's delegate, a push).

import AppShell
import Foundation
import NewsCore
import Observing
import TerminalUI
import Tracing

extension UnidirectionalNewsApp {
  public static func makeTracedSceneDelegate(
    environment: NewsEnvironment
  ) -> any WindowSceneDelegate {
    TracedSceneDelegate { (makeTracedRoot(environment: environment), keeping: []) }
  }

  private static func makeTracedRoot(environment: NewsEnvironment) -> ViewController {
    let store = Participant("NewsListStore")
    let effects = NewsListEffects(
      service: NewsServiceRelay(from: store, to: environment.newsService),
      imageLoader: ImageLoaderRelay(from: store, to: environment.imageLoader))
    let reducer = traced(
      NewsListReducer.reduce, as: store, showing: \.face, to: NewsListViewController.self)
    let list = NewsListViewController(
      store: Store(initialState: NewsListState(), reducer: reducer, effects: effects.run),
      imageLoader: ImageLoaderRelay(
        from: Participant("NewsDetailStore"), to: environment.imageLoader))
    return NavigationController(rootViewController: list)
  }

  /// `reduce`, recording each action as sent to `store` by whoever sends it, and the face it
  /// gives the screen as `store` telling `view`, when the action changed it.
  private static func traced<State, Action, Effect, Face: Equatable>(
    _ reduce: @escaping (inout State, Action) -> [Effect], as store: Participant,
    showing face: @escaping (State) -> Face, to view: Any
  ) -> (inout State, Action) -> [Effect] {
    { state, action in
      let before = face(state)
      let effects = MessageTrace.deliver(
        TraceSummary.of(action), from: MessageTrace.caller, to: store
      ) { reduce(&state, action) }
      let after = face(state)
      if after != before {
        MessageTrace.current?.record(
          TraceSummary.of(after), from: store, to: Participant(of: view))
      }
      return effects
    }
  }
}
