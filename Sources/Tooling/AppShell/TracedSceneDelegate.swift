import TerminalUI

/// A scene delegate for a telling's `Tracing.swift`, which builds the app's objects its own way,
/// with relays between them: it shows the root `makeRootViewController` builds, and keeps what
/// that returns to keep, as the telling's own `SceneDelegate` shows and keeps its app.
@MainActor
package final class TracedSceneDelegate: Responder, WindowSceneDelegate {
  package var window: Window?
  private let makeRootViewController: @MainActor () -> (ViewController, keeping: [AnyObject])
  private var kept: [AnyObject] = []

  /// A delegate that shows the root `makeRootViewController` builds when its scene connects,
  /// and keeps the objects it returns with it (a coordinator) for as long as the scene.
  package init(
    _ makeRootViewController: @escaping @MainActor () -> (ViewController, keeping: [AnyObject])
  ) {
    self.makeRootViewController = makeRootViewController
    super.init()
  }

  package func scene(
    _ scene: Scene, willConnectTo session: SceneSession,
    options connectionOptions: Scene.ConnectionOptions
  ) {
    guard let windowScene = scene as? WindowScene else { return }
    let (root, kept) = makeRootViewController()
    self.kept = kept
    let window = Window(windowScene: windowScene)
    window.rootViewController = root
    self.window = window
    window.makeKeyAndVisible()
  }
}
