// Made by `make ios` from Sources/MVCNews/NewsApp.swift.
// The telling's entry, as an app that shows several tellings reaches it; its scene
// delegate is the telling's own.
import UIKit

/// The news app told as mvc: the news list in MVC, with a key-path-observing controller.
@MainActor
public enum MVCNewsApp {
  /// The telling's name, as the kit's executable is called.
  public static let name = "mvc"
  /// What the telling is, in a line.
  public static let summary = "the news list in MVC, with a key-path-observing controller"

  /// A scene delegate of the telling, to connect to a scene: it builds the app there.
  public static func makeSceneDelegate() -> any UIWindowSceneDelegate { SceneDelegate() }
}
