// MVP→MVVM: the presenter, interactor and coordinator of MVPNews, but the logic has moved into
// view models that publish what the screen shows as one state. The presenter is left a thin
// forwarder: the reader's actions in, each new state out as view calls, and the story the list's
// view model says was opened on to the coordinator. Diff this folder with Sources/MVPNews.

import AppShell
import NewsCore
import TerminalUI

/// The news app told in MVP whose presenters forward to view models: MVP on its way to MVVM.
public enum MVPtoMVVMNewsApp: NewsVariant {
  public static let name = "mvp-mvvm"
  public static let summary =
    "the news list in MVP, its logic moved into a view model with one state output"

  public static func makeRootViewController(environment: NewsEnvironment) -> ViewController {
    // Nobody here keeps the coordinator: the list's presenter does (see `NewsCoordinator`).
    NewsCoordinator(environment: environment).start()
  }
}
