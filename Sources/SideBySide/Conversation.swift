import AppShell
import Observing
import TerminalUI

/// What one pane's objects said to each other, and how much of it has been shown.
///
/// While the kit plays, every message is shown as it passes. While it is paused, new messages
/// wait, each with a picture of the pane's screen as it was when that message passed, and `.`
/// shows them one at a time: that is step mode.
struct Conversation {
  /// One message, and what set it off.
  struct Entry {
    /// Who sent what to whom.
    let message: MessageTrace.Message
    /// The key or the moment that started the run of messages this one belongs to.
    let cause: Cause
    /// The pane's screen when the message passed; kept only while it may still be shown.
    fileprivate(set) var screen: CellGrid?
  }

  /// What set a run of messages off: a key, or the clock reaching the time some work was due.
  /// Numbered, so that two presses of the same key are two causes.
  struct Cause: Equatable {
    /// Counts up from 0 (the start) over the whole run of the kit, shared by every pane.
    let number: Int
    /// How the history names it: `▸ refresh`, `⏱ 3 s`.
    let label: String
  }

  /// The most messages kept; older ones are forgotten, so a kit left running stays small.
  static let capacity = 2_000

  /// Every message kept, oldest first: those shown, then those waiting.
  private(set) var entries: [Entry] = []
  /// How many entries are shown; the rest wait for `.`.
  private(set) var shownCount = 0
  /// Where the messages waiting now began, and the screen that was showing then.
  private var waitingStart: (index: Int, screen: CellGrid)?

  /// How many messages wait to be shown.
  var waitingCount: Int { entries.count - shownCount }

  /// The entries shown so far.
  var shown: ArraySlice<Entry> { entries[..<shownCount] }

  /// The screen to draw while messages wait: the one from when the last shown message passed,
  /// or from before the first waiting one. `nil` when nothing waits, so the live screen shows.
  var heldScreen: CellGrid? {
    guard waitingCount > 0, let waitingStart else { return nil }
    return shownCount > waitingStart.index
      ? entries[shownCount - 1].screen ?? waitingStart.screen : waitingStart.screen
  }

  /// The index of the message the last step showed, to highlight it; `nil` once messages are
  /// shown as they pass again.
  private(set) var steppedIndex: Int?

  /// Adds a message that is shown at once.
  mutating func show(_ message: MessageTrace.Message, cause: Cause) {
    entries.append(Entry(message: message, cause: cause))
    showAll()
  }

  /// Adds a message that waits for a step, with `screen`, the pane as it was when the message
  /// passed. `before` is what the pane showed until then, drawn while no step has shown any of
  /// the waiting messages.
  mutating func hold(
    _ message: MessageTrace.Message, cause: Cause, screen: CellGrid, before: CellGrid
  ) {
    if waitingCount == 0 { waitingStart = (entries.count, before) }
    // Most messages leave the screen as it was: the picture before is kept in its place, so
    // the two share their storage.
    let previous = waitingCount > 0 ? entries.last?.screen : nil
    entries.append(
      Entry(message: message, cause: cause, screen: previous == screen ? previous : screen))
  }

  /// Shows the next waiting message. Returns `false` when none was waiting.
  @discardableResult
  mutating func showNext() -> Bool {
    guard waitingCount > 0 else { return false }
    if let stepped = steppedIndex { entries[stepped].screen = nil }
    steppedIndex = shownCount
    shownCount += 1
    if waitingCount == 0 { finishWaiting() }
    return true
  }

  /// Shows every waiting message at once, as playing again does.
  mutating func showAll() {
    shownCount = entries.count
    steppedIndex = nil
    finishWaiting()
  }

  private mutating func finishWaiting() {
    if waitingStart != nil {
      waitingStart = nil
      for index in entries.indices where entries[index].screen != nil {
        entries[index].screen = nil
      }
    }
    forgetOldEntries()
  }

  /// Drops the oldest entries beyond `capacity`, once nothing waits.
  private mutating func forgetOldEntries() {
    let excess = entries.count - Self.capacity
    guard excess > 0, waitingStart == nil else { return }
    entries.removeFirst(excess)
    shownCount -= excess
    steppedIndex = steppedIndex.map { $0 - excess }.flatMap { $0 >= 0 ? $0 : nil }
  }
}
