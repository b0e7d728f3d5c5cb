// Made by `make ios` from Sources/MVPNews/SceneDelegate.swift: the kit's file as it is written
// on iOS. Each `// ≠ name` marks a line that differs, named in UIKitShape/Differences.md.
import NewsCore
import UIKit
import NewsKitIOS

/// Builds the app when its scene connects, as an iOS app's scene delegate does, and keeps its
/// window: the coordinator, which builds the screens and moves between them, and keeps it.
@MainActor
final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
  var window: UIWindow?
  // ≠ scene-delegate
  private let environment = NewsEnvironment.live()
  /// Moves between the screens, for as long as the scene lives.
  private var coordinator: NewsCoordinator?

  func scene(
    _ scene: UIScene, willConnectTo session: UISceneSession,
    options connectionOptions: UIScene.ConnectionOptions
  ) {
    guard let windowScene = scene as? UIWindowScene else { return }
    let coordinator = NewsCoordinator(screens: NewsScreens(environment: environment))
    self.coordinator = coordinator
    let window = UIWindow(windowScene: windowScene)
    window.rootViewController = coordinator.start()
    self.window = window
    window.makeKeyAndVisible()
  }
}
