import AppShell
import NewsCore
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

  @Test("Refreshing while a load is in flight starts one new load, not two lists")
  func refreshWhileLoading() throws {
    let run = try Scenario().run("wait 1,refresh,wait 2.5,wait 0.5,wait")
    #expect(run.frames[3].contains("Loading…"), "the first answer was cancelled")
    #expect(!run.frames[4].contains("Loading…"), "the second answer arrives 3 s after refresh")
  }
}
