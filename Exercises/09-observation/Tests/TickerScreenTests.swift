import NewsCore
import TerminalUI
import Testing

@testable import class Exercise09Observation.TickerViewController
@testable import class Exercise09Observation.TickerViewModel
@testable import protocol Exercise09Observation.TickerViewModelType

// Shortcuts and wrong places tried against these tests, and the tests that catch each. Each
// was put into the learner's file and checked the way `make exercise NAME=observation` checks it:
//
// - Drawn in `viewWillAppear(_:)` or `viewDidAppear(_:)`: drawn when the screen appears, never
//   again (`redrawsAfterEveryChange`, and four more).
// - Drawn in `viewWillLayoutSubviews()` or `viewDidLayoutSubviews()`: a layout runs before every
//   frame, so the screen redraws with nothing changed (`nothingNewNothingRedrawn`); UIKit tracks
//   reads in `viewWillLayoutSubviews()` too, but re-runs it on every layout pass.
// - `updateProperties()` called directly from `viewDidLoad()`: drawn twice before the first
//   frame (`showsTheViewModelAtOnce`): UIKit calls it; a screen asks with
//   `setNeedsUpdateProperties()`.
// - `updateProperties()` overridden, and the starter's `redraw()` left in `viewDidLoad()`:
//   `showsTheViewModelAtOnce` alone, "drawn 2 times before the first frame…". (The other tests
//   count redraws from the first frame on, so they judge what follows it; before, they counted
//   from zero, and six more failed, blaming withObservationTracking.)
// - A hand-made `withObservationTracking` in `viewDidLoad()`, redrawing inside `onChange`: that
//   draws while the change is still coming, the value before it
//   (`showsTheValueAfterTheChange`), and only once (`redrawsAfterEveryChange`).
// - The most likely wrong try: `withObservationTracking` re-armed inside its own `onChange`
//   (`MainActor.assumeIsolated { self?.observe() }`, drawing as it tracks): several redraws for
//   each story, each in a property's willSet. `showsTheValueAfterTheChange` says "redrawn twice
//   for one change, each time while it was still being made: that is drawing from
//   withObservationTracking's onChange…", and `redrawsAfterEveryChange` "redrawn 9 times for 3
//   changes…". Re-armed from a `Task` in `onChange` instead: nothing redraws on the run loop's
//   turn, and `showsTheValueAfterTheChange` says so.
// - A timer redrawing every tenth of a second: `nothingNewNothingRedrawn`.
// - The view model calls the screen back (an `onChange` closure): added to the protocol, the
//   tests' own view model no longer compiles; set only on the concrete class,
//   `followsAnyObservableViewModel` fails.
// - No `updateProperties()` at all: the window's run loop found through `Mirror` (it is private)
//   and the view model observed on it by hand, redrawing on the turn after a change as UIKit
//   would. Every test above passes; `updatesWhenUIKitAsks` does not: asked to bring its
//   properties up to date (`setNeedsUpdateProperties()`, `updatePropertiesIfNeeded()`), as UIKit
//   asks when a trait changes, the screen does nothing (issue 46).
// - Swift 6.2's `Observations` sequence, iterated in a `Task`: the task waits for a turn of the
//   main actor that no test gives it (and it needs iOS 26), so `redrawsAfterEveryChange` and
//   four more see no redraw.

@MainActor
@Suite("The ticker screen, observing its view model")
struct TickerScreenTests {
  /// The app's run loop, on which the window runs the updates its screen asks for: it turns
  /// only when the test says, with `runLoop.advance()`.
  private let runLoop = ManualScheduler()
  private let viewModel = TickerViewModel()

  private func show(_ viewModel: any TickerViewModelType) -> (Window, TickerViewController) {
    let controller = TickerViewController(viewModel: viewModel)
    let window = Window.showing(controller, size: Size(width: 40, height: 4), runLoop: runLoop)
    return (window, controller)
  }

  private func screen(_ window: Window) -> [String] {
    window.render(at: .zero).plainText.split(separator: "\n").map(String.init)
  }

  /// What to say when the screen drew `redraws` times for `changes` changes before the run loop
  /// turned: the mark of drawing from `withObservationTracking`'s `onChange`, most often
  /// re-armed there.
  private static func redrawnDuringTheChange(_ redraws: Int, changes: Int) -> Comment {
    guard redraws > 0 else {
      return "Observation tells of a change before it is made: UIKit redraws on the run loop, later"
    }
    let times = redraws == 1 ? "once" : redraws == 2 ? "twice" : "\(redraws) times"
    let what = changes == 1 ? "one change" : "\(changes) changes"
    return """
      redrawn \(times) for \(what), each time while it was still being made: that is drawing \
      from withObservationTracking's onChange, which runs before a property is set — so it \
      draws the value before the change, and, re-armed there, once for every property that \
      changes. Let UIKit track instead: draw in updateProperties(), which it calls again, once, \
      on the next turn of the run loop, after the change is done
      """
  }

