// Made by `make ios` from Exercises/06-presenter/Solution/EpisodeCoordinator.swift: the kit's file as it is written
// on iOS. Each `// ≠ name` marks a line that differs, named in UIKitShape/Differences.md.
import UIKit

/// Where presenters send the listener. A protocol, so that a presenter's test can hand in a fake
/// that writes down where the listener was sent.
@MainActor
protocol EpisodeCoordinating: AnyObject {
  /// Opens the episode's screen.
  func showDetail(for episode: Episode)
}

/// Owns navigation: it builds the screens' objects and moves between the screens, so no view
/// controller pushes another and no presenter knows which screen comes next.
///
/// Who owns whom, so that nothing outlives its screen:
///
///     app's root → coordinator → navigation controller → list controller → presenter
///     presenter → interactor;  presenter ⇢ view, coordinator (weak)
@MainActor
final class EpisodeCoordinator: EpisodeCoordinating {
  private let service: any EpisodeService
  private var navigationController: UINavigationController?

  /// Creates the coordinator; episodes come from `service`.
  init(service: any EpisodeService) {
    self.service = service
  }

  /// Builds the list screen inside a navigation controller, for the window to show.
  func start() -> UINavigationController {
    let presenter = EpisodeListPresenter(
      interactor: EpisodeListInteractor(service: service), coordinator: self)
    let list = EpisodeListViewController(presenter: presenter)
    presenter.view = list
    let navigation = UINavigationController(rootViewController: list)
    navigationController = navigation
    return navigation
  }

  func showDetail(for episode: Episode) {
    navigationController?.pushViewController(
      EpisodeDetailViewController(episode: episode), animated: true)
  }
}
