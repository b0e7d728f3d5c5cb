import AppShell
import Foundation
import TerminalUI

/// Every key of the kit and what it does: shown by `?`, in a grid slot no pane uses, and by
/// `kit --help`. One list, so the three never disagree.
enum KeyGuide {
  /// The keys, as they are written on screen, and what they do, with `paneCount` panes on a
  /// screen where a grid of them fits, or not (`nil`: either, as `--help` says it).
  static func entries(paneCount: Int, gridFits: Bool? = nil) -> [(
    keys: String, meaning: String
  )] {
    let zoom =
      switch gridFits {
      case true?: "zoom one variant; the same key: back to the grid"
      case false?:
        "show that variant (all of them side by side need "
          + "\(StageLayout.gridMinimum(for: paneCount)) or more)"
      case nil: "zoom one variant; the same key: back to the grid, where one fits"
      }
    return [
      ("↑ ↓  k j", "move, in every pane"),
      ("⏎ → l", "open the story"),
      ("Esc ← b h", "back"),
      ("r", "refresh, or retry after a failure"),
      ("space", "pause or play the shared clock"),
      (". ,", "paused: next message (zoomed: that pane's), or back one"),
      ("< >  Home End", "the start of the key, or the present"),
      ("t", "messages: the last key's, all of them, or none"),
      ("[ ]  PgUp PgDn", "scroll the messages"),
      (paneCount > 1 ? "1 … \(paneCount)" : "1", zoom),
      ("+ -", "the mock feed's delay, longer or shorter"),
      ("f", "the next load fails (f again: it does not)"),
      ("?", "this list"),
      ("q  Ctrl-C", "quit"),
    ]
  }

  /// The list as lines, keys in one column and meanings in the next; a meaning wider than
  /// `width` goes on under itself rather than being cut. `gridFits` as for `entries`.
  static func lines(paneCount: Int, gridFits: Bool? = nil, width: Int = .max) -> [String] {
    let entries = entries(paneCount: paneCount, gridFits: gridFits)
    let keyWidth = (entries.map(\.keys.count).max() ?? 0) + 2
    let indent = String(repeating: " ", count: keyWidth)
    return entries.flatMap { entry in
      let meaning = TerminalText.wrapped(entry.meaning, toWidth: max(width - keyWidth, 10))
      return meaning.enumerated().map { number, line in
        (number == 0
          ? entry.keys.padding(toLength: keyWidth, withPad: " ", startingAt: 0) : indent) + line
      }
    }
  }
}
