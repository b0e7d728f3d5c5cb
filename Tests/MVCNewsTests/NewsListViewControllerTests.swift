import FeedReader
import Foundation
import NewsCore
import NewsTestSupport
import TerminalUI
import Testing

@testable import MVCNews

/// The controller, through its view: everything the MVC screen does is
/// visible only in what it draws.
@MainActor
@Suite("MVC controller: NewsListViewController")
struct NewsListViewControllerTests {
  @Test("Loading → list → detail → back")
  func happyPath() {
    let app = MVCHarness()
    #expect(app.draw().contains("Loading…"))
    app.scheduler.advance(by: .seconds(3))
    let list = app.draw()
    #expect(list.contains("Reusable upper stage"))
    app.press(.down)
    app.press(.enter)
    #expect(app.navigation?.viewControllers.count == 2)
    #expect(app.draw().contains("‹ Story"))
    app.press(.back)
    #expect(app.navigation?.viewControllers.count == 1)
    let back = app.draw().split(separator: "\n")
    #expect(
      back[3].hasPrefix(" › ") && back[3].contains("深圳地铁"), "the second row is still selected")
  }

  @Test("Selecting a row the list does not have opens nothing")
  func selectingAMissingRow() throws {
    let app = MVCHarness()
    app.scheduler.runUntilIdle()
    let list = try #require(app.listController)
    list.tableView(TableView(), didSelectRowAt: IndexPath(row: 16, section: 0))
    #expect(app.navigation?.viewControllers.count == 1)
  }

  @Test("Failure → retry → list")
  func failureThenRetry() {
    let app = MVCHarness(service: { scheduler in
      ScriptedNewsService(
        scheduler: scheduler, answers: [.failure("offline"), .stories(Stories.items(3))])
    })
    app.scheduler.runUntilIdle()
    let failed = app.draw()
    #expect(failed.contains("⚠ Couldn't load the news"))
    #expect(failed.contains("offline"))
    app.press(.refresh)
    #expect(app.draw().contains("Loading…"))
    app.scheduler.advance(by: .seconds(3))
    let list = app.draw()
    #expect(list.contains("Story 1") && list.contains("Story 3"), "the retry's list is shown")
    #expect(!list.contains("offline") && !list.contains("Loading…"))
  }

  @Test("A pull on the list: the loading screen takes over from the refresh control's spinner")
  func pullOnTheList() throws {
    let app = MVCHarness()
    app.scheduler.advance(by: .seconds(3))
    let control = try #require((app.listController?.view as? TableView)?.refreshControl)
    app.press(.refresh)
    #expect(app.draw().contains("Loading…"))
    #expect(!control.isRefreshing, "on iOS a spinner left turning would sit above the loading one")
    app.scheduler.advance(by: .seconds(3))
    #expect(app.draw().contains("Reusable upper stage"))
  }

  @Test("While the list loads there is nothing to press: r does not load again, as on iOS")
  func refreshWhileLoading() {
    let app = MVCHarness()
    app.scheduler.advance(by: .seconds(2))
    app.press(.refresh)
    #expect(app.draw().hasSuffix(" q quit"), "the loading screen offers no key but quit")
    app.scheduler.advance(by: .seconds(1))
    #expect(!app.draw().contains("Loading…"), "the first load's answer, 3 s after it began")
  }

  @Test("The error screen's button tries again: Enter presses it, and so does r")
  func retryButton() {
    let app = MVCHarness(service: { scheduler in
      ScriptedNewsService(
        scheduler: scheduler,
        answers: [.failure("offline"), .failure("still offline"), .stories(Stories.items(1))])
    })
    app.scheduler.runUntilIdle()
    #expect(app.draw().contains("[ Try again ]"))
    #expect(app.draw().hasSuffix(" ⏎ try again · q quit"))
    app.press(.enter)
    app.scheduler.runUntilIdle()
    #expect(app.draw().contains("still offline"))
    app.press(.refresh)
    app.scheduler.runUntilIdle()
    #expect(app.draw().contains("Story 1"))
  }

  @Test("Each row shows the story's date, formatted by the controller")
  func rowFormatting() {
    let app = MVCHarness()
    app.scheduler.advance(by: .seconds(3))
    #expect(app.draw().contains("30 Nov 2026"))
  }

  @Test("A picture arriving for a scrolled-away story never lands in the reused cell")
  func reusedCellsNeverShowAnotherRowsImage() throws {
    let app = MVCHarness(size: Size(width: 60, height: 7))
    app.scheduler.advance(by: .seconds(3))
    app.draw()
    // Three rows are visible; scroll far so every cell is reused before pictures arrive.
    for _ in 0..<8 { app.press(.down) }
    app.draw()
    let table = try #require(app.listController?.view as? TableView)
    let titles = table.visibleCells.map { $0.listContent?.text }
    app.scheduler.advance(by: .milliseconds(999))
    let waiting = Image(systemName: "photo")
    #expect(
      table.visibleCells.allSatisfy { [nil, waiting].contains($0.listContent?.image) },
      "no picture has arrived yet, so no cell shows one")
    app.scheduler.runUntilIdle()
    #expect(table.visibleCells.map { $0.listContent?.text } == titles, "each cell shows its story")
    let fixture = try JSONNewsParser().parse(NewsFixture.bundled)
    for indexPath in table.indexPathsForVisibleRows ?? [] {
      let expected = fixture[indexPath.row].imageURL.map { TimedMockImageLoader.picture(for: $0) }
      #expect(
        table.cellForRow(at: indexPath)?.listContent?.image == expected.flatMap(Image.init(data:)))
    }
  }
}
