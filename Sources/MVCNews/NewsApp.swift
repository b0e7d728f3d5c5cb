// MVC: the model owns the data and its loading; the controller observes it through key paths
// (`observe(\.items)`), hears of pictures through NotificationCenter, and formats every row
// itself. The views know nothing of the model.

import AppShell
import NewsCore
import TerminalUI

/// The news app told in classic, observer-driven MVC.
public enum MVCNewsApp: NewsVariant {
  public static let name = "mvc"
  public static let summary = "the news list in MVC, with a key-path-observing controller"

  public static func makeSceneDelegate(environment: NewsEnvironment) -> any WindowSceneDelegate {
    SceneDelegate(environment: environment)
  }
}
