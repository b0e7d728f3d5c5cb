import AppShell
import NewsCore
import NewsTestSupport
import TerminalUI
import Testing

@testable import UnidirectionalNews

/// The whole app on the driver's virtual clock: leaving a screen releases its controller and
/// store, even mid-load, and every effect goes with its store.
@MainActor
@Suite("Unidirectional: lifetimes")
struct LifetimeTests {
  let imageLoader: RecordingImageLoader
  let driver: NewsAppDriver

  init() {
    var loader: RecordingImageLoader?
    driver = NewsAppDriver(
      variant: UnidirectionalNewsApp.self, size: Size(width: 60, height: 10)
    ) { scheduler in
      loader = RecordingImageLoader(scheduler: scheduler)
      return NewsEnvironment(
        newsService: ScriptedNewsService(
          scheduler: scheduler,
          answers: [
            .stories([Stories.item(id: "1", "First story"), Stories.item(id: "2", "Second story")])
          ]),
        imageLoader: loader!, scheduler: scheduler)
    }
    imageLoader = loader!
  }

  var navigation: NavigationController? {
    driver.window.rootViewController as? NavigationController
  }

  @Test("Popping a story mid-load releases its controller and store, and cancels the picture")
  func popMidLoadReleasesDetail() throws {
    driver.waitUntilIdle()
    driver.press(.enter)
    let (controller, store): (WeakReference<NewsDetailViewController>, WeakReference<AnyObject>)
    do {
      let detail = try #require(navigation?.topViewController as? NewsDetailViewController)
      controller = WeakReference(detail)
      store = WeakReference(try #require(heldObject(NewsDetailStore.self, in: detail)))
    }
    let pictureRequest = try #require(imageLoader.requests.last)
    driver.advance(by: .milliseconds(500))
    driver.press(.back)
    #expect(controller.isReleased)
    #expect(store.isReleased)
    #expect(pictureRequest.isCancelled)
    let list = driver.frame
    driver.waitUntilIdle()
    #expect(driver.frame == list, "nothing late reached the screen")
  }

  @Test("Closing the app mid-load releases the list and its store, and leaves no work behind")
  func closeMidLoad() throws {
    let (controller, store): (WeakReference<NewsListViewController>, WeakReference<AnyObject>)
    do {
      let list = try #require(navigation?.topViewController as? NewsListViewController)
      controller = WeakReference(list)
      store = WeakReference(try #require(heldObject(NewsListStore.self, in: list)))
    }
    driver.advance(by: .milliseconds(3500))
    #expect(driver.scheduler.hasPendingWork, "pictures are on their way")
    driver.close()
    #expect(controller.isReleased)
    #expect(store.isReleased)
    #expect(!driver.scheduler.hasPendingWork, "no effect outlived its store")
  }

  @Test("Closing the app before the list arrives cancels the load")
  func closeBeforeTheList() throws {
    driver.advance(by: .seconds(1))
    #expect(driver.scheduler.hasPendingWork, "the list is on its way")
    driver.close()
    #expect(!driver.scheduler.hasPendingWork)
  }
}
