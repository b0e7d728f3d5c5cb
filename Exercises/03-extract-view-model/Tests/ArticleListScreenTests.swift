import TerminalUI
import Testing

@testable import class Exercise03ExtractViewModel.ArticleListViewController
@testable import class Exercise03ExtractViewModel.ArticleListViewModel

/// The screen as plain text, one line per row, trailing spaces and empty rows left out; the
/// controller's tests read it too.
@MainActor
func screenLines(_ window: Window) -> [String] {
  window.render(at: .zero).plainText.split(separator: "\n").map(String.init)
}

@MainActor
@Suite("The reading list on screen (these pass already: keep them passing)")
struct ArticleListScreenTests {
  private let service = FakeArticleService()

  private func show() -> (Window, ArticleListViewController) {
    let controller = ArticleListViewController(viewModel: ArticleListViewModel(service: service))
    let window = Window.showing(controller, size: Size(width: 60, height: 6))
    window.makeKeyAndVisible()
    return (window, controller)
  }

  @Test("while loading, the screen says so and turns a spinner")
  func loading() {
    let (window, controller) = show()
    let lines = screenLines(window)
    #expect(lines.first == "Loading…")
    #expect(lines.contains { $0.contains("⠋ Loading…") })
    withExtendedLifetime(controller) {}
  }

  @Test("once loaded, the screen shows the count and a row per article")
  func loaded() {
    let (window, controller) = show()
    service.deliver(threeArticles)
    #expect(
      screenLines(window) == [
        "3 articles",
        "›    Rocket lands on a barge             20 Nov 2026 · 5 min",
        "     Metro line opens                    19 Nov 2026 · 3 min",
        "     Translators finish an encyclopedia  5 Nov 2026 · 12 min",
      ])
    withExtendedLifetime(controller) {}
  }

  @Test("an empty list shows the empty header and no rows")
  func empty() {
    let (window, controller) = show()
    service.deliver([])
    #expect(screenLines(window) == ["No articles yet"])
    withExtendedLifetime(controller) {}
  }

  @Test("the screen and everything it made are released when it goes away")
  func released() {
    weak var released: ArticleListViewController?
    do {
      let (window, controller) = show()
      released = controller
      window.close()
    }
    service.deliver(threeArticles)
    #expect(
      released == nil,
      """
      something still holds the controller after its screen went away: a binding that captures \
      self strongly, kept in the controller's own bag, is a cycle (controller → view model → \
      binding → controller). Capture [weak self]
      """)
  }
}
