import Foundation
import Observing

/// One instance of the app's interface: `UIScene`. The system makes it and hands it to its
/// delegate, which builds the interface in `scene(_:willConnectTo:options:)` and keeps it.
///
/// The scene holds its delegate strongly, as UIKit's does: the delegate, and whatever it keeps
/// (a window, a coordinator), live exactly as long as the scene is connected.
@MainActor
open class Scene: Responder {
  /// What the scene was made with: `UIScene.ConnectionOptions`. A terminal app is opened with
  /// no URLs or activities, so it carries nothing.
  open class ConnectionOptions: NSObject {
    /// Options for the app's shell to connect a scene with. On iOS only the system makes them
    /// (`init()` is unavailable): an app receives them.
    override package init() { super.init() }
  }

  /// The session the scene belongs to.
  open var session: SceneSession { ownSession }
  private let ownSession: SceneSession
  /// Builds the interface when the scene connects, and keeps it.
  open var delegate: (any SceneDelegate)?

  /// A scene for `session`. The app's shell makes scenes; an app receives them.
  public init(session: SceneSession, connectionOptions: ConnectionOptions) {
    ownSession = session
    super.init()
  }
}

/// A scene that shows windows: `UIWindowScene`.
@MainActor
open class WindowScene: Scene {
  /// The windows in the scene, held weakly: the scene's delegate keeps its window.
  open var windows: [Window] { attached.compactMap(\.window) }

  private var attached: [WeakWindow] = []
  /// The screen's size, in cells: where a window made for the scene is laid out.
  public let screenSize: Size
  /// The app's run loop, on which a window runs the updates its views ask for.
  public let runLoop: any ChangeDelivery

  /// A scene on a screen of `screenSize` whose windows update on `runLoop`: what the app's
  /// shell makes, in place of the system (and a test, in place of the shell).
  public init(screenSize: Size, runLoop: any ChangeDelivery) {
    self.screenSize = screenSize
    self.runLoop = runLoop
    super.init(session: SceneSession(), connectionOptions: ConnectionOptions())
  }

  func attach(_ window: Window) {
    attached.removeAll { $0.window == nil }
    attached.append(WeakWindow(window: window))
  }

  private struct WeakWindow {
    weak var window: Window?
  }
}

/// The saved state of a scene: `UISceneSession`. A terminal app has one scene and keeps
/// nothing between runs.
@MainActor
open class SceneSession: NSObject {
  /// A session for a scene this module makes. On iOS only the system makes sessions (`init()`
  /// is unavailable): an app receives its scene's.
  override init() { super.init() }

  /// Whatever the app stores for the session.
  open var userInfo: [String: Any]?
}

/// Builds a scene's interface and answers its life: `UISceneDelegate`. UIKit's methods are
/// optional; here each has a default that does nothing.
@MainActor
public protocol SceneDelegate: NSObjectProtocol {
  /// The scene is connecting: build its interface here.
  func scene(
    _ scene: Scene, willConnectTo session: SceneSession,
    options connectionOptions: Scene.ConnectionOptions)
  /// The scene has gone: let go of what it showed.
  func sceneDidDisconnect(_ scene: Scene)
}

extension SceneDelegate {
  public func scene(
    _ scene: Scene, willConnectTo session: SceneSession,
    options connectionOptions: Scene.ConnectionOptions
  ) {}
  public func sceneDidDisconnect(_ scene: Scene) {}
}

/// A scene delegate that shows a window: `UIWindowSceneDelegate`.
@MainActor
public protocol WindowSceneDelegate: SceneDelegate {
  /// The window the delegate made for its scene, and keeps.
  var window: Window? { get set }
}
