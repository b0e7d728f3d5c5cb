import Foundation
import NewsCore
import TerminalUI

/// Where presenters send the reader. A protocol so that a presenter's tests can hand in a
/// fake that records where the reader was sent.
@MainActor
protocol NewsCoordinating: AnyObject {
  /// Opens the story's detail screen.
  func showDetail(for item: NewsItem)
}

/// Owns navigation: it asks for each screen and moves between the screens, so no view
/// controller pushes another and no presenter knows which screen comes next. Going back is
/// UIKit's own (the back button pops without asking the app), so the coordinator is the
/// navigation controller's delegate: it hears of every screen shown, pops included, and always
/// knows where the reader is.
///
/// Who owns whom, so that nothing outlives its screen:
///
///     scene delegate → coordinator → navigation controller → list controller → list presenter
///     list presenter → interactor;  list presenter ⇢ coordinator, list controller (weak)
///
/// The scene delegate keeps the coordinator, as on iOS, and the coordinator keeps the stack (which
/// the delegate's window shows). Presenters only point back at it, weakly: it outlives every
/// screen, and is not theirs to keep. Detail screens are not remembered at all: the stack owns
/// them, so popping one releases it and its presenter.
@MainActor
final class NewsCoordinator: NSObject, NewsCoordinating, NavigationControllerDelegate {
  private let screens: any NewsScreenMaking
  private var navigationController: NavigationController?
  /// Whether a story's screen is pushed: until the reader is back on the list, opening another
  /// story is ignored, as a second tap during the push would otherwise stack two screens.
  private var isShowingStory = false

  /// A coordinator that shows `screens`.
  init(screens: any NewsScreenMaking) {
    self.screens = screens
  }

  /// Builds the list screen inside a navigation controller, for the window to show.
  func start() -> NavigationController {
    let navigation = NavigationController(
      rootViewController: screens.makeListScreen(coordinator: self))
    navigation.delegate = self
    navigationController = navigation
    return navigation
  }

  func showDetail(for item: NewsItem) {
    guard !isShowingStory else { return }
    isShowingStory = true
    let detail = screens.makeDetailScreen(for: item)
    navigationController?.pushViewController(detail, animated: true)
  }

  /// Every screen the stack shows, the back button's pops included: on the list, no story is.
  func navigationController(
    _ navigationController: NavigationController, didShow viewController: ViewController,
    animated: Bool
  ) {
    isShowingStory = navigationController.viewControllers.count > 1
  }
}
