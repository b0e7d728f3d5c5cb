import NewsTestSupport
import TerminalUI
import Testing

@testable import MVPNews

/// The detail screen on top of `navigation` and its presenter, found by type and watched
/// without being kept.
@MainActor
func watchDetail(on navigation: NavigationController) throws -> (
  screen: WeakReference<NewsDetailViewController>, presenter: WeakReference<NewsDetailPresenter>
) {
  let detail = try #require(navigation.topViewController as? NewsDetailViewController)
  let presenter = try #require(heldObject(NewsDetailPresenter.self, in: detail))
  return (WeakReference(detail), WeakReference(presenter))
}
