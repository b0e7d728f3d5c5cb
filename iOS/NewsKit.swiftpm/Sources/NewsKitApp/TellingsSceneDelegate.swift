// Made by `make ios` from the tellings: each is a tab, built by the telling's own scene
// delegate. The tellings that need iOS 26 say so on an older system.
import UIKit
import MVCNews
import MVVMNews
import MVPNews
import MVPtoMVVMNews
import MVVMObservableNews
import UnidirectionalNews

/// Shows every telling side by side, a tab each, each on its own timed mock feed: pull to
/// refresh, open a story, go back, in every one of them.
///
/// Each tab is what the telling's own scene delegate builds when it is connected to this
/// scene, as UIKit would connect it: the app takes the screen off the window the delegate
/// made, and keeps the delegate, which keeps what its telling made.
@MainActor
final class TellingsSceneDelegate: UIResponder, UIWindowSceneDelegate {
  var window: UIWindow?
  /// Each telling's scene delegate, for as long as the scene lives.
  private var tellings: [any UIWindowSceneDelegate] = []
  /// The tellings this system cannot show.
  private var unavailable: Set<String> = []

  /// The tellings, in the kit's order.
  static let names = ["mvc", "mvvm", "mvp", "mvp-mvvm", "mvvm-observable", "unidirectional"]

  func scene(
    _ scene: UIScene, willConnectTo session: UISceneSession,
    options connectionOptions: UIScene.ConnectionOptions
  ) {
    guard let windowScene = scene as? UIWindowScene else { return }
    let tabs = UITabBarController()
    tabs.viewControllers = Self.names.map { name in
      let screen = screen(of: name, in: windowScene, session: session, options: connectionOptions)
      screen.tabBarItem = UITabBarItem(title: name, image: UIImage(systemName: "newspaper"), tag: 0)
      return screen
    }
    let window = UIWindow(windowScene: windowScene)
    window.rootViewController = tabs
    self.window = window
    window.makeKeyAndVisible()
    if ProcessInfo.processInfo.arguments.contains("--smoke-test") {
      SmokeTest(tabs: tabs, names: Self.names, skipped: unavailable).start()
    }
  }

  /// The screen the telling `name` builds, taken off the window its delegate made.
  private func screen(
    of name: String, in scene: UIWindowScene, session: UISceneSession,
    options: UIScene.ConnectionOptions
  ) -> UIViewController {
    let (delegate, reason) = Self.sceneDelegate(of: name)
    guard let delegate else {
      unavailable.insert(name)
      return Self.unavailableScreen(name, reason: reason ?? "")
    }
    delegate.scene?(scene, willConnectTo: session, options: options)
    tellings.append(delegate)
    let made = delegate.window??.rootViewController
    delegate.window??.rootViewController = nil
    delegate.window??.isHidden = true
    return made ?? Self.unavailableScreen(name, reason: "its scene delegate made no screen")
  }

  /// A scene delegate of the telling `name`, or why there is none on this system.
  private static func sceneDelegate(of name: String) -> (
    (any UIWindowSceneDelegate)?, String?
  ) {
    switch name {
    case "mvc":
      return (MVCNewsApp.makeSceneDelegate(), nil)
    case "mvvm":
      return (MVVMNewsApp.makeSceneDelegate(), nil)
    case "mvp":
      return (MVPNewsApp.makeSceneDelegate(), nil)
    case "mvp-mvvm":
      return (MVPtoMVVMNewsApp.makeSceneDelegate(), nil)
    case "mvvm-observable":
      if #available(iOS 26.0, *) {
        return (MVVMObservableNewsApp.makeSceneDelegate(), nil)
      }
      return (nil, "reads its state in updateProperties(), which UIKit has from iOS 26")
    case "unidirectional":
      if #available(iOS 26.0, *) {
        return (UnidirectionalNewsApp.makeSceneDelegate(), nil)
      }
      return (nil, "reads its state in updateProperties(), which UIKit has from iOS 26")
    default:
      return (nil, "is not one of the kit's tellings")
    }
  }

  /// A tab that says why the telling is not here.
  private static func unavailableScreen(_ name: String, reason: String) -> UIViewController {
    let screen = UIViewController()
    var configuration = UIContentUnavailableConfiguration.empty()
    configuration.text = "\(name) needs a newer iOS"
    configuration.secondaryText = "This telling \(reason)."
    screen.contentUnavailableConfiguration = configuration
    return screen
  }
}
