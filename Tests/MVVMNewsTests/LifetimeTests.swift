import AppShell
import NewsCore
import NewsTestSupport
import TerminalUI
import Testing

@testable import MVVMNews

/// The whole app on the driver's virtual clock: leaving a screen releases its controller and
/// view model, even mid-load, and the late answers touch nothing.
@MainActor
@Suite("MVVM lifetimes")
struct LifetimeTests {
  let imageLoader: RecordingImageLoader
  let driver: NewsAppDriver

  init() { (driver, imageLoader) = makeTwoStoryApp() }

  var navigation: NavigationController? {
    driver.window.rootViewController as? NavigationController
  }

  @Test("Popping a story mid-load releases its controller and view model, and cancels the picture")
  func popMidLoadReleasesDetail() throws {
    driver.waitUntilIdle()
    driver.press(.enter)
    let (controller, viewModel): (WeakReference<NewsDetailViewController>, WeakReference<AnyObject>)
    do {
      let detail = try #require(navigation?.topViewController as? NewsDetailViewController)
      controller = WeakReference(detail)
      viewModel = WeakReference(try #require(heldObject(NewsDetailViewModel.self, in: detail)))
    }
    // Pushing loaded the story's view, and with it asked for the picture.
    let pictureRequest = try #require(imageLoader.requests.last)
    driver.advance(by: .milliseconds(500))
    driver.press(.back)

    #expect(controller.isReleased)
    #expect(viewModel.isReleased)
    #expect(pictureRequest.isCancelled)
    let list = driver.frame
    driver.waitUntilIdle()
    #expect(driver.frame == list, "nothing late reached the screen")
  }

  @Test("Closing the app mid-load releases the list's controller and view model, and the model")
  func closeMidLoadReleasesList() throws {
    let (controller, viewModel): (WeakReference<NewsListViewController>, WeakReference<AnyObject>)
    do {
      let list = try #require(navigation?.topViewController as? NewsListViewController)
      controller = WeakReference(list)
      viewModel = WeakReference(try #require(heldObject(NewsListViewModel.self, in: list)))
    }
    driver.advance(by: .seconds(1))
    #expect(driver.scheduler.hasPendingWork, "the list is on its way")
    driver.close()
    #expect(controller.isReleased)
    #expect(viewModel.isReleased)
    #expect(!driver.scheduler.hasPendingWork, "the model's load went with it")
  }

  @Test("Closing the app while pictures load releases the thumbnails' loads too")
  func closeWhilePicturesLoad() {
    driver.advance(by: .milliseconds(3500))
    #expect(driver.scheduler.hasPendingWork, "the pictures are on their way")
    driver.close()
    #expect(imageLoader.requests.allSatisfy { $0.isCancelled })
    #expect(!driver.scheduler.hasPendingWork)
  }
}
