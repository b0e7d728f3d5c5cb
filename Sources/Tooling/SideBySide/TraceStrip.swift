import AppShell
import TerminalUI

/// A pane's messages written into a rectangle to be read: every message whole — wrapped at
/// spaces onto indented lines, never cut — newest at the bottom, and the one a step has just
/// shown highlighted. When not everything fits, a line says how much is above or below.
struct TraceStrip {
  /// The messages to write, oldest first, indexed as in their conversation.
  var entries: ArraySlice<Conversation.Entry>
  /// The index of the message to highlight.
  var highlighted: Int?
  /// Whether a line naming the key or the time goes above each run of messages.
  var showsCauses: Bool
  /// How many of the newest messages are scrolled out of view below.
  var scrolledBack = 0
  /// What to write when there are no messages.
  var emptyText: String

  /// Columns by which the second and later lines of a message are indented.
  static let continuationIndent = 2

  /// One line of the strip.
  private struct Row {
    var text: String
    var indent = 0
    var isHighlighted = false
    var isCause = false
  }

  /// Writes the strip into `rect` of `canvas`.
  func draw(in rect: Rect, on canvas: inout CellGrid) {
    guard rect.height > 0, rect.width > Self.continuationIndent else { return }
    guard !entries.isEmpty else {
      canvas.draw(emptyText, x: rect.x, y: rect.y, width: rect.width, style: .dim)
      return
    }
    let end = entries.endIndex - min(max(scrolledBack, 0), entries.count - 1)
    let newer = entries.endIndex - end
    let height = rect.height - (newer > 0 ? 1 : 0)
    var (rows, older, _) = fill(endingAt: end, height: height, width: rect.width)
    if older > 0 {
      // Room for the line saying so: fill again, one row shorter — unless the newest message
      // then no longer fits whole, which matters more than the count of older ones.
      let shorter = fill(endingAt: end, height: height - 1, width: rect.width)
      if !shorter.isCut {
        rows = shorter.rows
        rows.insert(Row(text: "↑ \(shorter.older) older · [ or PgUp", isCause: true), at: 0)
      }
    }
    if newer > 0 { rows.append(Row(text: "↓ \(newer) newer · ] or PgDn", isCause: true)) }
    for (offset, row) in rows.enumerated() {
      let y = rect.y + offset
      if row.isCause {
        canvas.draw(row.text, x: rect.x, y: y, width: rect.width, style: .dim)
        continue
      }
      canvas.draw(
        row.text, x: rect.x + row.indent, y: y, width: rect.width - row.indent,
        style: row.isHighlighted ? .bold : [], color: .yellow)
      if row.isHighlighted {
        canvas.addStyle(.reverse, to: Rect(x: rect.x, y: y, width: rect.width, height: 1))
      }
    }
  }

  /// The rows of the newest messages before `end` that fit in `height` rows, and how many
  /// older messages did not fit. The newest message is shown even when it alone is taller
  /// than the strip: its first rows, the last of them ending in "…".
  private func fill(endingAt end: Int, height: Int, width: Int)
    -> (rows: [Row], older: Int, isCut: Bool)
  {
    var rows: [Row] = []
    var index = end
    while index > entries.startIndex {
      let block = rowsOf(entry: index - 1, width: width)
      guard rows.count + block.count <= height else {
        if rows.isEmpty, height > 0 {
          var cut = Array(block.prefix(height))
          cut[cut.count - 1].text += " …"
          return (cut, index - 1 - entries.startIndex, true)
        }
        break
      }
      rows.insert(contentsOf: block, at: 0)
      index -= 1
    }
    return (rows, index - entries.startIndex, false)
  }

  /// The rows of one message: its cause's line if it starts a run, then the message wrapped.
  private func rowsOf(entry index: Int, width: Int) -> [Row] {
    let entry = entries[index]
    var rows: [Row] = []
    if showsCauses, index == entries.startIndex || entries[index - 1].cause != entry.cause {
      rows.append(Row(text: entry.cause.label, isCause: true))
    }
    let text = TerminalText.sanitized(entry.message.description)
    let lines = TerminalText.wrapped(text, toWidth: width - Self.continuationIndent)
    for (number, line) in lines.enumerated() {
      rows.append(
        Row(
          text: line, indent: number == 0 ? 0 : Self.continuationIndent,
          isHighlighted: index == highlighted))
    }
    return rows
  }
}
