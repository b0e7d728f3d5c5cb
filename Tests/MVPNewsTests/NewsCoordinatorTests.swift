import AppShell
import Foundation
import NewsCore
import NewsTestSupport
import TerminalUI
import Testing

@testable import MVPNews

/// The coordinator with a real navigation controller: who is pushed, who is popped, and who
/// is gone afterwards.
@MainActor
@Suite("MVP coordinator")
struct NewsCoordinatorTests {
  let scheduler = ManualScheduler()

  func makeEnvironment() -> NewsEnvironment {
    NewsEnvironment(
      newsService: ScriptedNewsService(scheduler: scheduler, answers: [.stories([])]),
      imageLoader: RecordingImageLoader(scheduler: scheduler), scheduler: scheduler)
  }

  @Test("It starts on the list, inside a navigation controller")
  func startsOnList() {
    let coordinator = NewsCoordinator(screens: NewsScreens(environment: makeEnvironment()))
    let navigation = coordinator.start()
    #expect(navigation.viewControllers.count == 1)
    #expect(navigation.topViewController is NewsListViewController)
  }

  @Test("It asks for every screen it shows, and has the list send the reader to itself")
  func asksForEachScreen() {
    let screens = ScreenRequests(NewsScreens(environment: makeEnvironment()))
    let coordinator = NewsCoordinator(screens: screens)
    let navigation = coordinator.start()
    coordinator.showDetail(for: Stories.item(1))
    navigation.popViewController(animated: true)
    #expect(screens.requests == ["list", "story story-1"])
    #expect(screens.coordinators.allSatisfy { $0 === coordinator })
    #expect(navigation.viewControllers.count == 1)
  }

  @Test("Picking a row on the list pushes that story's screen")
  func selectionPushes() throws {
    let environment = NewsEnvironment(
      newsService: ScriptedNewsService(scheduler: scheduler, answers: [.stories(Stories.items(3))]),
      imageLoader: RecordingImageLoader(scheduler: scheduler), scheduler: scheduler)
    let coordinator = NewsCoordinator(screens: NewsScreens(environment: environment))
    let navigation = coordinator.start()
    let list = try #require(navigation.topViewController as? NewsListViewController)
    _ = list.view  // Loading the view loads the list.
    scheduler.advance(by: .seconds(3))
    list.tableView(TableView(), didSelectRowAt: IndexPath(row: 1, section: 0))
    let detail = try #require(navigation.topViewController as? NewsDetailViewController)
    let presenter = try #require(heldObject(NewsDetailPresenter.self, in: detail))
    #expect(heldObject(NewsItem.self, in: presenter)?.id == "story-2")
  }

  @Test("Showing a story pushes its screen; the back button pops it by itself, and it is released")
  func pushThenPop() throws {
    let coordinator = NewsCoordinator(screens: NewsScreens(environment: makeEnvironment()))
    let navigation = coordinator.start()
    let window = Window.showing(navigation, size: Size(width: 40, height: 10))
    coordinator.showDetail(for: Stories.item(1))
    let (screen, presenter) = try watchDetail(on: navigation)
    #expect(navigation.viewControllers.count == 2)

    window.send(.back)
    #expect(navigation.viewControllers.count == 1)
    #expect(screen.isReleased, "the popped screen outlived its place in the stack")
    #expect(presenter.isReleased, "the popped screen's presenter outlived it")
  }

  @Test("While a story is shown, opening another is ignored; back on the list, it is not")
  func oneStoryAtATime() throws {
    let coordinator = NewsCoordinator(screens: NewsScreens(environment: makeEnvironment()))
    let navigation = coordinator.start()
    let window = Window.showing(navigation, size: Size(width: 40, height: 10))
    coordinator.showDetail(for: Stories.item(1))
    coordinator.showDetail(for: Stories.item(2))
    #expect(navigation.viewControllers.count == 2, "a second tap during the push stacks nothing")
    window.send(.back)
    coordinator.showDetail(for: Stories.item(2))
    #expect(navigation.viewControllers.count == 2, "the coordinator heard of the back button's pop")
  }

  @Test("The scene delegate keeps the coordinator, and disconnecting the scene lets all go")
  func sceneOwnsCoordinator() throws {
    let host = SceneHost(
      variant: MVPNewsApp.self, environment: makeEnvironment(), size: Size(width: 40, height: 10),
      traced: false)
    let window = host.window
    let navigation = WeakReference(try #require(window.rootViewController))
    let list = try #require(
      (window.rootViewController as? NavigationController)?.viewControllers.first
        as? NewsListViewController)
    let presenter = try #require(heldObject(NewsListPresenter.self, in: list))
    let coordinator = WeakReference(try #require(heldObject(NewsCoordinator.self, in: presenter)))
    #expect(!coordinator.isReleased, "no screen keeps it: the scene does")
    host.disconnect()
    #expect(navigation.isReleased)
    #expect(coordinator.isReleased)
  }
}

/// The app's screens, each request noted: which screen, and the coordinator the list was told to
/// send the reader to.
private final class ScreenRequests: NewsScreenMaking {
  private let screens: NewsScreens
  private(set) var requests: [String] = []
  private(set) var coordinators: [any NewsCoordinating] = []

  init(_ screens: NewsScreens) { self.screens = screens }

  func makeListScreen(coordinator: any NewsCoordinating) -> NewsListViewController {
    requests.append("list")
    coordinators.append(coordinator)
    return screens.makeListScreen(coordinator: coordinator)
  }

  func makeDetailScreen(for item: NewsItem) -> NewsDetailViewController {
    requests.append("story \(item.id)")
    return screens.makeDetailScreen(for: item)
  }
}