  @Test("the screen shows the view model as it is, at once")
  func showsTheViewModelAtOnce() {
    let (window, controller) = show(viewModel)
    #expect(screen(window) == ["No news yet", "No new stories"])
    #expect(
      controller.redrawCount == 1,
      """
      drawn \(controller.redrawCount) times before the first frame: UIKit calls \
      updateProperties() itself, before the first layout, so a redraw() left in viewDidLoad(), \
      or a call to updateProperties() of your own, draws the same values again
      """)
  }

  @Test("a change is drawn when the run loop turns, with the value after the change")
  func showsTheValueAfterTheChange() {
    let (window, controller) = show(viewModel)
    let drawn = controller.redrawCount
    viewModel.storyDidArrive("Bridge reopens")
    #expect(
      controller.redrawCount == drawn,
      Self.redrawnDuringTheChange(controller.redrawCount - drawn, changes: 1))
    runLoop.advance()
    #expect(
      screen(window) == ["Bridge reopens", "1 new story"],
      controller.redrawCount == drawn
        ? """
        nothing redrew the screen when the run loop turned: draw in updateProperties(), which \
        UIKit calls on that turn (a Task or DispatchQueue.main.async started from onChange runs \
        on no turn the screen knows of)
        """
        : "the screen should show the value after the change, not the one before")
    #expect(controller.redrawCount == drawn + 1)
  }

  @Test("asked by UIKit to bring itself up to date, the screen draws the view model as it is now")
  func updatesWhenUIKitAsks() {
    let (window, controller) = show(viewModel)
    let drawn = controller.redrawCount
    viewModel.storyDidArrive("Bridge reopens")
    controller.setNeedsUpdateProperties()
    controller.updatePropertiesIfNeeded()
    #expect(
      controller.redrawCount == drawn + 1 && screen(window) == ["Bridge reopens", "1 new story"],
      """
      UIKit asked the screen to bring itself up to date (setNeedsUpdateProperties(), then \
      updatePropertiesIfNeeded(), as it does when a trait changes) and nothing was drawn: \
      UIKit brings a screen up to date by calling its updateProperties(), the one place it \
      tracks what is read. Draw there, and the screen follows its view model with no \
      observation of its own
      """)
  }

  @Test("every change is drawn, not only the first")
  func redrawsAfterEveryChange() {
    let (window, controller) = show(viewModel)
    let drawn = controller.redrawCount
    let headlines = ["Bridge reopens", "Tram strike ends", "Comet seen at dusk"]
    for (count, headline) in headlines.enumerated() {
      viewModel.storyDidArrive(headline)
      runLoop.advance()
      #expect(
        screen(window).first == headline,
        """
        the screen stopped following at change \(count + 1) of \(headlines.count): is it drawn \
        in updateProperties()?
        """)
    }
    #expect(screen(window).last == "3 new stories")
    #expect(
      controller.redrawCount == drawn + 3,
      controller.redrawCount > drawn + 3
        ? Self.redrawnDuringTheChange(controller.redrawCount - drawn, changes: headlines.count)
        : "one drawing for each change")
  }

  @Test("changes made before the run loop turns are drawn once, the latest")
  func changesInOneTurnRedrawOnce() {
    let (window, controller) = show(viewModel)
    let drawn = controller.redrawCount
    viewModel.storyDidArrive("Bridge reopens")
    viewModel.storyDidArrive("Tram strike ends")
    runLoop.advance()
    #expect(screen(window) == ["Tram strike ends", "2 new stories"])
    #expect(controller.redrawCount == drawn + 1)
  }

  @Test("a change to anything the screen shows is drawn, not only to the headline")
  func tracksEverythingItShows() {
    let (window, controller) = show(viewModel)
    let drawn = controller.redrawCount
    viewModel.storyDidArrive("Bridge reopens")
    runLoop.advance()
    window.send(.enter)
    runLoop.advance()
    #expect(
      screen(window) == ["Bridge reopens", "No new stories"],
      "marking the stories read changed only the count, and the screen did not follow")
    #expect(controller.redrawCount == drawn + 2)
  }

  @Test("with nothing new, nothing is redrawn")
  func nothingNewNothingRedrawn() {
    let (window, controller) = show(viewModel)
    let drawn = controller.redrawCount
    runLoop.advance(by: .seconds(60))
    for _ in 0..<3 { _ = window.render(at: .zero) }
    #expect(
      controller.redrawCount == drawn,
      "the screen redrew with nothing changed: a layout method runs before every frame")
    viewModel.markAllRead()
    runLoop.advance()
    #expect(
      controller.redrawCount == drawn,
      "marking nothing read changed nothing, yet the screen redrew")
  }

  @Test("any @Observable view model will do: the screen follows Observation, not a callback")
  func followsAnyObservableViewModel() {
    let stub = StubTickerViewModel()
    let (window, controller) = show(stub)
    let drawn = controller.redrawCount
    for headline in ["First", "Second", "Third"] {
      stub.headline = headline
      runLoop.advance()
    }
    stub.unreadText = "5 new stories"
    runLoop.advance()
    #expect(screen(window) == ["Third", "5 new stories"])
    #expect(controller.redrawCount == drawn + 4)
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
