// Made by `make ios` from Sources/MVCNews/SceneDelegate.swift: the kit's file as it is written
// on iOS. Each `// ≠ name` marks a line that differs, named in UIKitShape/Differences.md.
import NewsCore
import UIKit
import NewsKitIOS

/// Builds the app when its scene connects, as an iOS app's scene delegate does, and keeps its
/// window: the model, the store of pictures and the list's controller, in a navigation stack.
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
    let model = NewsListModel(service: environment.newsService)
    let thumbnails = ThumbnailStore(
      imageLoader: environment.imageLoader, notificationCenter: environment.notificationCenter)
    let list = NewsListViewController(
      model: model, thumbnails: thumbnails, notificationCenter: environment.notificationCenter,
      imageLoader: environment.imageLoader)
    let window = UIWindow(windowScene: windowScene)
    window.rootViewController = UINavigationController(rootViewController: list)
    self.window = window
    window.makeKeyAndVisible()
  }
}
