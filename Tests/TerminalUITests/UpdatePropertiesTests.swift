import Foundation
import Observation
import Observing
import Testing

@testable import TerminalUI

/// iOS 26's `updateProperties()`: called before the first layout, again after
/// `setNeedsUpdateProperties()`, and again — once a turn of the run loop — when an `@Observable`
/// property read in it changes.
@MainActor
@Suite("updateProperties(): when UIKit calls it, and what it tracks")
struct UpdatePropertiesTests {
  @Observable
  final class Ticker {
    var headline = "No news"
    var unread = 0
  }

  /// A screen that writes down the headline each time it is updated, and reads nothing else.
  final class HeadlineScreen: ViewController {
    let ticker: Ticker
    private(set) var updates: [String] = []

    init(ticker: Ticker) {
      self.ticker = ticker
      super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
      fatalError("init(coder:) has not been implemented")
    }

    override func updateProperties() {
      super.updateProperties()
      updates.append(ticker.headline)
    }
  }

  /// A run loop the test turns by hand.
  final class HandTurnedRunLoop: ChangeDelivery {
    private var work: [(id: Int, run: @MainActor () -> Void)] = []
    private var nextID = 0

    func schedule(after delay: Duration, _ work: @escaping @MainActor () -> Void)
      -> CancellationToken
    {
      let id = nextID
      nextID += 1
      self.work.append((id, work))
      return CancellationToken { [weak self] in
        MainActor.assumeIsolated { self?.work.removeAll { $0.id == id } }
      }
    }

    /// Runs everything scheduled so far, and whatever that schedules in turn.
    func turn() {
      while !work.isEmpty { work.removeFirst().run() }
    }

    var hasWork: Bool { !work.isEmpty }
  }

  let ticker = Ticker()
  let runLoop = HandTurnedRunLoop()

  /// The screen in a window on the hand-turned run loop. Keep the window: as in UIKit, a window
  /// lives only as long as someone (a scene delegate) holds it.
  private func show() -> (Window, HeadlineScreen) {
    let screen = HeadlineScreen(ticker: ticker)
    return (Window.showing(screen, size: Size(width: 20, height: 3), runLoop: runLoop), screen)
  }

  @Test("It runs once before the screen is first drawn")
  func beforeTheFirstFrame() {
    let (window, screen) = show()
    #expect(screen.updates == ["No news"])
    _ = window.render(at: .zero)
    #expect(screen.updates == ["No news"], "drawing again needs no update")
  }

  @Test("A change to what it read runs it again, once, when the run loop turns, with the new value")
  func afterAChange() {
    let (window, screen) = show()
    defer { withExtendedLifetime(window) {} }
    ticker.headline = "Bridge reopens"
    #expect(screen.updates == ["No news"], "Observation tells before the change: not at once")
    runLoop.turn()
    #expect(screen.updates == ["No news", "Bridge reopens"])
    ticker.headline = "Tram strike ends"
    runLoop.turn()
    #expect(screen.updates.last == "Tram strike ends", "the tracking is armed again each time")
  }

  @Test("Changes in one turn come as one update, with the latest value")
  func oneTurnOneUpdate() {
    let (window, screen) = show()
    defer { withExtendedLifetime(window) {} }
    ticker.headline = "Bridge reopens"
    ticker.headline = "Tram strike ends"
    runLoop.turn()
    #expect(screen.updates == ["No news", "Tram strike ends"])
  }

  @Test("A change to something it did not read runs nothing")
  func untouched() {
    let (window, screen) = show()
    ticker.unread = 3
    runLoop.turn()
    _ = window.render(at: .zero)
    #expect(screen.updates == ["No news"])
  }

  @Test("setNeedsUpdateProperties() asks for one update at the next turn")
  func askedByHand() {
    let (window, screen) = show()
    defer { withExtendedLifetime(window) {} }
    screen.setNeedsUpdateProperties()
    screen.setNeedsUpdateProperties()
    #expect(screen.updates.count == 1)
    runLoop.turn()
    #expect(screen.updates.count == 2)
  }

  @Test("A view's updateProperties() runs before it is first drawn, and after its own request")
  func views() {
    final class Badge: View {
      var count = 0 {
        didSet { setNeedsUpdateProperties() }
      }
      private(set) var shown: [Int] = []
      override func updateProperties() {
        super.updateProperties()
        shown.append(count)
      }
    }
    let screen = ViewController()
    let badge = Badge()
    screen.view.addSubview(badge)
    let window = Window.showing(screen, size: Size(width: 20, height: 3), runLoop: runLoop)
    #expect(badge.shown == [0])
    badge.count = 2
    runLoop.turn()
    #expect(badge.shown == [0, 2])
    withExtendedLifetime(window) {}
  }

  @Test("A change to what a layout read asks the run loop for a turn, and the next frame shows it")
  func layoutIsTracked() {
    final class Headline: View {
      let ticker: Ticker
      let label = Label()
      init(ticker: Ticker) {
        self.ticker = ticker
        super.init(frame: .zero)
        addSubview(label)
      }
      required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
      override func layoutSubviews() {
        super.layoutSubviews()
        label.text = ticker.headline
        label.frame = bounds
      }
    }
    let screen = ViewController()
    screen.view = Headline(ticker: ticker)
    let window = Window.showing(screen, size: Size(width: 20, height: 1), runLoop: runLoop)
    #expect(!runLoop.hasWork)
    ticker.headline = "Bridge reopens"
    #expect(runLoop.hasWork, "the change asked for a turn, so a run loop draws again")
    runLoop.turn()
    #expect(window.render(at: .zero).plainText == "Bridge reopens")
    ticker.headline = "Tram strike ends"
    #expect(runLoop.hasWork, "and the layout that showed it is tracked again")
  }

  @Test("A closed window leaves nothing on the run loop, and a later change schedules nothing")
  func closedWindow() {
    weak var released: HeadlineScreen?
    do {
      let (window, screen) = show()
      released = screen
      ticker.headline = "Bridge reopens"
      window.close()
    }
    #expect(released == nil)
    #expect(!runLoop.hasWork)
    ticker.headline = "Tram strike ends"
    #expect(!runLoop.hasWork)
  }
}
