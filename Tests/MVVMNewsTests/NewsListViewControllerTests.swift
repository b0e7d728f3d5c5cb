import AppShell
import Foundation
import NewsCore
import NewsTestSupport
import Observing
import TerminalUI
import Testing

@testable import MVVMNews

/// The list controller against a stub view model: it shows what the outputs say, sends what
/// the reader does, and pushes where a route points. No load, no clock — the stub's outputs
/// are set by hand, which is the "simple stub view model for tests" a view-model protocol buys.
@MainActor
@Suite("MVVM controller: NewsListViewController, against a stub view model")
struct NewsListViewControllerTests {
  let viewModel = StubNewsListViewModel()
  let window: Window

  init() {
    let list = NewsListViewController(viewModel: viewModel) { story in
      NewsDetailViewModel(
        item: story, imageLoader: RecordingImageLoader(scheduler: ManualScheduler()))
    }
    window = Window.showing(
      NavigationController(rootViewController: list),
      size: Size(width: 60, height: 8))
    window.makeKeyAndVisible()
  }

  var frame: String { window.render(at: .zero).plainText }
  var navigation: NavigationController? { window.rootViewController as? NavigationController }

  static let rows = [
    NewsRow(id: "1", title: "First story", date: "5 Nov 2026", picture: .pending),
    NewsRow(id: "2", title: "Second story", date: "6 Nov 2026", picture: .pending),
  ]

  @Test("Its view loaded, it tells the view model so, and nothing else")
  func loadsAtViewDidLoad() {
    #expect(viewModel.received == [.viewDidLoad])
  }

  @Test("Each state shows its own face: spinner, list, empty state, error")
  func followsState() {
    #expect(frame.contains(NewsCopy.loading))
    viewModel.stateValue.value = .loaded(Self.rows)
    #expect(frame.contains("First story") && frame.contains("6 Nov 2026"))
    #expect(!frame.contains(NewsCopy.loading))
    viewModel.stateValue.value = .empty
    #expect(frame.contains(NewsCopy.emptyTitle) && !frame.contains("First story"))
    viewModel.stateValue.value = .failed("Offline.")
    #expect(frame.contains(NewsCopy.errorTitle) && frame.contains("Offline."))
  }

  @Test("It draws the rows it is given, each cell bound to its row's view model as it shows")
  func drawsRows() {
    viewModel.stateValue.value = .loaded(Self.rows)
    _ = frame
    #expect(
      viewModel.received == [
        .viewDidLoad, .cellViewModel(row: 0), .willDisplayRow(0), .cellViewModel(row: 1),
        .willDisplayRow(1),
      ])
  }

  @Test("Keys become inputs: r refreshes, Enter selects the highlighted row")
  func keysBecomeInputs() {
    viewModel.stateValue.value = .loaded(Self.rows)
    _ = frame
    window.send(.refresh)
    window.send(.down)
    window.send(.enter)
    #expect(viewModel.received.suffix(2) == [.refresh, .didSelectRow(1)])
    #expect(navigation?.viewControllers.count == 1, "selecting is not going: the route decides")
  }

  @Test("A route pushes that story's screen, driven by the view model made for the story")
  func routePushesDetail() throws {
    viewModel.routeEvents.send(.story(Stories.item(id: "9", "Ninth story")))
    #expect(navigation?.topViewController is NewsDetailViewController)
    #expect(frame.contains("‹ \(NewsCopy.detailTitle)") && frame.contains("Ninth story"))
  }
}

/// The controllers bound to the real view models in the running app: a few checks that the
/// wiring holds, since the behaviour is specified in the view models' tests.
@MainActor
@Suite("MVVM controllers, bound in the running app")
struct BoundControllerTests {
  @Test("The screen follows the outputs: spinner, rows, pictures")
  func listBindsOutputs() {
    let driver = makeTwoStoryApp().driver
    #expect(driver.frame.contains(NewsCopy.loading))
    driver.advance(by: .seconds(3))
    let list = driver.frame
    #expect(!list.contains(NewsCopy.loading))
    #expect(list.contains("First story") && list.contains("5 Nov 2026"))
    #expect(list.contains(pendingPictureOnScreen))
    driver.advance(by: .seconds(1))
    #expect(!driver.frame.contains(pendingPictureOnScreen), "the pictures were bound in")
  }

  @Test("Enter goes through the view model's route to the story screen, which binds too")
  func selectionOpensDetail() throws {
    let driver = makeTwoStoryApp().driver
    driver.advance(by: .seconds(3))
    driver.press(.down)
    driver.press(.enter)
    let navigation = try #require(driver.window.rootViewController as? NavigationController)
    #expect(navigation.topViewController is NewsDetailViewController)
    let frame = driver.frame
    #expect(frame.contains("‹ \(NewsCopy.detailTitle)") && frame.contains("Second story"))
    #expect(frame.contains(pendingPictureOnScreen))
    driver.advance(by: .seconds(1))
    #expect(!driver.frame.contains(pendingPictureOnScreen))
  }

  @Test("A reused cell never shows the picture of the row it showed before")
  func reusedCellsShowTheirOwnPicture() throws {
    // One row of list: every move down reuses the one cell for the next story.
    let (driver, loader) = makeTwoStoryApp(size: Size(width: 60, height: 5))
    driver.advance(by: .seconds(3))
    driver.advance(by: .seconds(1))
    driver.press(.down)
    driver.advance(by: .seconds(1))
    let cell = try #require(
      ((driver.window.rootViewController as? NavigationController)?.topViewController?.view
        as? TableView)?.cellForRow(at: IndexPath(row: 1, section: 0)))
    let second = try #require(loader.requests.first { $0.url.lastPathComponent == "2.jpg" })
    #expect(cell.listContent?.image == Image(data: second.image), "the second story's own picture")
  }

  @Test("The trace shows MVVM's path: the view model between the controller and MVC's model")
  func traceShowsBindings() {
    let driver = NewsAppDriver(variant: MVVMNewsApp.self, trace: true)
    driver.waitUntilIdle()
    let trace = driver.trace.drain()
    #expect(trace.contains("NewsListViewController → NewsListViewModel: inputs.viewDidLoad()"))
    #expect(trace.contains("NewsListViewModel → NewsListModel: reload()"))
    #expect(trace.contains("NewsListModel → FetchingNewsService: loadNews()"))
    #expect(trace.contains("NewsListModel → NewsListViewModel: observe(\\.isLoading): true"))
    #expect(
      trace.contains(
        "NewsListViewModel → NewsListViewController: NewsListState.loaded(16 × NewsRow)"))
  }
}
