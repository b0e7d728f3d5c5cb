import TerminalUI
import Testing

@testable import class Exercise02MvcObserver.StoryListModel
@testable import class Exercise02MvcObserver.StoryListViewController

// Shortcuts tried against these tests, and the tests that catch each. Each was put into
// StoryListViewController.swift and checked the way `make exercise NAME=mvc-observer` checks it:
//
// - `[self]` kept, and the observation invalidated in `viewDidDisappear` (or `viewWillDisappear`)
//   so the controller can go: a screen is also "disappearing" when another is pushed over it, so
//   it stops following its model for good (`coveredScreenKeepsFollowing`).
// - The token thrown away (`_ = model.observe(…)`) so nothing can hold the controller: the
//   observation ends at once (`newTitlesAppear`, `coveredScreenKeepsFollowing`).
// - `.initial` left out and the `deinit` kept, with `[weak self]`: `emptyModelSaysSo`.
// - `[weak self]` without `.initial`: `emptyModelSaysSo`. (The titles the model already had
//   still show: a table that was never reloaded loads its rows on its first layout, on iOS as
//   here. What nothing but the handler does — saying there are no stories — never happens.)

/// The titles on screen, top first: each row with its selection marker and picture space removed.
@MainActor
private func titlesOnScreen(_ window: Window) -> [String] {
  window.render(at: .zero).plainText.split(separator: "\n").map {
    $0.drop { $0 == "›" || $0 == " " }
  }.filter { !$0.isEmpty }.map(String.init)
}

/// A window showing a story list for `model`, as the app would show it.
@MainActor
private func showStories(of model: StoryListModel) -> (Window, StoryListViewController) {
  let controller = StoryListViewController(model: model)
  let window = Window.showing(controller, size: Size(width: 40, height: 5))
  window.makeKeyAndVisible()
  return (window, controller)
}

@MainActor
@Suite("The story list screen")
struct StoryListScreenTests {
  @Test("titles that arrive while the screen is shown appear at once")
  func newTitlesAppear() {
    let model = StoryListModel()
    let (window, controller) = showStories(of: model)
    model.titles = ["Rocket lands", "Metro opens"]
    #expect(titlesOnScreen(window) == ["Rocket lands", "Metro opens"])
    model.titles = ["Rocket lands"]
    #expect(titlesOnScreen(window) == ["Rocket lands"], "a shorter list replaces the longer one")
    withExtendedLifetime(controller) {}
  }

  @Test("a screen opened on a model with no titles yet says so")
  func emptyModelSaysSo() {
    let model = StoryListModel()
    let (window, controller) = showStories(of: model)
    #expect(
      window.render(at: .zero).plainText.contains("No stories yet"),
      """
      the screen opened on a model with no titles and shows nothing at all, not even that there \
      are none: the handler that says so has never run, as the model has not changed since. \
      Ask the observation to run it once at once, with the model as it is now
      """)
    model.titles = ["Rocket lands"]
    #expect(titlesOnScreen(window) == ["Rocket lands"], "once there are titles, the list")
    withExtendedLifetime(controller) {}
  }

  @Test("titles the model had before the screen loaded are shown too")
  func earlierTitlesAreShown() {
    let model = StoryListModel()
    model.titles = ["Already here"]
    let (window, controller) = showStories(of: model)
    #expect(
      titlesOnScreen(window) == ["Already here"],
      "the table was never reloaded for the titles the model already had")
    withExtendedLifetime(controller) {}
  }

  @Test("a screen covered by another follows its model again once it is back on top")
  func coveredScreenKeepsFollowing() {
    let model = StoryListModel()
    let controller = StoryListViewController(model: model)
    let navigation = NavigationController(rootViewController: controller)
    let window = Window.showing(navigation, size: Size(width: 40, height: 8))
    window.makeKeyAndVisible()
    navigation.pushViewController(ViewController(), animated: false)
    model.titles = ["While you were away"]
    navigation.popViewController(animated: false)
    model.titles = ["While you were away", "Back again"]
    #expect(
      window.render(at: .zero).plainText.contains("Back again"),
      "the screen stopped following its model when another screen covered it")
  }

  @Test("the controller is released when its screen goes away, though the model lives on")
  func controllerIsReleased() {
    let model = StoryListModel()
    weak var released: StoryListViewController?
    do {
      let (window, controller) = showStories(of: model)
      released = controller
      window.close()
    }
    #expect(
      released == nil,
      "something still holds the controller: does the model's handler keep it alive?")
    model.titles = ["After the screen went away"]
  }
}
