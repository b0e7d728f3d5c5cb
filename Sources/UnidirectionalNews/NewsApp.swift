// A store per screen: the view sends actions named for what happened, a pure reducer decides the
// next state and the effects, the store runs them and sends their answers back as actions. The
// unidirectional answer to "what comes after MVVM?" (lesson 9).

import AppShell
import NewsCore
import TerminalUI

/// The news app told with a store per screen: actions in, state out.
public enum UnidirectionalNewsApp: NewsVariant {
  public static let name = "unidirectional"
  public static let summary = "the news list with a store per screen: actions in, state out"

  public static func makeSceneDelegate(environment: NewsEnvironment) -> any WindowSceneDelegate {
    SceneDelegate(environment: environment)
  }
}
