/// The keys the apps understand. They are semantic, not physical: ↑ and k
/// are both `.up`, so a script says `up` and the terminal decoder does the rest.
public enum Key: String, CaseIterable, Sendable {
  /// ↑ or k: select the row above, or scroll a story up a line.
  case up
  /// ↓ or j: select the row below, or scroll a story down a line.
  case down
  /// Page Up: scroll a story up a screen.
  case pageUp = "pageup"
  /// Page Down: scroll a story down a screen.
  case pageDown = "pagedown"
  /// Enter: open the selected row.
  case enter
  /// Esc, ← or b: go back.
  case back
  /// r: refresh (or retry after a failure).
  case refresh
  /// q or Ctrl-C: quit.
  case quit
}
