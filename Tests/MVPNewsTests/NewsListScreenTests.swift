import AppShell
import NewsCore
import NewsTestSupport
import TerminalUI
import Testing

@testable import MVPNews

/// The real list screen on the driver, read from its frames: what only the passive view can
/// get wrong, because it keeps the rows and the pictures it was given.
@MainActor
@Suite("MVP list screen: rows, pictures and reused cells")
struct NewsListScreenTests {
  /// The two picture columns left of the row whose title starts with `title`, as drawn.
  func picture(of title: String, in frame: String) throws -> String {
    let line = try #require(frame.split(separator: "\n").first { $0.contains(title) })
    let beforeTitle = try #require(line.range(of: title)).lowerBound
    return String(line[..<beforeTitle].dropLast().suffix(2))
  }

  @Test("A picture that lands while its row is off screen is there when the row comes back")
  func pictureLandsOffScreen() throws {
    // Four rows of list: after ten downs, the first rows' pictures land off screen.
    let driver = NewsAppDriver(variant: MVPNewsApp.self, size: Size(width: 80, height: 8))
    driver.advance(by: .seconds(3))
    for _ in 0..<10 { driver.press(.down) }
    driver.advance(by: .seconds(1))
    for _ in 0..<10 { driver.press(.up) }
    let first = try picture(of: "🚀 Reusable", in: driver.frame)
    #expect(first != pendingPictureOnScreen, "the picture was lost while off screen")
    #expect(first.unicodeScalars.allSatisfy { "░▒▓█".unicodeScalars.contains($0) })
  }

  @Test("A reused cell never shows another row's picture")
  func reusedCellsForgetPictures() throws {
    let driver = NewsAppDriver(variant: MVPNewsApp.self, size: Size(width: 80, height: 7))
    driver.waitUntilIdle()
    // Three rows on screen; moving down reuses the cells of rows that had pictures.
    for _ in 0..<3 { driver.press(.down) }
    driver.waitUntilIdle()
    #expect(try picture(of: "Volunteers finish", in: driver.frame) == noPictureOnScreen)
  }

  @Test("After an empty feed, the next list starts at its first row")
  func emptyFeedClearsRows() throws {
    let driver = NewsAppDriver(variant: MVPNewsApp.self, size: Size(width: 80, height: 10)) {
      scheduler in
      let service = ScriptedNewsService(
        scheduler: scheduler,
        answers: [.stories(Stories.items(3)), .stories([]), .stories(Stories.items(3))])
      return NewsEnvironment(
        newsService: service, imageLoader: RecordingImageLoader(scheduler: scheduler),
        scheduler: scheduler)
    }
    driver.waitUntilIdle()
    for _ in 0..<2 { driver.press(.down) }
    for _ in 0..<2 {
      driver.press(.refresh)
      driver.waitUntilIdle()
    }
    let selected = try #require(driver.frame.split(separator: "\n").first { $0.hasPrefix(" › ") })
    #expect(selected.contains("Story 1"), "the presenter's showRows([]) dropped the old rows")
  }

  @Test("A picture for a row the list does not have is dropped")
  func pictureForAMissingRow() throws {
    let driver = NewsAppDriver(variant: MVPNewsApp.self, size: Size(width: 80, height: 8))
    driver.waitUntilIdle()
    let navigation = try #require(driver.window.rootViewController as? NavigationController)
    let list = try #require(navigation.topViewController as? NewsListViewController)
    let before = driver.frame
    list.updateImage(row: 16, image: RecordingImageLoader.picture(for: Stories.url(1)))
    #expect(driver.frame == before)
  }
}
