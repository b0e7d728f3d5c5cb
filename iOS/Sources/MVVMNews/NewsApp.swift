// Made by `make ios` from Sources/MVVMNews/NewsApp.swift.
// The telling's entry, as an app that shows several tellings reaches it; its scene
// delegate is the telling's own.
import UIKit

/// The news app told as mvvm: the news list in MVVM, with view models and bound outputs.
@MainActor
public enum MVVMNewsApp {
  /// The telling's name, as the kit's executable is called.
  public static let name = "mvvm"
  /// What the telling is, in a line.
  public static let summary = "the news list in MVVM, with view models and bound outputs"

  /// A scene delegate of the telling, to connect to a scene: it builds the app there.
  public static func makeSceneDelegate() -> any UIWindowSceneDelegate { SceneDelegate() }
}
