// Made by `make ios`. The app's delegate: each scene it is asked for shows every telling.
import UIKit

/// The app: its one kind of scene shows the tellings side by side, a tab each.
@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
  func application(
    _ application: UIApplication,
    configurationForConnecting connectingSceneSession: UISceneSession,
    options: UIScene.ConnectionOptions
  ) -> UISceneConfiguration {
    let configuration = UISceneConfiguration(
      name: nil, sessionRole: connectingSceneSession.role)
    configuration.delegateClass = TellingsSceneDelegate.self
    return configuration
  }
}
