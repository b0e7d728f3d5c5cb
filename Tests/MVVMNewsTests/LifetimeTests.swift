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
    weak var controller: NewsDetailViewController?
    weak var viewModel: NewsDetailViewModel?
    do {
      let detail = try #require(navigation?.topViewController as? NewsDetailViewController)
      controller = detail
      viewModel = detail.viewModel
    }
    // Pushing loaded the story's view, and with it asked for the picture.
    let pictureRequest = try #require(imageLoader.requests.last)
    driver.advance(by: .milliseconds(500))
    driver.press(.back)

    #expect(controller == nil)
    #expect(viewModel == nil)
    #expect(pictureRequest.isCancelled)
    let list = driver.frame
    driver.waitUntilIdle()
    #expect(driver.frame == list, "nothing late reached the screen")
  }

  @Test("Closing the app mid-load releases the list's controller, view model and data source")
  func closeMidLoadReleasesList() throws {
    weak var controller: NewsListViewController?
    weak var viewModel: NewsListViewModel?
    weak var dataSource: NewsListDataSource?
    do {
      let list = try #require(navigation?.topViewController as? NewsListViewController)
      controller = list
      viewModel = list.viewModel
      dataSource = list.dataSource
    }
    driver.advance(by: .seconds(1))
    driver.close()
    #expect(controller == nil)
    #expect(viewModel == nil)
    #expect(dataSource == nil)
    driver.waitUntilIdle()
  }
}
