import AppShell
import Foundation
import NewsCore
import NewsTestSupport
import TerminalUI
import Testing

@testable import MVVMNews

/// The controllers, through the whole app: they only bind and forward, so a
/// few checks that the wiring holds are all they need — the behaviour itself
/// is specified in the view models' tests. And the lifetime rule: leaving a
/// screen releases its controller and view model, even mid-load.
@MainActor
@Suite("MVVM controllers, bound in the running app")
struct NewsListViewControllerTests {
  let imageLoader: RecordingImageLoader
  let driver: NewsAppDriver

  init() {
    var loader: RecordingImageLoader?
    driver = NewsAppDriver(variant: MVVMNewsApp.self, size: Size(width: 60, height: 10)) {
      scheduler, trace in
      let service = ScriptedNewsService(
        scheduler: scheduler,
        answers: [.stories([.story("1", "First story"), .story("2", "Second story")])])
      loader = RecordingImageLoader(scheduler: scheduler)
      return NewsEnvironment(
        newsService: service, imageLoader: loader!, scheduler: scheduler, trace: trace)
    }
    imageLoader = loader!
  }

  var navigation: NavigationController? {
    driver.window.rootViewController as? NavigationController
  }

  @Test("The screen follows the outputs: spinner, rows, pictures")
  func listBindsOutputs() {
    #expect(driver.frame.contains(NewsCopy.loading))
    driver.advance(by: .seconds(3))
    let list = driver.frame
    #expect(!list.contains(NewsCopy.loading))
    #expect(list.contains("First story") && list.contains("5 Nov 2026"))
    #expect(list.contains(NewsCopy.imagePlaceholder))
    driver.advance(by: .seconds(1))
    #expect(!driver.frame.contains(NewsCopy.imagePlaceholder), "the pictures were bound in")
  }

  @Test("Enter goes through the view model's route to the story screen, which binds too")
  func selectionOpensDetail() throws {
    driver.advance(by: .seconds(3))
    driver.press(.down)
    driver.press(.enter)
    let detail = try #require(navigation?.topViewController as? NewsDetailViewController)
    #expect(detail.viewModel.outputs.title.value == "Second story")
    let frame = driver.frame
    #expect(frame.contains("‹ \(NewsCopy.detailTitle)") && frame.contains("Second story"))
    #expect(frame.contains(NewsCopy.imageLoading))
    driver.advance(by: .seconds(1))
    #expect(!driver.frame.contains(NewsCopy.imageLoading))
  }

  @Test("The trace shows MVVM's path: inputs in, outputs bound back")
  func traceShowsBindings() {
    let driver = NewsAppDriver(variant: MVVMNewsApp.self, trace: true)
    driver.waitUntilIdle()
    let trace = driver.trace.drain()
    #expect(trace.contains("NewsListViewController → NewsListViewModel: inputs.viewDidLoad()"))
    #expect(trace.contains("NewsListViewModel → FetchingNewsService: loadNews()"))
    #expect(trace.contains("NewsListViewModel → NewsListViewController: outputs.state: list"))
    #expect(trace.contains("NewsListDataSource → TableView: reloadData()"))
    #expect(trace.contains("NewsListDataSource → NewsListViewModel: inputs.willDisplayRow(at: 0)"))
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
    _ = driver.frame  // Drawing loads the story's view, and with it the picture.
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
