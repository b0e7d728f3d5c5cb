// Made by `make ios` from Sources/UnidirectionalNews/NewsApp.swift.
// The telling's entry, as an app that shows several tellings reaches it; its scene
// delegate is the telling's own.
import UIKit

/// The news app told as unidirectional: the news list with a store per screen: actions in, state out.
@available(iOS 26.0, *)
@MainActor
public enum UnidirectionalNewsApp {
  /// The telling's name, as the kit's executable is called.
  public static let name = "unidirectional"
  /// What the telling is, in a line.
  public static let summary = "the news list with a store per screen: actions in, state out"

  /// A scene delegate of the telling, to connect to a scene: it builds the app there.
  public static func makeSceneDelegate() -> any UIWindowSceneDelegate { SceneDelegate() }
}
