// MVP: a passive view behind a protocol, a presenter that decides everything the view shows,
// an interactor that fetches, and a coordinator that moves between screens. The presenter is
// clear to read, but it does many jobs and can only be observed through a fake view.

import AppShell
import NewsCore
import TerminalUI

/// The news app told in MVP, with an interactor for the work and a coordinator for navigation.
public enum MVPNewsApp: NewsVariant {
  public static let name = "mvp"
  public static let summary =
    "the news list in MVP, with a passive view, an interactor and a coordinator"

  public static func makeSceneDelegate(environment: NewsEnvironment) -> any WindowSceneDelegate {
    SceneDelegate(environment: environment)
  }
}
