import FeedReader
import Foundation
import NewsCore
import TerminalUI

@testable import MVCNews

/// The MVC list screen in a window on a test clock, drawn headlessly. In MVC
/// the formatting lives in the controller, so this is the only way to test it:
/// through the view.
@MainActor
final class MVCHarness {
  let scheduler = ManualScheduler()
  let renderer = HeadlessRenderer()
  let window: Window
  weak var model: NewsListModel?
  weak var thumbnails: ThumbnailStore?
  weak var listController: NewsListViewController?

  /// The screen over the mock news source and the bundled feed.
  convenience init(
    fixture: Data = NewsFixture.bundled, mode: TimedMockNewsFetcher.Mode = .success,
    size: Size = Size(width: 60, height: 12)
  ) {
    self.init(size: size) { scheduler in
      FetchingNewsService(
        fetcher: TimedMockNewsFetcher(fixture: fixture, mode: mode, scheduler: scheduler),
        parser: JSONNewsParser())
    }
  }

  /// The screen over a news service the test makes on the harness's clock.
  init(
    size: Size = Size(width: 60, height: 12),
    service makeService: (ManualScheduler) -> any NewsService
  ) {
    let model = NewsListModel(service: makeService(scheduler))
    let loader = TimedMockImageLoader(scheduler: scheduler)
    let center = NotificationCenter()
    let thumbnails = ThumbnailStore(imageLoader: loader, notificationCenter: center)
    let list = NewsListViewController(
      model: model, thumbnails: thumbnails, notificationCenter: center, imageLoader: loader)
    self.model = model
    self.thumbnails = thumbnails
    listController = list
    window = Window.showing(NavigationController(rootViewController: list), size: size)
    window.makeKeyAndVisible()
  }

  /// Draws a frame through the headless renderer and returns it as text.
  @discardableResult
  func draw() -> String {
    renderer.render(window.render(at: scheduler.now))
    return renderer.lastFrame?.plainText ?? ""
  }

  func press(_ key: Key) {
    window.send(key)
    scheduler.advance()
  }

  var navigation: NavigationController? { window.rootViewController as? NavigationController }
}
