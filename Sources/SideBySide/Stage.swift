import AppShell
import Foundation
import NewsCore
import Observing
import TerminalUI

/// The teaching stage behind `make run`: every variant at once, each in a pane of its own, on
/// one shared clock, driven by the same keys, each pane showing the messages its objects send.
///
/// The stage knows nothing of terminals: it takes key presses and the real time and draws
/// canvases, so the terminal loop drives it in a terminal, a script drives it without one, and
/// tests drive it directly.
///
/// Time moves one deadline at a time: at each, the work due runs, then every pane is laid out
/// and drawn again, as a run loop does. So playing, stepping and a script see the same work in
/// the same order, whatever real time does in between.
///
/// Every change the stage makes ends *settled*: the work due now, such as a change the
/// Observation telling delivers on the next turn of its run loop, has run, and every pane has
/// been drawn after it. Only settled screens are shown or printed, and each of them is compared
/// across the panes, the first one included, so the divergence alarm sees every frame.
@MainActor
final class Stage {
  /// What the panes' trace strips show: `t` goes round them.
  enum TraceMode: CaseIterable {
    /// No messages: the apps get the room.
    case off
    /// The messages since the last key was pressed.
    case lastKey
    /// Every message kept, each run of them under the key or the time that set it off.
    case all
  }

  /// The delays `+` and `-` move between.
  static let delays: [Duration] = [0, 0.5, 1, 2, 3, 5, 10, 30].map { .milliseconds($0 * 1000) }
  /// The most pieces of work one move of the clock runs, so work that keeps scheduling itself
  /// without delay cannot hang the kit.
  static let eventLimit = 10_000

  /// The panes, in the order the variants were given.
  private(set) var panes: [StagePane] = []
  /// The clock every pane shares.
  let clock: SharedClock
  /// Where everything goes on the screen now.
  private(set) var layout: StageLayout
  /// What the trace strips show.
  private(set) var traceMode = TraceMode.lastKey
  /// Whether the learner zoomed a pane (a screen too small for the grid zooms by itself).
  private(set) var zoomRequested = false
  /// The pane zoomed, or the one a zoom would show.
  private(set) var focus = 0
  /// Whether the list of keys is shown over everything.
  private(set) var showsKeyGuide = false
  /// How many of the newest messages are scrolled out of view.
  private(set) var scrolledBack = 0
  /// A word about the last control used, until the next key.
  private(set) var notice: String?
  /// The first time two panes drew different screens, if they ever did.
  private(set) var divergence: Divergence?
  /// Whether q was pressed.
  private(set) var isQuitRequested = false
  /// How many times every pane has been drawn: once per key, once for a paste of many.
  private(set) var drawings = 0
  /// How long the mock news sources take to answer.
  private(set) var delay: Duration
  /// The key or moment the messages recorded now belong to.
  private var cause: Conversation.Cause
  /// The last key pressed, whose messages the strips show by default.
  private(set) var lastKey: Conversation.Cause

  /// Starts every one of `variants` on `screen`, on the mock sources over `fixture`, with one
  /// clock following `realTime` (the time since some fixed start); with `naiveCells`, the
  /// tellings that have naive cells use them (lesson 6's bug, for the alarm to catch).
  init(
    variants: [any NewsVariant.Type], fixture: Data = NewsFixture.bundled,
    delay: Duration = TimedMockNewsFetcher.defaultDelay,
    mode: TimedMockNewsFetcher.Mode = .success, naiveCells: Bool = false, screen: Size,
    realTime: @escaping () -> Duration
  ) {
    clock = SharedClock(realTime: realTime)
    self.delay = delay
    let start = Conversation.Cause(number: 0, label: "▸ start")
    cause = start
    lastKey = start
    layout = StageLayout(
      screen: screen, paneCount: variants.count, zoomRequested: false, focus: 0,
      showsTraces: true)
    panes = variants.map { variant in
      StagePane(
        variant: variant, fixture: fixture, delay: delay, mode: mode, naiveCells: naiveCells,
        scheduler: clock.scheduler, size: layout.appSize, start: start
      ) { [weak self] pane, message in
        self?.record(message, in: pane)
      }
    }
    for pane in panes { pane.start() }
    display()
  }

  /// The virtual time.
  var now: Duration { clock.now }
  /// Whether the clock is paused.
  var isPaused: Bool { clock.isPaused }
  /// Whether any pane has messages waiting for a step.
  var hasWaitingMessages: Bool { panes.contains { $0.conversation.waitingCount > 0 } }
  /// Whether the next load fails in every pane (`f`).
  var failsNextLoad: Bool { panes.contains { $0.fetcher.failsNextRequest } }
  /// Whether something on screen moves by itself, so the loop keeps drawing.
  var isAnimating: Bool { !isPaused && panes.contains { $0.window.hasAnimations } }

