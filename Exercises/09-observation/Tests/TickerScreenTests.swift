import NewsCore
import TerminalUI
import Testing

// Shortcuts tried against these tests, and the tests that catch each. Each was put into the
// learner's files and checked the way `make exercise NAME=observation` checks it:
//
// - Re-armed at once, inside `onChange` (`bindViewModel()` called there): that draws while the
//   change is still coming, so the screen shows the value before it
//   (`showsTheValueAfterTheChange`, and four more).
// - No Observation: a redraw every tenth of a second instead (`nothingNewNothingRedrawn`, and
//   every test that expects a change drawn when the run loop turns).
// - Only the headline read inside `withObservationTracking`, the rest drawn outside it:
//   `tracksEverythingItShows`, `followsAnyObservableViewModel`.
// - `[self]` instead of `[weak self]` in the closures: `releasedViewStopsObserving`.
// - The view model calls the screen back from its property observers (an `onChange` closure):
//   added to the protocol, the tests' own view model no longer compiles; set only on the
//   concrete class, `followsAnyObservableViewModel` fails.
// - The kit's `observe(_:of:)` instead of `withObservationTracking`: it needs a view model that
//   `DeliversChanges`, and the tests' own view model does not, so they no longer compile.
// - Swift 6.2's `Observations` sequence, iterated in a `Task`: the task waits for a turn of the
//   main actor that no test gives it (and it needs macOS 26), so `redrawsAfterEveryChange` and
//   four more see no redraw.

@MainActor
@Suite("The ticker screen, observing its view model")
struct TickerScreenTests {
  /// The screen's run loop: it turns only when the test says, with `runLoop.advance()`.
  private let runLoop = ManualScheduler()
  private let viewModel = TickerViewModel()

  private func show(_ viewModel: any TickerViewModelType) -> (Window, TickerViewController) {
    let controller = TickerViewController(viewModel: viewModel, runLoop: runLoop)
    let window = Window(rootViewController: controller, size: Size(width: 40, height: 4))
    window.makeKeyAndVisible()
    return (window, controller)
  }

  private func screen(_ window: Window) -> [String] {
    window.render(at: .zero).plainText.split(separator: "\n").map(String.init)
  }

  @Test("the screen shows the view model as it is, at once")
  func showsTheViewModelAtOnce() {
    let (window, controller) = show(viewModel)
    #expect(screen(window) == ["No news yet", "No new stories"])
    #expect(controller.redrawCount == 1)
  }

  @Test("a change is drawn when the run loop turns, with the value after the change")
  func showsTheValueAfterTheChange() {
    let (window, controller) = show(viewModel)
    viewModel.storyDidArrive("Bridge reopens")
    #expect(
      controller.redrawCount == 1,
      "Observation tells of a change before it is made: redraw on the run loop, not at once")
    runLoop.advance()
    #expect(
      screen(window) == ["Bridge reopens", "1 new story"],
      "the screen should show the value after the change, not the one before")
    #expect(controller.redrawCount == 2)
  }

  @Test("every change is drawn, not only the first")
  func redrawsAfterEveryChange() {
    let (window, controller) = show(viewModel)
    let headlines = ["Bridge reopens", "Tram strike ends", "Comet seen at dusk"]
    for (count, headline) in headlines.enumerated() {
      viewModel.storyDidArrive(headline)
      runLoop.advance()
      #expect(
        screen(window).first == headline,
        "the screen stopped following after \(count) changes: withObservationTracking tells once")
    }
    #expect(screen(window).last == "3 new stories")
    #expect(controller.redrawCount == 4, "one drawing at the start, one for each change")
  }

  @Test("changes made before the run loop turns are drawn once, the latest")
  func changesInOneTurnRedrawOnce() {
    let (window, controller) = show(viewModel)
    viewModel.storyDidArrive("Bridge reopens")
    viewModel.storyDidArrive("Tram strike ends")
    runLoop.advance()
    #expect(screen(window) == ["Tram strike ends", "2 new stories"])
    #expect(controller.redrawCount == 2)
  }

  @Test("a change to anything the screen shows is drawn, not only to the headline")
  func tracksEverythingItShows() {
    let (window, controller) = show(viewModel)
    viewModel.storyDidArrive("Bridge reopens")
    runLoop.advance()
    window.send(.enter)
    runLoop.advance()
    #expect(
      screen(window) == ["Bridge reopens", "No new stories"],
      "marking the stories read changed only the count, and the screen did not follow")
    #expect(controller.redrawCount == 3)
  }

  @Test("with nothing new, nothing is redrawn")
  func nothingNewNothingRedrawn() {
    let (_, controller) = show(viewModel)
    runLoop.advance(by: .seconds(60))
    #expect(controller.redrawCount == 1, "the screen redrew with nothing changed")
    viewModel.markAllRead()
    runLoop.advance()
    #expect(
      controller.redrawCount == 1, "marking nothing read changed nothing, yet the screen redrew")
  }

  @Test("any @Observable view model will do: the screen follows Observation, not a callback")
  func followsAnyObservableViewModel() {
    let stub = StubTickerViewModel()
    let (window, controller) = show(stub)
    for headline in ["First", "Second", "Third"] {
      stub.headline = headline
      runLoop.advance()
    }
    stub.unreadText = "5 new stories"
    runLoop.advance()
    #expect(screen(window) == ["Third", "5 new stories"])
    #expect(controller.redrawCount == 5)
  }

  @Test("a screen that is gone is released, and nothing is scheduled for it any more")
  func releasedViewStopsObserving() {
    weak var released: TickerViewController?
    do {
      let (window, controller) = show(viewModel)
      released = controller
      viewModel.storyDidArrive("Bridge reopens")
      runLoop.advance()
      viewModel.storyDidArrive("Tram strike ends")
      window.close()
    }
    #expect(released == nil, "something still holds the screen: a closure that captures it?")
    #expect(!runLoop.hasPendingWork, "a redraw is still waiting for a screen that is gone")
    viewModel.storyDidArrive("Comet seen at dusk")
    #expect(
      !runLoop.hasPendingWork, "the view model's change scheduled work for a screen that is gone")
  }
}
