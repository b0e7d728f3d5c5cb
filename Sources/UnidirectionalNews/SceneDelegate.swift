import NewsCore
import Observing
import TerminalUI

/// Builds the app when its scene connects, as an iOS app's scene delegate does, and keeps its
/// window: the list's store and its controller, in a navigation stack, and the way each story's
/// screen gets a store of its own.
@MainActor
final class SceneDelegate: Responder, WindowSceneDelegate {
  var window: Window?
  private let environment: NewsEnvironment

  init(environment: NewsEnvironment) {
    self.environment = environment
  }

  func scene(
    _ scene: Scene, willConnectTo session: SceneSession,
    options connectionOptions: Scene.ConnectionOptions
  ) {
    guard let windowScene = scene as? WindowScene else { return }
    let effects = NewsListEffectRunner(
      service: environment.newsService, imageLoader: environment.imageLoader)
    let store = Store(
      initialState: NewsListStoreState(), reducer: NewsListReducer.reduce, effects: effects.run)
    let detailEffects = NewsDetailEffectRunner(imageLoader: environment.imageLoader)
    let list = NewsListViewController(store: store) { story in
      Store(
        initialState: NewsDetailState(item: story), reducer: NewsDetailReducer.reduce,
        effects: detailEffects.run)
    }
    let window = Window(windowScene: windowScene)
    window.rootViewController = NavigationController(rootViewController: list)
    self.window = window
    window.makeKeyAndVisible()
  }
}
