import Foundation
import NewsCore
import TerminalUI

@testable import MVCNews

/// The MVC list screen in a window on a test clock, drawn headlessly. In MVC
/// the formatting lives in the controller, so this is the only way to test it:
/// through the view.
@MainActor
final class MVCHarness {
  let scheduler = TestScheduler()
  let renderer = HeadlessRenderer()
  let window: Window
  weak var model: NewsListModel?
  weak var thumbnails: ThumbnailStore?
  weak var listController: NewsListViewController?

  init(
    fixture: Data = NewsFixture.bundled, mode: TimedMockNewsFetcher.Mode = .success,
    size: Size = Size(width: 60, height: 12)
  ) {
    let fetcher = TimedMockNewsFetcher(fixture: fixture, mode: mode, scheduler: scheduler)
    let model = NewsListModel(service: FetchingNewsService(fetcher: fetcher), trace: .disabled)
    let loader = TimedMockImageLoader(scheduler: scheduler)
    let thumbnails = ThumbnailStore(
      imageLoader: loader, notificationCenter: NotificationCenter(), trace: .disabled)
    let list = NewsListViewController(
      model: model, thumbnails: thumbnails, imageLoader: loader, trace: .disabled)
    self.model = model
    self.thumbnails = thumbnails
    listController = list
    window = Window(rootViewController: NavigationController(rootViewController: list), size: size)
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
