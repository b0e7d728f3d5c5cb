import TerminalUI

/// Every moment step mode can show, oldest first, and the one it shows now: what lets `.` go
/// forward one message and `,` go back one, with the screens exactly as they were.
///
/// A moment is one message of a cause in every pane at once: the first moment of a refresh
/// shows each pane's first message of it, the second each pane's second, and a pane with fewer
/// stays at its last. At each moment a pane shows the screen as it was right after the last of
/// its messages shown was handled: the screen when its next message passed, or, after its last
/// message of the cause, the screen once the cause's work was done and drawn. So the screen
/// beside a highlighted message is the effect of that message.
///
/// The cause still running is *open*: the screen after a pane's latest message is not known
/// yet, so its moments show the pane as it is now, until the next cause begins and they are
/// given the screens the cause ended with.
///
/// A message sent while the screen is half-drawn (a table laying out its rows, a window's
/// update pass) has no screen of its own that the app could show: it *waits*, with the
/// message before it when that one set the change off, and is given the first whole screen
/// after the change; its moment says so (`PaneMoment.isMidUpdate`).
///
/// Memory is bounded: at most `capacity` moments and `screenBudget` cells of screens are kept,
/// the oldest let go first. With the kit's five tellings, the first moments go at the 380th
/// refresh at 200x50 (a refresh and its load keep about 5,000 cells of screens there, all
/// panes together, in 16 moments) and at the 310th at 80x24, in some 50 MB of screens at most.
struct History {
  /// What one pane shows at a moment.
  struct PaneMoment: Equatable {
    /// How many of the pane's messages are shown, counted from the start (see
    /// `Conversation.count`).
    var shown: Int
    /// The pane's screen right after the last message shown, by its number in the pane's
    /// reel; `nil` while that is the pane's screen now (in the open cause).
    var screen: Int?
    /// Whether the last message shown was sent while the screen was half-drawn, so the screen
    /// shown is the one the change ended with.
    var isMidUpdate = false
  }

  /// One frame of step mode.
  struct Moment {
    /// What the messages shown last were set off by.
    let cause: Conversation.Cause
    /// Which message of its cause this moment shows, in every pane that has one: the first is
    /// 1. 0 when the cause sent no message at all, like ↓ in a telling whose table moves the
    /// selection itself.
    var step: Int
    /// Every pane, in the stage's order.
    var panes: [PaneMoment]
  }

  /// The most moments kept.
  let capacity: Int
  /// The most screen cells kept, all panes together. A cell takes 24 bytes.
  let screenBudget: Int

  /// The moments kept, oldest first; the last is the present.
  private(set) var moments: [Moment]
  /// The screens of each pane that the moments show.
  private(set) var reels: [ScreenReel]
  /// The moment shown while the clock is paused: the grid's, or in a zoom the zoomed pane's.
  /// Stepping in a zoom moves the zoom's alone, so the grid comes back where it was.
  var cursor: Int {
    get { zoomCursor ?? gridCursor }
    set {
      if zoomCursor != nil { zoomCursor = newValue } else { gridCursor = newValue }
    }
  }
  /// The moment the grid shows while the clock is paused.
  private(set) var gridCursor = 0
  /// The moment a zoomed pane shows while the clock is paused; `nil` out of a zoom.
  private(set) var zoomCursor: Int?
  /// Where the open cause's moments begin.
  private(set) var openStart = 0
  /// How many messages each pane has sent in the open cause.
  private var openCounts: [Int]
  /// The messages of the open cause still waiting for the screen they left, in each pane: by
  /// their number in the cause (1 the first), with the tag they were recorded with.
  private var waiting: [[(number: Int, tag: Int)]]
  /// The first of the closed moments still waiting for the screens of the next drawing (see
  /// `begin(_:shown:closingWith:)`).
  private var awaitingDrawing: Int?

  /// A history whose first cause, `start`, begins with `shown` messages in each pane, kept
  /// within `capacity` moments and `screenBudget` cells.
  init(
    start: Conversation.Cause, shown: [Int], capacity: Int = Conversation.capacity,
    screenBudget: Int = 2_000_000
  ) {
    self.capacity = capacity
    self.screenBudget = screenBudget
    moments = [Moment(cause: start, step: 0, panes: shown.map { PaneMoment(shown: $0) })]
    reels = Array(repeating: ScreenReel(), count: shown.count)
    openCounts = Array(repeating: 0, count: shown.count)
    waiting = Array(repeating: [], count: shown.count)
  }

