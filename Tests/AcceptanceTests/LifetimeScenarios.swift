import AppShell
import NewsCore
import NewsTestSupport
import TerminalUI
import Testing

/// Screens that go away must take their objects with them, even with work in
/// flight, and the late answer must touch nothing.
@MainActor
@Suite("Leaving screens mid-load, in every variant")
struct LifetimeScenarios {
  @Test("Every variant named here is one the suite runs, and every one it runs is named")
  func namesMatchVariants() {
    let names = allVariants.map { $0.name }
    #expect(variantNames == names)
  }

  @Test("Leaving a story before its picture arrives releases the screen", arguments: variantNames)
  func leaveDetailMidLoad(of name: String) throws {
    let variant = variant(named: name)
    let driver = NewsAppDriver(variant: variant)
    driver.waitUntilIdle()
    driver.press(.enter)
    let navigation = try #require(driver.window.rootViewController as? NavigationController)
    weak let detail = navigation.topViewController
    #expect(detail != nil)
    driver.advance(by: .milliseconds(500))
    driver.press(.back)
    #expect(detail == nil, "\(variant.name): the story's controller outlived its screen")
    #expect(
      !driver.scheduler.hasPendingWork,
      "\(variant.name): the story's picture load outlived its screen")
  }

  @Test(
    "Closing the app mid-load releases everything; the late answer is harmless",
    arguments: variantNames)
  func closeMidLoad(of name: String) {
    let variant = variant(named: name)
    let driver = NewsAppDriver(variant: variant)
    weak let root = driver.window.rootViewController
    weak let list = (root as? NavigationController)?.topViewController
    #expect(root != nil && list != nil, "\(variant.name): no list to watch")
    driver.advance(by: .seconds(1))
    driver.close()
    #expect(root == nil, "\(variant.name): the navigation controller outlived the window")
    #expect(list == nil, "\(variant.name): the list controller outlived the window")
    #expect(!driver.scheduler.hasPendingWork, "\(variant.name): the load outlived the window")
  }

  @Test("Closing the app on a story's screen releases both screens", arguments: variantNames)
  func closeOnAStory(of name: String) throws {
    let variant = variant(named: name)
    let driver = NewsAppDriver(variant: variant)
    driver.waitUntilIdle()
    driver.press(.enter)
    let (root, screens): (WeakReference<NavigationController>, [WeakReference<ViewController>])
    do {
      let navigation = try #require(driver.window.rootViewController as? NavigationController)
      #expect(navigation.viewControllers.count == 2, "\(variant.name): no story was opened")
      (root, screens) = (
        WeakReference(navigation), navigation.viewControllers.map(WeakReference.init)
      )
    }
    driver.close()
    #expect(root.isReleased, "\(variant.name): the navigation controller outlived the window")
    #expect(
      screens.allSatisfy { $0.isReleased },
      "\(variant.name): a screen outlived the window: something it keeps keeps it")
  }

  @Test("Closing the app releases every cell the list showed", arguments: variantNames)
  func closeReleasesCells(of name: String) throws {
    let variant = variant(named: name)
    let driver = NewsAppDriver(variant: variant, size: Size(width: 80, height: 10))
    driver.advance(by: .milliseconds(3500))
    let cells: [WeakReference<TableViewCell>]
    do {
      let navigation = try #require(driver.window.rootViewController as? NavigationController)
      let table = try #require(navigation.topViewController?.view as? TableView)
      cells = table.visibleCells.map(WeakReference.init)
    }
    #expect(cells.count == 6, "\(variant.name): six rows on a screen ten lines high")
    driver.close()
    #expect(
      cells.allSatisfy { $0.isReleased }, "\(variant.name): a cell outlived its table (a cycle?)")
  }

  @Test("While a load is in flight nothing can start another: r changes nothing, one list comes")
  func refreshWhileLoading() throws {
    let run = try Scenario().run("wait 1,refresh,wait 1.999,wait 0.001")
    #expect(run.frames[2] == run.frames[1], "the loading screen has no button, and r is not one")
    #expect(run.frames[3].contains("Loading…"))
    #expect(!run.frames[4].contains("Loading…"), "the first load's answer, 3 s after it began")
  }
}
