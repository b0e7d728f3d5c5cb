import AppShell
import Foundation
import NewsCore
import Observing
import TerminalUI
import Tracing

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

    /// What the strips show, in words: the status line and a zoomed pane's title say the same.
    var title: String {
      switch self {
      case .off: "no messages"
      case .lastKey: "last key's messages"
      case .all: "every message"
      }
    }
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
  /// Every moment step mode can show, and the one it shows.
  private(set) var history: History
  /// The key or moment the messages recorded now belong to.
  private var cause: Conversation.Cause
  /// Whether work has run since the panes were last drawn, so their screens are behind.
  private var needsDrawing = false
  /// Keys read together being taken (`handle(_:until:)`), perhaps over several calls: the
  /// apps take the size a zoom or `t` among them leaves, and the panes are drawn, once they
  /// are all taken, not at each.
  var keysTogether: KeysTogether?

  /// What keys read together have done so far.
  struct KeysTogether {
    /// Whether one of them reached the apps, which then take their size even paused.
    var reachedApps = false
    /// Whether one of them was an app's key, so the panes are drawn after the last.
    var tookAppKeys = false
    /// The last one taken, for `r` pressed again to reload once.
    var last: KeyPress?
  }
  /// The apps' keys pressed while step mode showed the past, oldest first: they reach the
  /// apps at the present (`>`, or the clock playing).
  private(set) var keysWaiting: [Key] = []
  /// For each pane whose screen is in the middle of a change, the screen as the change began
  /// and the waiting messages it is for (see `screenUpdate(began:inPane:)`).
  private var screensBeforeUpdate: [Int: (screen: CellGrid, tags: Set<Int>)] = [:]

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
    let start = Conversation.Cause(number: 0, label: "▸ start", time: .zero, kind: .learner)
    cause = start
    history = History(start: start, shown: [])
    layout = StageLayout(
      screen: screen, paneCount: variants.count, zoomRequested: false, focus: 0,
      showsTraces: true)
    panes = variants.enumerated().map { index, variant in
      StagePane(
        variant: variant, fixture: fixture, delay: delay, mode: mode, naiveCells: naiveCells,
        scheduler: clock.scheduler, size: layout.appSize, start: start,
        onMessage: { [weak self] message in self?.record(message, inPane: index) },
        onScreenUpdate: { [weak self] began in self?.screenUpdate(began: began, inPane: index) })
    }
    history = History(start: start, shown: panes.map(\.conversation.count))
    for pane in panes { pane.start() }
    display()
  }

  /// The virtual time.
  var now: Duration { clock.now }
  /// Whether the clock is paused.
  var isPaused: Bool { clock.isPaused }
  /// Whether step mode shows a moment before the present: messages wait for `.`, and the apps'
  /// keys for the present.
  var isInThePast: Bool { isPaused && !history.isAtPresent }
  /// The moment the panes show: the cursor's while paused, the present while playing.
  var shownMoment: Int { isPaused ? history.cursor : history.present }
  /// The pane zoomed, if one is: step mode then steps that pane's messages.
  var zoomedPane: Int? {
    guard case .zoom(let index) = layout.arrangement else { return nil }
    return index
  }
  /// Whether the next load fails in every pane (`f`).
  var failsNextLoad: Bool { panes.contains { $0.fetcher.failsNextRequest } }
  /// Whether something on screen moves by itself, so the loop keeps drawing.
  var isAnimating: Bool { !isPaused && panes.contains { $0.window?.hasAnimations == true } }

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
    begin("⏱ \(Seconds(deadline)) s", kind: .clock, at: deadline)
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
    needsDrawing = false
    history.drawn(panes.map(\.screen))
    guard divergence == nil, isSettled else { return }
    divergence = Divergence.find(
      names: panes.map(\.name), screens: panes.map(\.screen.plainText), at: now)
  }

  /// Whether no work is due now: every pane has done all it will for this moment.
  var isSettled: Bool { clock.scheduler.nextDeadline.map { $0 > now } ?? true }

  /// Starts a new run of messages, set off by `label`: the history closes the last one with
  /// the screens it left. Those are the screens as last drawn, unless work has run since: then,
  /// paused, pictures of the screens as they stand; playing, the next drawing's, as keys read
  /// together are drawn once (see `handle(_:)`).
  private func begin(
    _ label: String, kind: Conversation.Cause.Kind, at time: Duration? = nil
  ) {
    cause = Conversation.Cause(
      number: cause.number + 1, label: label, time: time ?? now, kind: kind)
    let screens =
      !needsDrawing ? panes.map(\.screen) : isPaused ? panes.map { $0.snapshot(at: now) } : nil
    history.begin(cause, shown: panes.map(\.conversation.count), closingWith: screens)
  }

  /// Keeps a message that pane number `index`'s objects just sent, and gives the pane's
  /// messages waiting for the screen they left a picture of it as it stands at this instant:
  /// the effect of the messages before.
  ///
  /// Unless the screen is half-drawn (a table laying out its rows, a window's update pass):
  /// then no picture is true, and the messages wait for the first whole screen after the
  /// change — except those that had returned before it began, which get the screen as it
  /// stood then (see `screenUpdate(began:inPane:)`).
  private func record(_ message: MessageTrace.Message, inPane index: Int) {
    let pane = panes[index]
    pane.conversation.append(message, cause: cause)
    if pane.trace.isUpdatingScreen {
      if let before = screensBeforeUpdate.removeValue(forKey: index) {
        history.show(before.screen, inPane: index) { before.tags.contains($0) }
      }
    } else if !history.waitingTags(inPane: index).isEmpty {
      history.show(pane.snapshot(at: now), inPane: index)
    }
    history.record(
      inPane: index, tag: pane.trace.recordedCount - 1, isMidUpdate: pane.trace.isUpdatingScreen)
  }

  /// Pane number `index`'s screen begins a change made in several steps, or ends it. A
  /// message that had returned before the change began was not its cause: the screen it left
  /// is the one as the change begins, kept for it here in case the change sends a message.
  /// One still running when the change began set it off, and waits for its end.
  private func screenUpdate(began: Bool, inPane index: Int) {
    screensBeforeUpdate[index] = nil
    guard began else { return }
    let running = Set(panes[index].trace.openMessages)
    let returned = history.waitingTags(inPane: index).filter { !running.contains($0) }
    guard !returned.isEmpty else { return }
    screensBeforeUpdate[index] = (panes[index].snapshot(at: now), Set(returned))
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
    // The apps live in the present: a key pressed while step mode shows the past would reach
    // apps in another state than the one on screen. It waits for `>`.
    guard !isInThePast else {
      keysWaiting.append(key)
      notice =
        keysWaiting.count == 1
        ? "\(Self.keyName(key)) waits for the present: press >"
        : "\(keysWaiting.count) keys wait for the present: press >"
      return
    }
    let waited = deliverWaitingKeys()
    let first = send(key)
    // Paused, a key shows its first message at once, so the learner sees it was taken.
    if isPaused { history.moveEveryCursor(to: min(waited ?? first, history.present)) }
  }

  /// Hands `key` to every pane, in the apps' present, at their size; returns the moment where
  /// its messages begin.
  @discardableResult
  private func send(_ key: Key) -> Int {
    history.moveEveryCursor(to: history.present)
    // Among keys read together the apps keep their size until the last is taken.
    if keysTogether != nil {
      keysTogether?.reachedApps = true
    } else {
      resizeApps(evenIfPaused: true)
    }
    beginStep("▸ \(key.rawValue)")
    let first = history.present
    for pane in panes { pane.send(key) }
    // Work the key scheduled for now (a change delivered through the scheduler) runs at once,
    // paused or playing, as the next turn of a run loop would run it: so every pane takes the
    // next key in the same state. Paused, its messages wait for `.` like any.
    clock.scheduler.advance()
    needsDrawing = true
    return first
  }

  /// Hands the apps the keys that waited while step mode showed the past, in the order they
  /// were pressed; returns the moment where the first one's messages begin, if any waited.
  @discardableResult
  private func deliverWaitingKeys() -> Int? {
    guard !keysWaiting.isEmpty else { return nil }
    let keys = keysWaiting
    keysWaiting = []
    let first = send(keys[0])
    for key in keys.dropFirst() { send(key) }
    return first
  }

  /// How the status line names `key`: `r`, `↓`.
  private static func keyName(_ key: Key) -> String {
    switch key {
    case .up: "↑"
    case .down: "↓"
    case .pageUp: "PgUp"
    case .pageDown: "PgDn"
    case .enter: "⏎"
    case .back: "←"
    case .refresh: "r"
    case .quit: "q"
    }
  }

  /// Starts the messages of a new step of the learner's, such as a key: the strips show the
  /// messages since the last one.
  func beginStep(_ label: String) {
    begin(label, kind: .learner)
    scrolledBack = 0
  }

  /// Pauses the clock at the present, or plays it again from the present, where the keys that
  /// waited reach the apps and the apps take the size the layout has room for.
  func togglePause() {
    notice = nil
    if isPaused {
      clock.play()
      history.moveEveryCursor(to: history.present)
      resizeApps()
      if deliverWaitingKeys() != nil { display() }
    } else {
      followRealTime()
      clock.pause()
    }
    history.moveEveryCursor(to: history.present)
  }

  /// One step forward: the next message in every pane at once, or in the zoomed pane alone;
  /// at the present, the clock moves to the next time work is due, until a message shows.
  /// Pauses first when playing.
  func step() {
    notice = nil
    guard isPaused else {
      togglePause()
      notice = "paused: . shows the next message, , the one before"
      return
    }
    scrolledBack = 0
    let focus = zoomedPane
    if let next = history.stop(after: history.cursor, focus: focus) {
      history.cursor = next
      return
    }
    var events = 0
    while let deadline = clock.scheduler.nextDeadline, events < Self.eventLimit {
      runEvent(at: deadline)
      settle()
      events += 1
      if let next = history.stop(after: history.cursor, focus: focus) {
        history.cursor = next
        return
      }
    }
    history.cursor = history.present
    let pressAKey = "press a key (r loads again)"
    notice =
      focus.map { "\(panes[$0].name) says nothing more: \(pressAKey)" }
      ?? "nothing more is due: \(pressAKey)"
  }

  /// One step back: every pane as it was at the message before, or the zoomed pane's message
  /// before. Pauses first when playing.
  func stepBack() {
    notice = nil
    if !isPaused { togglePause() }
    scrolledBack = 0
    guard let previous = history.stop(before: history.cursor, focus: zoomedPane) else {
      notice = "this is the oldest moment kept"
      return
    }
    history.cursor = previous
  }

  /// Goes back to the first message of the key shown (or of the key before, from there).
  /// Pauses first when playing.
  func goToKeyStart() {
    notice = nil
    if !isPaused { togglePause() }
    scrolledBack = 0
    let start = history.learnerStart(atOrBefore: history.cursor)
    history.cursor =
      start == history.cursor && start > 0 ? history.learnerStart(atOrBefore: start - 1) : start
  }

  /// Goes to the present: the apps as they are now, every message shown. The keys that waited
  /// for it reach the apps, each showing its first message as a key pressed now does.
  func goToPresent() {
    notice = isPaused && history.isAtPresent && keysWaiting.isEmpty ? "this is the present" : nil
    scrolledBack = 0
    history.cursor = history.present
    guard let first = deliverWaitingKeys() else { return }
    display()
    if isPaused { history.moveEveryCursor(to: min(first, history.present)) }
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
      scrolledBack = 0
      applyLayout(endingTheLearnersZoom: true)
      return
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
    let longest = panes.indices.map { shownEntries(ofPane: $0).count }.max() ?? 0
    scrolledBack = min(max(scrolledBack + count, 0), max(longest - 1, 0))
  }

  /// Leaves a word on the status line.
  func say(_ text: String) { notice = text }

  // MARK: The moment shown

  /// What pane number `index` shows: its screen right after the last of its messages shown.
  /// A screen kept from before a zoom or a resize keeps the size it had.
  func screen(ofPane index: Int) -> CellGrid {
    history.screen(ofPane: index, at: shownMoment) ?? panes[index].screen
  }

  /// The messages pane number `index` shows, oldest first, indexed as in its conversation.
  func shownEntries(ofPane index: Int) -> ArraySlice<Conversation.Entry> {
    panes[index].conversation.first(history.moments[shownMoment].panes[index].shown)
  }

  /// The index of the message whose effect pane number `index` shows, to highlight while
  /// paused: its last message shown, if the cause of the moment sent it.
  func highlightedEntry(ofPane index: Int) -> Int? {
    let entries = shownEntries(ofPane: index)
    guard isPaused, let last = entries.indices.last,
      entries[last].cause == history.moments[shownMoment].cause
    else { return nil }
    return last
  }

  /// Where pane number `index` stands in the cause of the moment shown: its message `shown`
  /// of `count`. Both 0 when the cause sent it no message.
  func progress(ofPane index: Int) -> (shown: Int, count: Int) {
    let cause = history.moments[shownMoment].cause
    let entries = panes[index].conversation.entries
    let end = shownEntries(ofPane: index).endIndex
    let shown = entries[..<end].reversed().prefix { $0.cause == cause }.count
    let later = entries[end...].prefix { $0.cause == cause }.count
    return (shown, shown + later)
  }

  /// The key (or other step of the learner's) whose messages the strips show in `lastKey`
  /// mode: the last one at or before the moment shown.
  var keyShown: Conversation.Cause {
    history.moments[history.learnerStart(atOrBefore: shownMoment)].cause
  }

  // MARK: Screen

  /// Lays everything out for `screen`, the terminal's size.
  func resize(to screen: Size) {
    guard screen != layout.screen else { return }
    applyLayout(on: screen)
  }

  /// Lays everything out again after a change of size, zoom or trace mode, and resizes every
  /// window when the apps' room changed (see `resizeApps()`). A zoom steps on its own from the
  /// moment the grid showed; when the learner ends it, the grid is as they left it (see
  /// `History.cursor`).
  private func applyLayout(on screen: Size? = nil, endingTheLearnersZoom: Bool = false) {
    let wasZoomed = zoomedPane != nil
    layout = StageLayout(
      screen: screen ?? layout.screen, paneCount: panes.count, zoomRequested: zoomRequested,
      focus: focus, showsTraces: traceMode != .off)
    switch (wasZoomed, zoomedPane != nil) {
    case (false, true): history.beginZoom()
    case (true, false): history.endZoom(keepingItsMoment: !endingTheLearnersZoom)
    default: break
    }
    if keysTogether == nil { resizeApps() }
  }

  /// Whether the apps' windows are not the size the layout gives them: they keep their size
  /// while the clock is paused.
  var appsAwaitSize: Bool { panes.first?.window.map { $0.size != layout.appSize } ?? false }

  /// Gives every window the size the layout has room for: all the windows keep one size, shown
  /// or not, so the panes stay comparable.
  ///
  /// Not while the clock is paused: looking at a moment — zooming in on a pane, showing its
  /// messages — must not change the apps being looked at, and a new size lays them out again,
  /// which may ask for rows and load their pictures. Meanwhile each pane shows its screen at
  /// the size it was drawn; the apps take the new size when the clock plays or a key reaches
  /// them. Their messages as they lay out again are a run of their own, under `▸ resize to
  /// 65x12`, never mixed into a key's; from the present they are shown at once.
  func resizeApps(evenIfPaused: Bool = false) {
    guard !isPaused || evenIfPaused, appsAwaitSize else { return }
    let wasAtPresent = history.isAtPresent
    begin("▸ resize to \(layout.appSize)", kind: .resize)
    for pane in panes { pane.window?.size = layout.appSize }
    display()
    if wasAtPresent { history.moveEveryCursor(to: history.present) }
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
