import NewsCore
import NewsTestSupport
import TerminalUI
import Testing

@testable import MVCNews

/// Every screen object goes away with its screen, even with work in flight. Each is watched from
/// the harness that made it, and must be there before it can count as gone.
@MainActor
@Suite("MVC lifetimes")
struct LifetimeTests {
  @Test("Closing the window mid-load releases the controller and the model")
  func closeMidLoad() throws {
    let app = MVCHarness()
    let controller = WeakReference(try #require(app.listController))
    let model = WeakReference(try #require(app.model))
    app.scheduler.advance(by: .seconds(1))
    #expect(app.scheduler.hasPendingWork, "the list is on its way")
    app.window.close()
    #expect(controller.isReleased)
    #expect(model.isReleased)
    #expect(!app.scheduler.hasPendingWork, "the model's load token went with the model")
  }

  @Test("Closing the window while pictures load releases the thumbnail store and the cells")
  func closeWhilePicturesLoad() throws {
    let app = MVCHarness()
    let thumbnails = WeakReference(try #require(app.thumbnails))
    app.scheduler.advance(by: .milliseconds(3500))
    app.draw()
    #expect(app.scheduler.hasPendingWork, "the pictures are on their way")
    let cells: [WeakReference<TableViewCell>]
    do {
      let table = try #require(app.listController?.view as? TableView)
      cells = table.visibleCells.map { WeakReference($0) }
    }
    #expect(!cells.isEmpty)
    app.window.close()
    #expect(thumbnails.isReleased)
    #expect(cells.allSatisfy { $0.isReleased }, "no visible cell outlives its table")
    #expect(!app.scheduler.hasPendingWork, "the pictures' loads went with the store")
  }

  @Test("Popping a story mid-picture-load releases its controller; the picture lands nowhere")
  func popDetailMidLoad() {
    let app = MVCHarness()
    app.scheduler.runUntilIdle()
    app.press(.enter)
    weak let detail = app.navigation?.topViewController as? NewsDetailViewController
    #expect(detail != nil)
    app.scheduler.advance(by: .milliseconds(500))
    app.press(.back)
    #expect(detail == nil)
    #expect(app.scheduler.pendingWorkCount == 0, "the picture load was cancelled with its screen")
  }

  @Test("After a full session every object is released")
  func fullSession() throws {
    let app = MVCHarness()
    let controller = WeakReference(try #require(app.listController))
    let model = WeakReference(try #require(app.model))
    let thumbnails = WeakReference(try #require(app.thumbnails))
    app.scheduler.runUntilIdle()
    app.press(.enter)
    app.scheduler.runUntilIdle()
    app.press(.back)
    app.press(.refresh)
    app.scheduler.runUntilIdle()
    app.draw()
    app.window.close()
    #expect(controller.isReleased)
    #expect(model.isReleased)
    #expect(thumbnails.isReleased)
  }
}