  // MARK: Time

  /// Moves virtual time on by the real time that has passed, unless paused.
  func followRealTime() {
    let elapsed = clock.elapsedSinceLastReading()
    guard !isPaused else { return }
    advance(to: now + elapsed)
  }

  /// Moves virtual time to `target`, one deadline at a time.
  func advance(to target: Duration) {
    guard runEvents(through: target) else { return }
    if target > now {
      clock.scheduler.advance(by: target - now)
      drawPanes()
    }
    settle()
  }

  /// Runs every deadline until no work is left waiting: a script's bare `wait`.
  func runUntilIdle() {
    runEvents(through: nil)
  }

  /// Runs the deadlines up to `limit` (all of them when `nil`) one at a time; false when it
  /// stopped at `eventLimit` with work still due, as a runaway telling would make it.
  @discardableResult
  private func runEvents(through limit: Duration?) -> Bool {
    var events = 0
    while let deadline = clock.scheduler.nextDeadline, deadline <= limit ?? deadline {
      guard events < Self.eventLimit else { return false }
      runEvent(at: deadline)
      events += 1
    }
    return true
  }

  /// Moves the clock to `deadline`, runs what is due then, and draws every pane.
  private func runEvent(at deadline: Duration) {
    begin("⏱ \(Seconds(deadline)) s")
    clock.scheduler.advance(by: max(deadline - now, .zero))
    drawPanes()
  }

  /// Draws every pane, then settles.
  func display() {
    drawPanes()
    settle()
  }

  /// Runs the work due now, drawing after each piece, until none is left: what a run loop
  /// does before it sleeps. Laying out a table asks for cells, which may start work, and a
  /// piece of work may schedule another for now.
  private func settle() {
    runEvents(through: now)
  }

  /// Lays out and draws every pane, then compares their screens once the moment has settled:
  /// when no more work is due now, every pane has done all it will for this moment. Before
  /// then a telling that delivers its changes on the next turn of the run loop is a turn
  /// behind, and rightly so; no screen is shown until the moment has settled.
  private func drawPanes() {
    for pane in panes { pane.draw(at: now) }
    drawings += 1
    guard divergence == nil, isSettled else { return }
    divergence = Divergence.find(
      names: panes.map(\.name), screens: panes.map(\.screen.plainText), at: now)
  }

  /// Whether no work is due now: every pane has done all it will for this moment.
  var isSettled: Bool { clock.scheduler.nextDeadline.map { $0 > now } ?? true }

  /// Starts a new run of messages, set off by `label`.
  private func begin(_ label: String) {
    cause = Conversation.Cause(number: cause.number + 1, label: label)
  }

  /// Keeps a message one of the panes' objects just sent: shown at once while playing; while
  /// paused, held for a step with a picture of the pane as it is at this instant.
  private func record(_ message: MessageTrace.Message, in pane: StagePane) {
    if isPaused {
      pane.conversation.hold(
        message, cause: cause, screen: pane.snapshot(at: now), before: pane.screen)
    } else {
      pane.conversation.show(message, cause: cause)
    }
  }

  // MARK: Keys

  /// Hands an app key to every pane: the same key, in the same state, to every variant.
  func press(_ key: Key) {
    take(key)
    display()
  }

  /// Hands `key` to every pane and runs the work it scheduled for now, drawing nothing: a
  /// key among many read at once, drawn once after the last (see `handle(_:)`).
  func take(_ key: Key) {
    notice = nil
    guard key != .quit else {
      isQuitRequested = true
      return
    }
    beginStep("▸ \(key.rawValue)")
    let wasWaiting = hasWaitingMessages
    for pane in panes { pane.send(key) }
    // Work the key scheduled for now (a change delivered through the scheduler) runs at once,
    // paused or playing, as the next turn of a run loop would run it: so every pane takes the
    // next key in the same state. Paused, its messages wait for `.` like any.
    clock.scheduler.advance()
    // Paused, a key shows its first message at once, so the learner sees it was taken.
    if isPaused, !wasWaiting { showNextMessages() }
  }

  /// Starts the messages of a new step of the learner's, such as a key: the strips show the
  /// messages since the last one.
  func beginStep(_ label: String) {
    begin(label)
    lastKey = cause
    scrolledBack = 0
  }

