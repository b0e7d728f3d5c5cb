// --trace for the unidirectional telling: the app assembled as `SceneDelegate.swift` assembles it,
// with each store's reducer wrapped, so that each action is recorded on its way in and what the
// screen shows on its way out, when an action changes it (the list's face, the story's picture),
// at the controller's next `updateProperties()`, where it reads the state, as the Observation
// telling's controller reads its view model; the effects' calls to the world pass the usual
// relays, and their answers come back into the store as actions. Everything else comes from the
// seams (the table's delegate, a push).

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
    let listStore = Participant("NewsListStore")
    let listEffects = NewsListEffectRunner(
      service: NewsServiceRelay(from: listStore, to: environment.newsService),
      imageLoader: ImageLoaderRelay(from: listStore, to: environment.imageLoader))
    let listReducer = traced(
      NewsListReducer.reduce, as: listStore, showing: \.face, to: NewsListViewController.self)
    let detailStore = Participant("NewsDetailStore")
    let detailEffects = NewsDetailEffectRunner(
      imageLoader: ImageLoaderRelay(from: detailStore, to: environment.imageLoader))
    let detailReducer = traced(
      NewsDetailReducer.reduce, as: detailStore, showing: \.picture,
      to: NewsDetailViewController.self)
    let list = NewsListViewController(
      store: Store(
        initialState: NewsListStoreState(), reducer: listReducer, effects: listEffects.run)
    ) { story in
      Store(
        initialState: NewsDetailState(item: story), reducer: detailReducer,
        effects: detailEffects.run)
    }
    return NavigationController(rootViewController: list)
  }

  /// `reduce`, recording each action as sent to `store` by whoever sends it, and the face it
  /// gives the screen, when the action changed it, as `store` telling `view` when the view
  /// next reads it.
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
        MessageTrace.current?.announce(
          TraceSummary.of(after), from: store, toNextUpdateOf: Participant(of: view))
      }
      return effects
    }
  }
}