  /// The newest moment: how things stand now.
  var present: Int { moments.count - 1 }
  /// Whether the cursor is at the present.
  var isAtPresent: Bool { cursor == present }
  /// The moment at the cursor.
  var current: Moment { moments[cursor] }
  /// The screen cells kept, all panes together.
  var cells: Int { reels.map(\.cells).reduce(0, +) }

  /// The screen `pane` shows at moment `index`; `nil` when it is the pane's screen now.
  func screen(ofPane pane: Int, at index: Int) -> CellGrid? {
    moments[index].panes[pane].screen.map(reels[pane].screen)
  }

  /// The tags of `pane`'s messages waiting for the screen they left, oldest first.
  func waitingTags(inPane pane: Int) -> [Int] { waiting[pane].map(\.tag) }

  // MARK: Recording

  /// Adds a message `pane` sent in the open cause, after giving `screenBefore` — the pane's
  /// screen as the message passes — to the messages waiting for theirs. Without it, they
  /// go on waiting.
  mutating func record(inPane pane: Int, screenBefore: CellGrid?) {
    if let screenBefore { show(screenBefore, inPane: pane) }
    record(inPane: pane, tag: 0, isMidUpdate: false)
  }

  /// Adds a message `pane` sent in the open cause, waiting for the screen it leaves; `tag` is
  /// the caller's, to tell the waiting messages apart (`show(_:inPane:where:)`). With
  /// `isMidUpdate`, it was sent while the screen was half-drawn.
  mutating func record(inPane pane: Int, tag: Int, isMidUpdate: Bool) {
    openCounts[pane] += 1
    let count = openCounts[pane]
    waiting[pane].append((count, tag))
    let steps = moments[openStart].step == 0 ? 0 : moments.count - openStart
    if steps == 0 {
      moments[openStart].step = 1
      moments[openStart].panes[pane].shown += 1
      moments[openStart].panes[pane].isMidUpdate = isMidUpdate
    } else if count > steps {
      var next = moments[present]
      next.step = count
      next.panes[pane] = PaneMoment(
        shown: next.panes[pane].shown + 1, isMidUpdate: isMidUpdate)
      moments.append(next)
    } else {
      for index in (openStart + count - 1)...present {
        moments[index].panes[pane].shown += 1
        moments[index].panes[pane].isMidUpdate = isMidUpdate
      }
    }
    keepWithinBounds()
  }

  /// Gives `screen`, the pane's screen now, to the messages of `pane` waiting for theirs whose
  /// tags `chosen` picks (all of them by default); the others go on waiting.
  mutating func show(
    _ screen: CellGrid, inPane pane: Int, where chosen: (Int) -> Bool = { _ in true }
  ) {
    let given = waiting[pane].filter { chosen($0.tag) }
    guard !given.isEmpty else { return }
    let number = reels[pane].append(screen)
    for message in given { moments[openStart + message.number - 1].panes[pane].screen = number }
    waiting[pane].removeAll { chosen($0.tag) }
  }

  /// Ends the open cause, each pane's last moments showing `screens`, the panes as the cause
  /// left them, and opens `cause`, which begins with `shown` messages in each pane. A cause
  /// of the clock's that sent no message leaves no moment: nothing happened to step to. A key
  /// or a resize that sent none does: its effect is on the screen.
  ///
  /// Without `screens` (keys read together are drawn once, after the last), the moments wait
  /// for the screens of the next drawing, which `drawn(_:)` hands in.
  mutating func begin(
    _ cause: Conversation.Cause, shown: [Int], closingWith screens: [CellGrid]?
  ) {
    if openStart > 0, moments[openStart].step == 0, moments[openStart].cause.kind == .clock {
      let last = present
      shiftCursors { $0 == last ? $0 - 1 : $0 }
      moments.removeLast()
    } else if let screens {
      fill(openStart...present, with: screens)
    } else {
      awaitingDrawing = awaitingDrawing ?? openStart
    }
    moments.append(Moment(cause: cause, step: 0, panes: shown.map { PaneMoment(shown: $0) }))
    openStart = present
    openCounts = Array(repeating: 0, count: shown.count)
    waiting = Array(repeating: [], count: shown.count)
    let last = present
    shiftCursors { min($0, last) }
    keepWithinBounds()
  }

  /// The panes were just drawn, as `screens`: the moments waiting for a drawing get them.
  mutating func drawn(_ screens: [CellGrid]) {
    guard let first = awaitingDrawing else { return }
    awaitingDrawing = nil
    fill(first..<openStart, with: screens)
  }

