import Foundation

/// Every key of the kit and what it does: shown by `?`, in a grid slot no pane uses, and by
/// `kit --help`. One list, so the three never disagree.
enum KeyGuide {
  /// The keys, as they are written on screen, and what they do, with `paneCount` panes.
  static func entries(paneCount: Int) -> [(keys: String, meaning: String)] {
    [
      ("↑ ↓  k j", "move, in every pane"),
      ("⏎ → l", "open the story"),
      ("Esc ← b h", "back"),
      ("r", "refresh, or retry after a failure"),
      ("space", "pause or play the shared clock"),
      (".", "paused: next message in each pane, or next event"),
      ("t", "messages: the last key's, all of them, or none"),
      ("[ ]  PgUp PgDn", "scroll the messages"),
      (
        paneCount > 1 ? "1 … \(paneCount)" : "1", "zoom one variant; the same key: back to the grid"
      ),
      ("+ -", "the mock feed's delay, longer or shorter"),
      ("f", "the next load fails (f again: it does not)"),
      ("?", "this list"),
      ("q  Ctrl-C", "quit"),
    ]
  }

  /// The list as lines, keys in one column and meanings in the next.
  static func lines(paneCount: Int) -> [String] {
    let entries = entries(paneCount: paneCount)
    let keyWidth = entries.map(\.keys.count).max() ?? 0
    return entries.map { entry in
      entry.keys.padding(toLength: keyWidth + 2, withPad: " ", startingAt: 0) + entry.meaning
    }
  }
}