  /// Pauses the clock, or plays it again showing every message still waiting.
  func togglePause() {
    notice = nil
    if isPaused {
      for pane in panes { pane.conversation.showAll() }
      clock.play()
    } else {
      followRealTime()
      clock.pause()
    }
  }

  /// One step: the next waiting message in every pane at once; when none waits, the clock
  /// moves to the next time work is due and that work's first messages show. Pauses first
  /// when playing.
  func step() {
    notice = nil
    guard isPaused else {
      togglePause()
      notice = "paused: . shows the next message"
      return
    }
    scrolledBack = 0
    if showNextMessages() { return }
    var events = 0
    while let deadline = clock.scheduler.nextDeadline, events < Self.eventLimit {
      runEvent(at: deadline)
      settle()
      events += 1
      if showNextMessages() { return }
    }
    notice = "nothing is due to happen: press a key (r loads again)"
  }

  /// Shows one more waiting message in each pane that has one. Returns whether any did.
  @discardableResult
  private func showNextMessages() -> Bool {
    var showed = false
    for pane in panes {
      if pane.conversation.showNext() { showed = true }
    }
    return showed
  }

  /// Shows the next kind of trace strip: off, the last key's messages, all of them.
  func cycleTraces() {
    let modes = TraceMode.allCases
    traceMode = modes[(modes.firstIndex(of: traceMode)! + 1) % modes.count]
    notice = nil
    scrolledBack = 0
    applyLayout()
  }

  /// Zooms pane `index`; the same number again goes back to the grid, where one fits.
  func zoom(_ index: Int) {
    notice = nil
    guard panes.indices.contains(index) else {
      notice = "there is no variant \(index + 1)"
      return
    }
    if !StageLayout.gridFits(panes.count, on: layout.screen) {
      if focus == index {
        notice = "the grid needs \(StageLayout.gridMinimum(for: panes.count)) or more"
      }
      focus = index
    } else if zoomRequested, focus == index {
      zoomRequested = false
    } else {
      zoomRequested = true
      focus = index
    }
    scrolledBack = 0
    applyLayout()
  }

  /// Makes the mock news sources' delay the next longer or shorter of `delays`.
  func changeDelay(longer: Bool) {
    let next = longer ? Self.delays.first { $0 > delay } : Self.delays.last { $0 < delay }
    guard let next else {
      notice = longer ? "that is the longest delay" : "there is no delay to take away"
      return
    }
    delay = next
    for pane in panes { pane.fetcher.delay = next }
    notice = "loads from now on take \(Seconds(next)) s"
  }

  /// Makes the next load fail in every pane, or no longer.
  func toggleFailure() {
    let fails = !failsNextLoad
    for pane in panes { pane.fetcher.failsNextRequest = fails }
    notice = fails ? "the next load fails: r loads" : "the next load succeeds"
  }

  /// Shows or hides the list of keys.
  func toggleKeyGuide() {
    notice = nil
    showsKeyGuide.toggle()
  }

  /// Scrolls the messages by `count`: positive towards older ones.
  func scroll(by count: Int) {
    notice = nil
    let longest = panes.map(\.conversation.shownCount).max() ?? 0
    scrolledBack = min(max(scrolledBack + count, 0), max(longest - 1, 0))
  }

  /// Leaves a word on the status line.
  func say(_ text: String) { notice = text }

  // MARK: Screen

  /// Lays everything out for `screen`, the terminal's size.
  func resize(to screen: Size) {
    guard screen != layout.screen else { return }
    applyLayout(on: screen)
  }

  /// Lays everything out again after a change of size, zoom or trace mode, resizing every
  /// window when the apps' room changed: all the windows keep one size, shown or not, so the
  /// panes stay comparable.
  private func applyLayout(on screen: Size? = nil) {
    layout = StageLayout(
      screen: screen ?? layout.screen, paneCount: panes.count, zoomRequested: zoomRequested,
      focus: focus, showsTraces: traceMode != .off)
    guard let first = panes.first, first.window.size != layout.appSize else { return }
    for pane in panes { pane.window.size = layout.appSize }
    display()
  }

  /// Takes every app off screen, so their objects can be released.
  func close() {
    for pane in panes { pane.close() }
  }
}

extension Stage: LoopClock {
  func runDueWork() { followRealTime() }

  var timeUntilNextDeadline: Duration? {
    guard !isPaused, let deadline = clock.scheduler.nextDeadline else { return nil }
    return max(deadline - now, .zero)
  }
}
