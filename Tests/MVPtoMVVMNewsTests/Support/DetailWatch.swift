import NewsTestSupport
import TerminalUI
import Testing

@testable import MVPtoMVVMNews

/// The detail screen on top of `navigation`, its presenter and its view model, found by type
/// and watched without being kept.
@MainActor
func watchDetail(on navigation: NavigationController) throws -> (
  screen: WeakReference<NewsDetailViewController>, presenter: WeakReference<NewsDetailPresenter>,
  viewModel: WeakReference<NewsDetailViewModel>
) {
  let detail = try #require(navigation.topViewController as? NewsDetailViewController)
  let presenter = try #require(heldObject(NewsDetailPresenter.self, in: detail))
  let viewModel = try #require(heldObject(NewsDetailViewModel.self, in: presenter))
  return (WeakReference(detail), WeakReference(presenter), WeakReference(viewModel))
}
