// Made by `make ios` from Sources/UnidirectionalNews/SceneDelegate.swift: the kit's file as it is written
// on iOS. Each `// ≠ name` marks a line that differs, named in UIKitShape/Differences.md.
import NewsCore
import Observing
import UIKit
import NewsKitIOS

/// Builds the app when its scene connects, as an iOS app's scene delegate does, and keeps its
/// window: the list's store and its controller, in a navigation stack, and the way each story's
/// screen gets a store of its own.
@available(iOS 26.0, *)
@MainActor
final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
  var window: UIWindow?
  // ≠ scene-delegate
  private let environment = NewsEnvironment.live()

  func scene(
    _ scene: UIScene, willConnectTo session: UISceneSession,
    options connectionOptions: UIScene.ConnectionOptions
  ) {
    guard let windowScene = scene as? UIWindowScene else { return }
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
    let window = UIWindow(windowScene: windowScene)
    window.rootViewController = UINavigationController(rootViewController: list)
    self.window = window
    window.makeKeyAndVisible()
  }
}
