import NewsTestSupport
import TerminalUI
import Testing

@testable import MVPtoMVVMNews

/// The detail screen on top of `navigation`, its presenter and its view model, watched without
/// being kept.
@MainActor
func watchDetail(on navigation: NavigationController) throws -> (
  screen: WeakReference<NewsDetailViewController>, presenter: WeakReference<NewsDetailPresenter>,
  viewModel: WeakReference<AnyObject>
) {
  let detail = try #require(navigation.topViewController as? NewsDetailViewController)
  let presenter = try #require(storedProperty("presenter", of: detail) as? NewsDetailPresenter)
  return (
    WeakReference(detail), WeakReference(presenter),
    WeakReference(storedProperty("viewModel", of: presenter) as AnyObject?)
  )
}
