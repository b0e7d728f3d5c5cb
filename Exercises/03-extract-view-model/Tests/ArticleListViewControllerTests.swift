import TerminalUI
import Testing

@testable import class Exercise03ExtractViewModel.ArticleListViewController
@testable import struct Exercise03ExtractViewModel.ArticleRow

// Shortcuts tried against the tests of this exercise, and the tests that catch each. Each was put
// into the learner's files and checked the way `make exercise NAME=extract-view-model` checks it:
//
// - The view model written, the controller left as it was (it still loads and decides):
//   `showsWhatItsViewModelSays` and `forwardsAndDecidesNothing`, whose stub view model never
//   answers a load.
// - The controller binds the outputs but still loads through the service too, "to be safe":
//   `forwardsAndDecidesNothing` (the stub's service was asked).
// - The view model loads in its `init` rather than when told the view loaded:
//   `headerOverTime` and `loadingOverTime` (the story starts at "Loading…"), and
//   `forwardsAndDecidesNothing` when the controller no longer says so.
// - The `header` output declared and never bound: the controller writes "Loading…", "1 article"
//   or "3 articles" from `isLoading` and `rows` itself, as it did before:
//   `showsWhatItsViewModelSays`, whose stub view model then says a header no such rule writes.
// - An output read once in `viewDidLoad` instead of bound: `showsWhatItsViewModelSays`, which
//   sets it again later, and the screen tests, whose articles arrive after the screen loaded.
// - The header hard-coded for the three articles of the screen test: `oneArticle`, `noArticles`
//   and the screen's `empty`.
// - The bindings capturing `[self]` strongly and kept in the controller's bag: the screen's
//   `released`, which names the cycle.
// - The day written for the tests' own articles (`"\(day) Nov 2026"`): `daysOfAnyMonth`, whose
//   articles are of other months and years.
// - The day counted in the machine's time zone (a calendar left at `.current`, or a date
//   formatter's default zone): `theDayIsUTCs`, with articles published a minute before and a
//   minute after midnight, UTC (the tests run in a zone none of them names, so such code fails
//   the same way on every machine).
// - An `ArticleRow.==` of your own that compares titles alone: the view model's rows are read
//   field by field (`lines`), never through your `==`.

@MainActor
@Suite("The reading list's controller, driven by a stub view model")
struct ArticleListViewControllerTests {
  private let viewModel = StubArticleListViewModel()

  private func show() -> (Window, ArticleListViewController) {
    let controller = ArticleListViewController(viewModel: viewModel)
    let window = Window.showing(controller, size: Size(width: 60, height: 6))
    window.makeKeyAndVisible()
    return (window, controller)
  }

  @Test("the controller tells its view model that the screen loaded, and loads nothing itself")
  func forwardsAndDecidesNothing() {
    let (_, controller) = show()
    #expect(viewModel.viewDidLoadCount == 1, "the view model should hear that the view loaded")
    #expect(
      viewModel.fakeService.requestCount == 0,
      "the controller asked the service itself: loading is the view model's job now")
    withExtendedLifetime(controller) {}
  }

  @Test("the screen shows whatever the view model's outputs say, whenever they change")
  func showsWhatItsViewModelSays() {
    let (window, controller) = show()
    viewModel.isLoadingValue.value = true
    viewModel.headerValue.value = "Loading…"
    #expect(screenLines(window).first == "Loading…")
    #expect(screenLines(window).contains { $0.contains("⠋") }, "the spinner should turn")
    viewModel.rowsValue.value = [
      ArticleRow(title: "Ferry timetable changes", detail: "1 Dec 2026 · 2 min"),
      ArticleRow(title: "Library stays open late", detail: "30 Nov 2026 · 4 min"),
    ]
    viewModel.headerValue.value = "2 articles"
    viewModel.isLoadingValue.value = false
    #expect(
      screenLines(window) == [
        "2 articles",
        "›    Ferry timetable changes              1 Dec 2026 · 2 min",
        "     Library stays open late             30 Nov 2026 · 4 min",
      ],
      "the screen should show the outputs exactly, and follow them when they change")
    // A header no rule of the controller's would write: its words are the view model's alone.
    viewModel.headerValue.value = "Two stories, one unread"
    #expect(
      screenLines(window).first == "Two stories, one unread",
      """
      the header should be the view model's `header`, as it is: a controller that writes it \
      from the rows or the spinner keeps a rule the view model owns, bound or not, and the \
      view model's tests no longer test what the screen shows
      """)
    withExtendedLifetime(controller) {}
  }
}
