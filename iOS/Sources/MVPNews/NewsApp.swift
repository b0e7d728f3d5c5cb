// Made by `make ios` from Sources/MVPNews/NewsApp.swift.
// The telling's entry, as an app that shows several tellings reaches it; its scene
// delegate is the telling's own.
import UIKit

/// The news app told as mvp: the news list in MVP, with a passive view, an interactor and a coordinator.
@MainActor
public enum MVPNewsApp {
  /// The telling's name, as the kit's executable is called.
  public static let name = "mvp"
  /// What the telling is, in a line.
  public static let summary = "the news list in MVP, with a passive view, an interactor and a coordinator"

  /// A scene delegate of the telling, to connect to a scene: it builds the app there.
  public static func makeSceneDelegate() -> any UIWindowSceneDelegate { SceneDelegate() }
}
