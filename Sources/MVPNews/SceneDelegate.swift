import NewsCore
import TerminalUI

/// Builds the app when its scene connects, as an iOS app's scene delegate does, and keeps its
/// window: the coordinator, which builds the screens and moves between them, and keeps it.
@MainActor
final class SceneDelegate: Responder, WindowSceneDelegate {
  var window: Window?
  private let environment: NewsEnvironment
  /// Moves between the screens, for as long as the scene lives.
  private var coordinator: NewsCoordinator?

  init(environment: NewsEnvironment) {
    self.environment = environment
  }

  func scene(
    _ scene: Scene, willConnectTo session: SceneSession,
    options connectionOptions: Scene.ConnectionOptions
  ) {
    guard let windowScene = scene as? WindowScene else { return }
    let coordinator = NewsCoordinator(screens: NewsScreens(environment: environment))
    self.coordinator = coordinator
    let window = Window(windowScene: windowScene)
    window.rootViewController = coordinator.start()
    self.window = window
    window.makeKeyAndVisible()
  }
}
