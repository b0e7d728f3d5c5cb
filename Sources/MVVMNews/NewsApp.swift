// MVVM: a view model sits between the controller and the same model MVC uses. It observes the
// model as MVC's controller did, and publishes one screen state and events as outputs; the
// controller binds them to views and forwards what the reader does as inputs.

import AppShell
import NewsCore
import TerminalUI

/// The news app told in MVVM: a view model between the controller and the model.
public enum MVVMNewsApp: NewsVariant {
  public static let name = "mvvm"
  public static let summary = "the news list in MVVM, with view models and bound outputs"

  public static func makeSceneDelegate(environment: NewsEnvironment) -> any WindowSceneDelegate {
    SceneDelegate(environment: environment)
  }
}
