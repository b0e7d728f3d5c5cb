import NewsCore
import TerminalUI

/// Where presenters send the reader. A protocol so that a presenter's tests can hand in a
/// fake that records where the reader was sent.
@MainActor
protocol NewsCoordinating: AnyObject {
  /// Opens the story's detail screen.
  func showDetail(for item: NewsItem)
  /// Leaves the detail screen.
  func closeDetail()
}

/// Owns navigation: it builds each screen's objects and moves between the screens, so no view
/// controller pushes another and no presenter knows which screen comes next. Going back comes
/// here too, so every move between screens is decided in one place.
///
/// Who owns whom, so that nothing outlives its screen:
///
///     window → navigation controller → list controller → list presenter → coordinator
///     list presenter → list view model → interactor
///     coordinator ⇢ navigation controller (weak)
///
/// On iOS the scene delegate would keep the coordinator. Here the window keeps only a root view
/// controller, so the first screen's presenter keeps it: that presenter lives exactly as long
/// as the stack. The coordinator must then hold the navigation controller weakly, or the loop
/// would keep the whole app alive after the window lets go. Detail screens are not remembered
/// at all: the stack owns them, so popping one releases it, its presenter and its view model.
@MainActor
final class NewsCoordinator: NewsCoordinating {
  private let environment: NewsEnvironment
  private weak var navigationController: NavigationController?

  init(environment: NewsEnvironment) {
    self.environment = environment
  }

  /// Builds the list screen inside a navigation controller, for the window to own.
  func start() -> NavigationController {
    let viewModel = NewsListViewModel(environment: environment)
    let presenter = NewsListPresenter(
      viewModel: viewModel, coordinator: self, trace: environment.trace)
    let list = NewsListViewController(presenter: presenter, trace: environment.trace)
    presenter.view = list
    let navigation = NavigationController(rootViewController: list)
    navigationController = navigation
    return navigation
  }

  func showDetail(for item: NewsItem) {
    let viewModel = NewsDetailViewModel(
      item: item, imageLoader: environment.imageLoader, trace: environment.trace)
    let presenter = NewsDetailPresenter(
      viewModel: viewModel, coordinator: self, trace: environment.trace)
    let detail = NewsDetailViewController(presenter: presenter, trace: environment.trace)
    presenter.view = detail
    environment.trace.record(self, to: NavigationController.self, "push(NewsDetailViewController)")
    navigationController?.pushViewController(detail)
  }

  func closeDetail() {
    environment.trace.record(self, to: NavigationController.self, "popViewController()")
    navigationController?.popViewController()
  }
}
