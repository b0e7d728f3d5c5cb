import AppShell
import NewsCore
import NewsTestSupport
import TerminalUI
import Testing

@testable import MVPNews

/// The whole app on the driver's virtual clock: every object of a screen goes when the screen
/// goes, also with work in flight, and the late answers touch nothing.
@MainActor
@Suite("MVP lifetimes")
struct LifetimeTests {
  /// The objects of the list screen, each found by its type and watched without being kept:
  /// one the screen no longer holds fails the test here.
  @MainActor
  struct ListObjects {
    let navigation: WeakReference<NavigationController>
    let controller: WeakReference<NewsListViewController>
    let presenter: WeakReference<NewsListPresenter>
    let interactor: WeakReference<NewsListInteractor>
    let coordinator: WeakReference<NewsCoordinator>

    init(_ driver: NewsAppDriver) throws {
      let navigation = try #require(driver.window.rootViewController as? NavigationController)
      let list = try #require(navigation.viewControllers.first as? NewsListViewController)
      let listPresenter = try #require(heldObject(NewsListPresenter.self, in: list))
      self.navigation = WeakReference(navigation)
      controller = WeakReference(list)
      presenter = WeakReference(listPresenter)
      interactor = WeakReference(
        try #require(heldObject(NewsListInteractor.self, in: listPresenter)))
      coordinator = WeakReference(try #require(heldObject(NewsCoordinator.self, in: listPresenter)))
    }

    var allReleased: Bool {
      navigation.isReleased && controller.isReleased && presenter.isReleased
        && interactor.isReleased && coordinator.isReleased
    }
  }

  @Test("Closing the app while the list loads releases every list object")
  func closeWhileLoading() throws {
    let driver = NewsAppDriver(variant: MVPNewsApp.self)
    let objects = try ListObjects(driver)
    driver.advance(by: .seconds(1))
    driver.close()
    #expect(objects.allReleased)
    #expect(!driver.scheduler.hasPendingWork, "the load went with its interactor")
  }

  @Test("Closing the app while thumbnails load releases every list object")
  func closeWhileThumbnailsLoad() throws {
    let driver = NewsAppDriver(variant: MVPNewsApp.self)
    let objects = try ListObjects(driver)
    driver.advance(by: .milliseconds(3500))
    #expect(driver.scheduler.hasPendingWork)
    driver.close()
    #expect(objects.allReleased)
    #expect(!driver.scheduler.hasPendingWork)
  }

  @Test("Leaving a story before its picture arrives releases its screen and presenter")
  func leaveDetailMidLoad() throws {
    let driver = NewsAppDriver(variant: MVPNewsApp.self)
    driver.waitUntilIdle()
    driver.press(.enter)
    let navigation = try #require(driver.window.rootViewController as? NavigationController)
    let (screen, presenter) = try watchDetail(on: navigation)
    driver.advance(by: .milliseconds(500))
    #expect(driver.scheduler.hasPendingWork, "the picture is on its way")
    driver.press(.back)
    #expect(screen.isReleased)
    #expect(presenter.isReleased)
    #expect(!driver.scheduler.hasPendingWork, "the picture's load was cancelled")
    #expect(navigation.topViewController is NewsListViewController)
  }

  @Test("The list and its objects survive a trip to a story and back")
  func listSurvivesDetail() throws {
    let driver = NewsAppDriver(variant: MVPNewsApp.self)
    let objects = try ListObjects(driver)
    driver.waitUntilIdle()
    driver.press(.enter)
    driver.press(.back)
    #expect(!objects.presenter.isReleased && !objects.coordinator.isReleased)
    driver.close()
    #expect(objects.allReleased)
  }
}
