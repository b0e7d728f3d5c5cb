// Made by `make ios` from Sources/MVPtoMVVMNews/NewsCoordinator.swift: the kit's file as it is written
// on iOS. Each `// ≠ name` marks a line that differs, named in UIKitShape/Differences.md.
import Foundation
import NewsCore
import UIKit

/// Where presenters send the reader. A protocol so that a presenter's tests can hand in a
/// fake that records where the reader was sent.
@MainActor
protocol NewsCoordinating: AnyObject {
  /// Opens the story's detail screen.
  func showDetail(for item: NewsItem)
}

/// Owns navigation: it asks for each screen and pushes it, so no view controller pushes another
/// and no presenter knows which screen comes next. UIKit's back button pops by itself; as the
/// navigation controller's delegate, the coordinator hears of every screen shown.
///
/// Who owns whom, so that nothing outlives its screen:
///
///     scene delegate → coordinator → navigation controller → list controller → list presenter
///     list presenter → list view model → interactor
///     list presenter ⇢ coordinator, list controller (weak)
///
/// The scene delegate keeps the coordinator, and the coordinator the stack. A presenter's link
/// back is weak: strong, it would close a loop (coordinator → navigation controller → list
/// controller → presenter → coordinator). Detail screens are not remembered at all: the stack
/// owns them, so popping one releases it and its presenter and its view model.
@MainActor
final class NewsCoordinator: NSObject, NewsCoordinating, UINavigationControllerDelegate {
  private let screens: any NewsScreenMaking
  private var navigationController: UINavigationController?
  /// Whether a story's screen is pushed: until the reader is back on the list, opening another
  /// story is ignored, as a second tap during the push would otherwise stack two screens.
  private var isShowingStory = false

  /// A coordinator that shows `screens`.
  init(screens: any NewsScreenMaking) {
    self.screens = screens
  }

  /// Builds the list screen inside a navigation controller, for the window to show.
  func start() -> UINavigationController {
    let navigation = UINavigationController(
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
    _ navigationController: UINavigationController, didShow viewController: UIViewController,
    animated: Bool
  ) {
    isShowingStory = navigationController.viewControllers.count > 1
  }
}
