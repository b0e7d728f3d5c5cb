// Made by `make ios` from Sources/MVPtoMVVMNews/NewsApp.swift.
// The telling's entry, as an app that shows several tellings reaches it; its scene
// delegate is the telling's own.
import UIKit

/// The news app told as mvp-mvvm: the news list in MVP, its logic moved into a view model with one state output.
@MainActor
public enum MVPtoMVVMNewsApp {
  /// The telling's name, as the kit's executable is called.
  public static let name = "mvp-mvvm"
  /// What the telling is, in a line.
  public static let summary = "the news list in MVP, its logic moved into a view model with one state output"

  /// A scene delegate of the telling, to connect to a scene: it builds the app there.
  public static func makeSceneDelegate() -> any UIWindowSceneDelegate { SceneDelegate() }
}
