import NewsCore
import Observing
import TerminalUI

/// What iOS does for an app before its code runs: makes a window scene for the screen, gives it
/// the app's scene delegate, and connects it, so that the delegate builds the app and shows its
/// window. Disconnecting lets the delegate go, and everything it kept with it.
@MainActor
package final class SceneHost {
  /// The scene the app's delegate was given.
  package let scene: WindowScene
  /// Kept for `--naive-cells`, as long as the scene.
  private var naiveCells: AnyObject?

  /// Makes `variant`'s scene delegate for `environment` — traced, or with naive cells, as
  /// asked — and connects it to a scene on a screen of `size` whose windows update on the
  /// environment's scheduler. `beforeConnecting` is handed the scene first, for whoever must
  /// see the window while the app builds it (the kit's step mode, which shows each message of
  /// the start beside the screen it left).
  package init(
    variant: any NewsVariant.Type, environment: NewsEnvironment, size: Size, traced: Bool,
    naiveCells: Bool = false, beforeConnecting: (WindowScene) -> Void = { _ in }
  ) {
    scene = WindowScene(screenSize: size, runLoop: environment.scheduler)
    scene.delegate =
      traced
      ? variant.makeTracedSceneDelegate(environment: environment)
      : variant.makeSceneDelegate(environment: environment)
    beforeConnecting(scene)
    scene.delegate?.scene(scene, willConnectTo: scene.session, options: Scene.ConnectionOptions())
    if naiveCells { self.naiveCells = variant.installNaiveCells(in: window) }
  }

  /// The window the app's delegate made and showed.
  package var window: Window {
    guard let window = (scene.delegate as? any WindowSceneDelegate)?.window else {
      // The shell's own contract with each telling: a programming error, not bad input.
      preconditionFailure("the scene delegate made no window when its scene connected")
    }
    return window
  }

  /// Takes the app off screen, as quitting does: the window closes, the delegate hears that
  /// the scene is gone, and the scene lets it go.
  package func disconnect() {
    guard let delegate = scene.delegate else { return }
    (delegate as? any WindowSceneDelegate)?.window?.close()
    delegate.sceneDidDisconnect(scene)
    naiveCells = nil
    scene.delegate = nil
  }
}