  /// Gives every pane's moments in `range` that have no screen yet its screen in `screens`.
  private mutating func fill<Moments: Sequence<Int>>(_ range: Moments, with screens: [CellGrid]) {
    for pane in reels.indices {
      let number = reels[pane].append(screens[pane])
      for index in range where moments[index].panes[pane].screen == nil {
        moments[index].panes[pane].screen = number
      }
    }
  }

  /// Lets the oldest moments go, and the screens only they showed, until the history is within
  /// its bounds: an eighth of them at a time, so a full history does not shift every moment
  /// for each new one. The open cause, and moments waiting for a drawing, are kept whole.
  private mutating func keepWithinBounds() {
    while moments.count > capacity || cells > screenBudget {
      let count = min(max(moments.count / 8, 1), awaitingDrawing ?? openStart)
      guard count > 0 else { return }
      moments.removeFirst(count)
      openStart -= count
      awaitingDrawing = awaitingDrawing.map { $0 - count }
      shiftCursors { max($0 - count, 0) }
      for pane in reels.indices {
        if let oldest = moments[0].panes[pane].screen { reels[pane].forget(before: oldest) }
      }
    }
  }

  // MARK: Moving

  /// A zoom begins: it shows the moment the grid shows, and steps from there on its own.
  mutating func beginZoom() {
    zoomCursor = zoomCursor ?? gridCursor
  }

  /// The zoom ends. The grid comes back where it was when the learner ends it; where no grid
  /// was shown (a terminal too small for one, made bigger), it takes the zoom's moment.
  mutating func endZoom(keepingItsMoment: Bool) {
    if keepingItsMoment, let zoomCursor { gridCursor = zoomCursor }
    zoomCursor = nil
  }

  /// Shows moment `index` in the grid and in a zoom: what reaches the apps (a key, the clock
  /// playing) moves every view to it.
  mutating func moveEveryCursor(to index: Int) {
    gridCursor = index
    if zoomCursor != nil { zoomCursor = index }
  }

  /// Applies `change` to every cursor: the grid's and, in a zoom, the zoom's.
  private mutating func shiftCursors(_ change: (Int) -> Int) {
    gridCursor = change(gridCursor)
    zoomCursor = zoomCursor.map(change)
  }

  /// Whether step mode stops at moment `index`: where a message shows, or where something the
  /// learner did begins (a key, a script's `wait`, a resize); with a `focus` (a zoomed pane),
  /// only where that pane shows one more message, or something the learner did begins.
  func isStop(_ index: Int, focus: Int?) -> Bool {
    guard index > 0 else { return true }
    let moment = moments[index]
    let learnerBegins = moment.cause.kind != .clock && moments[index - 1].cause != moment.cause
    guard let focus else { return moment.step > 0 || learnerBegins }
    return learnerBegins || moment.panes[focus].shown != moments[index - 1].panes[focus].shown
  }

  /// The next stop after moment `index`, if any has happened yet.
  func stop(after index: Int, focus: Int?) -> Int? {
    ((index + 1)..<moments.count).first { isStop($0, focus: focus) }
  }

  /// The stop before moment `index`, if any is kept. With a focus, a moment that is no stop
  /// (the present, when the zoomed pane sent nothing in it) shows that pane as the stop before
  /// it does, so going back goes one message further, past that stop.
  func stop(before index: Int, focus: Int?) -> Int? {
    let shown = focus == nil ? index : (0...index).last { isStop($0, focus: focus) } ?? 0
    return (0..<shown).last { isStop($0, focus: focus) }
  }

  /// The first moment of the cause of moment `index`.
  func causeStart(of index: Int) -> Int {
    let cause = moments[index].cause
    return (0..<index).last { moments[$0].cause != cause }.map { $0 + 1 } ?? 0
  }

  /// The first moment of the last thing the learner did at or before moment `index` (or of
  /// the oldest moment kept).
  func learnerStart(atOrBefore index: Int) -> Int {
    let learner = (0...index).last { moments[$0].cause.kind == .learner } ?? 0
    return causeStart(of: learner)
  }

  /// How many moments cause of moment `index` has: its last step.
  func steps(ofCauseAt index: Int) -> Int {
    let cause = moments[index].cause
    let last = ((index + 1)..<moments.count).first { moments[$0].cause != cause } ?? moments.count
    return moments[last - 1].step
  }
}
