import AppShell
import NewsCore
import TerminalUI
import Testing

@testable import MVVMNews

/// The controllers, through the whole app: they bind, forward and route, so a
/// few checks that the wiring holds are all they need — the behaviour itself
/// is specified in the view models' tests. The lifetime rule (leaving a screen
/// releases its controller and view model, even mid-load) is in `LifetimeTests`.
@MainActor
@Suite("MVVM controllers, bound in the running app")
struct NewsListViewControllerTests {
  let driver = makeTwoStoryApp().driver

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
}
