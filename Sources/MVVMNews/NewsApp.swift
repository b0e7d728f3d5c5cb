// MVVM: view models turn stories into display values and publish them as `Bindable` outputs;
// controllers bind those outputs to views, forward the reader's actions as inputs, and carry out
// the routes the view models send. A separate data source turns rows into cells, so no view
// model knows what shows it.

import AppShell
import NewsCore
import TerminalUI

/// The news app told in MVVM, with inputs and outputs kept apart.
public enum MVVMNewsApp: NewsVariant {
  public static let name = "mvvm"
  public static let summary = "the news list in MVVM, with view models and bound outputs"

  public static func makeRootViewController(environment: NewsEnvironment) -> ViewController {
    let viewModel = NewsListViewModel(
      service: environment.newsService, imageLoader: environment.imageLoader,
      trace: environment.trace)
    let list = NewsListViewController(
      viewModel: viewModel, imageLoader: environment.imageLoader, trace: environment.trace)
    return NavigationController(rootViewController: list)
  }
}
