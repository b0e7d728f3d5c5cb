import AppShell
import Observing
import Tracing

/// What one pane's objects said to each other, oldest first, each message under what set it
/// off. How many of them a moment of step mode shows, and the screen each one left, is the
/// history's to say (`History`).
struct Conversation {
  /// One message, and what set it off.
  struct Entry {
    /// Who sent what to whom.
    let message: MessageTrace.Message
    /// The key or the moment that started the run of messages this one belongs to.
    let cause: Cause
  }

  /// What set a run of messages off: something the learner did, or the clock reaching the time
  /// some work was due. Numbered, so that two presses of the same key are two causes.
  struct Cause: Equatable {
    /// Who set it off.
    enum Kind: Equatable {
      /// The learner: a key, or a script's `wait`.
      case learner
      /// A new size for the apps' windows, after a zoom, `t` or a resized terminal: the apps
      /// lay out again, and their messages are kept apart from any key's.
      case resize
      /// The shared clock, reaching the time some work was due.
      case clock
    }

    /// Counts up from 0 (the start) over the whole run of the kit, shared by every pane.
    let number: Int
    /// How the history names it: `▸ refresh`, `⏱ 3 s`.
    let label: String
    /// The time on the shared clock when it happened.
    let time: Duration
    let kind: Kind
  }

  /// The most messages kept, as many as the history's moments; older ones are forgotten, a
  /// tenth of them at a time, so a kit left running stays small.
  static let capacity = 10_000

  /// The messages kept, oldest first.
  private(set) var entries: [Entry] = []
  /// How many of the oldest messages were forgotten.
  private(set) var forgotten = 0

  /// How many messages the pane's objects have sent, forgotten ones included: messages are
  /// counted from the start, so a count stays right when old ones are forgotten.
  var count: Int { forgotten + entries.count }

  /// Keeps a message; beyond `capacity`, forgets the oldest tenth.
  mutating func append(_ message: MessageTrace.Message, cause: Cause) {
    entries.append(Entry(message: message, cause: cause))
    guard entries.count > Self.capacity else { return }
    let excess = Self.capacity / 10
    entries.removeFirst(excess)
    forgotten += excess
  }

  /// The messages kept among the first `count` sent; indexed as in `entries`.
  func first(_ count: Int) -> ArraySlice<Entry> {
    entries[..<min(max(count - forgotten, 0), entries.count)]
  }
}
