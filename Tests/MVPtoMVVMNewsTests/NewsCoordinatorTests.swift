import NewsCore
import NewsTestSupport
import TerminalUI
import Testing

@testable import MVPtoMVVMNews

/// The coordinator with a real navigation controller: who is pushed, who is popped, and who
/// is gone afterwards.
@MainActor
@Suite("MVP→MVVM coordinator")
struct NewsCoordinatorTests {
  let scheduler = TestScheduler()

  func makeEnvironment() -> NewsEnvironment {
    NewsEnvironment(
      newsService: ScriptedNewsService(scheduler: scheduler, answers: [.stories([])]),
      imageLoader: RecordingImageLoader(scheduler: scheduler), scheduler: scheduler)
  }

  @Test("It starts on the list, inside a navigation controller")
  func startsOnList() {
    let navigation = NewsCoordinator(environment: makeEnvironment()).start()
    #expect(navigation.viewControllers.count == 1)
    #expect(navigation.topViewController is NewsListViewController)
  }

  @Test("Picking a row on the list pushes that story's screen")
  func selectionPushes() throws {
    let environment = NewsEnvironment(
      newsService: ScriptedNewsService(scheduler: scheduler, answers: [.stories(Stories.items(3))]),
      imageLoader: RecordingImageLoader(scheduler: scheduler), scheduler: scheduler)
    let navigation = NewsCoordinator(environment: environment).start()
    let list = try #require(navigation.topViewController as? NewsListViewController)
    _ = list.view  // Loading the view loads the list.
    scheduler.advance(by: .seconds(3))
    list.presenter.didSelectRow(at: 1)
    let detail = try #require(navigation.topViewController as? NewsDetailViewController)
    #expect(detail.presenter.viewModel.item.id == "story-2")
  }

  @Test("Showing a story pushes its screen; closing it pops it, and it is released")
  func pushThenPop() throws {
    let navigation = NewsCoordinator(environment: makeEnvironment()).start()
    let coordinator = try #require(
      (navigation.topViewController as? NewsListViewController)?.presenter.coordinator)
    coordinator.showDetail(for: Stories.item(1))
    let detail = try watchDetail(on: navigation)
    #expect(navigation.viewControllers.count == 2)

    coordinator.closeDetail()
    #expect(navigation.viewControllers.count == 1)
    #expect(detail.screen.isReleased, "the popped screen outlived its place in the stack")
    #expect(detail.presenter.isReleased, "the popped screen's presenter outlived it")
    #expect(detail.viewModel.isReleased, "the popped screen's view model outlived it")
  }

  @Test("The coordinator does not keep the navigation controller, so both can go")
  func noCycle() {
    let coordinator: WeakReference<NewsCoordinator>
    var navigation: NavigationController?
    do {
      let made = NewsCoordinator(environment: makeEnvironment())
      coordinator = WeakReference(made)
      navigation = made.start()
    }
    #expect(!coordinator.isReleased, "the list's presenter keeps the coordinator")
    let stack = WeakReference(navigation)
    navigation = nil
    #expect(stack.isReleased)
    #expect(coordinator.isReleased)
  }
}
