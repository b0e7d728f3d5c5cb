// Made by `make ios` from Sources/MVPtoMVVMNews/NewsCoordinator.swift: the kit's file as it is written
// on iOS. Each `// ≠ name` marks a line that differs, named in UIKitShape/Differences.md.
import NewsCore
import UIKit

/// Where presenters send the reader. A protocol so that a presenter's tests can hand in a
/// fake that records where the reader was sent.
@MainActor
protocol NewsCoordinating: AnyObject {
  /// Opens the story's detail screen.
  func showDetail(for item: NewsItem)
  /// Leaves the detail screen.
  func closeDetail()
}

/// Owns navigation: it asks for each screen and moves between the screens, so no view
/// controller pushes another and no presenter knows which screen comes next. Going back comes
/// here too, so every move between screens is decided in one place.
///
/// Who owns whom, so that nothing outlives its screen:
///
///     scene delegate → coordinator → navigation controller → list controller → list presenter
///     list presenter → list view model → interactor
///     list presenter ⇢ coordinator, list controller (weak)
///
/// The scene delegate keeps the coordinator, as on iOS, and the coordinator keeps the stack (which
/// the delegate's window shows). Presenters only point back at it, weakly: it outlives every
/// screen, and is not theirs to keep. Detail screens are not remembered at all: the stack owns
/// them, so popping one releases it, its presenter and its view model.
@MainActor
final class NewsCoordinator: NewsCoordinating {
  private let screens: any NewsScreenMaking
  private var navigationController: UINavigationController?

  /// A coordinator that shows `screens`.
  init(screens: any NewsScreenMaking) {
    self.screens = screens
  }

  /// Builds the list screen inside a navigation controller, for the window to show.
  func start() -> UINavigationController {
    let navigation = UINavigationController(
      rootViewController: screens.makeListScreen(coordinator: self))
    navigationController = navigation
    return navigation
  }

  func showDetail(for item: NewsItem) {
    let detail = screens.makeDetailScreen(for: item, coordinator: self)
    navigationController?.pushViewController(detail, animated: true)
  }

  func closeDetail() {
    navigationController?.popViewController(animated: true)
  }
}
