// MVP moved to MVVM: the passive views, interactor and coordinator of MVP, with the screens'
// logic in view models that publish what the screen shows as one state. The presenter is left
// a thin forwarder: the reader's actions in, each state out as calls on the view.

import AppShell
import NewsCore
import TerminalUI

/// The news app told in MVP whose presenters forward to view models: MVP on its way to MVVM.
public enum MVPtoMVVMNewsApp: NewsVariant {
  public static let name = "mvp-mvvm"
  public static let summary =
    "the news list in MVP, its logic moved into a view model with one state output"

  public static func makeSceneDelegate(environment: NewsEnvironment) -> any WindowSceneDelegate {
    SceneDelegate(environment: environment)
  }
}
