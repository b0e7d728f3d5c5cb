// MVVM on Swift's Observation: the MVVM telling with `@Observable` view models. Their outputs
// are plain properties; the controllers and cells observe what they read, and Observation tells
// them of each change, on the app's run loop. Only events stay streams.

import AppShell
import NewsCore
import TerminalUI

/// The news app told in MVVM on the Observation framework: `@Observable` view models.
public enum MVVMObservableNewsApp: NewsVariant {
  public static let name = "mvvm-observable"
  public static let summary = "the news list in MVVM, with @Observable view models"

  public static func makeSceneDelegate(environment: NewsEnvironment) -> any WindowSceneDelegate {
    SceneDelegate(environment: environment)
  }
}
