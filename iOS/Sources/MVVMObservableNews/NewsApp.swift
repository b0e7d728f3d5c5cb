// Made by `make ios` from Sources/MVVMObservableNews/NewsApp.swift.
// The telling's entry, as an app that shows several tellings reaches it; its scene
// delegate is the telling's own.
import UIKit

/// The news app told as mvvm-observable: the news list in MVVM, with @Observable view models.
@available(iOS 26.0, *)
@MainActor
public enum MVVMObservableNewsApp {
  /// The telling's name, as the kit's executable is called.
  public static let name = "mvvm-observable"
  /// What the telling is, in a line.
  public static let summary = "the news list in MVVM, with @Observable view models"

  /// A scene delegate of the telling, to connect to a scene: it builds the app there.
  public static func makeSceneDelegate() -> any UIWindowSceneDelegate { SceneDelegate() }
}
