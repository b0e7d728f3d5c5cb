import TerminalUI

/// Where presenters send the listener. A protocol, so that a presenter's test can hand in a fake
/// that writes down where the listener was sent.
@MainActor
protocol EpisodeCoordinating: AnyObject {
  /// Opens the episode's screen.
  func showDetail(for episode: Episode)
}

/// Owns navigation: it builds the screens' objects and moves between the screens.
///
/// Who owns whom, so that nothing outlives its screen:
///
///     app's root → coordinator → navigation controller → list controller → presenter
///     presenter → interactor;  presenter ⇢ view, coordinator (weak)
@MainActor
final class EpisodeCoordinator: EpisodeCoordinating {
  private let service: any EpisodeService
  private var navigationController: NavigationController?

  /// Creates the coordinator; episodes come from `service`.
  init(service: any EpisodeService) {
    self.service = service
  }

  /// Builds the list screen inside a navigation controller, for the window to show.
  func start() -> NavigationController {
    let presenter = EpisodeListPresenter(
      interactor: EpisodeListInteractor(service: service), coordinator: self)
    let list = EpisodeListViewController(presenter: presenter)
    // TODO: once the controller is a passive view, the presenter talks to it.
    let navigation = NavigationController(rootViewController: list)
    navigationController = navigation
    return navigation
  }

  func showDetail(for episode: Episode) {
    // TODO: push the episode's screen. (Today the list controller pushes it itself.)
  }
}
