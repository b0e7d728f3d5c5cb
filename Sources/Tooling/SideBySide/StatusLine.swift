import AppShell
import TerminalUI

/// The kit's last row: whether the clock plays or is paused, where step mode stands, the mock
/// feed's delay, a failure armed with `f`, a word about the last control used, and, in red,
/// the alarm when two panes drew different screens. What does not fit is left out, least
/// useful first.
struct StatusLine {
  var isPaused: Bool
  /// The time shown: now while playing, the moment's while paused.
  var time: Duration
  /// Where step mode stands, while paused.
  var position: Position?
  var delay: Duration
  var failsNextLoad: Bool
  var traceMode: Stage.TraceMode
  var notice: String?
  /// A word of advice, such as how to see the start's messages again.
  var hint: String? = nil
  var divergence: Divergence?

  /// Where step mode stands: `▸ refresh: message 2 of 6`, and how many more messages (or
  /// steps) of that run wait for `.`.
  struct Position: Equatable {
    var text: String
    var waiting: Int
  }

  /// One part of the line; the lower `rank`, the longer it stays when room runs out. Of two
  /// parts of one rank, the first goes first.
  private struct Part {
    var text: String
    var rank: Int
    var color: CellColor = .default
    var style: Emphasis = []
  }

  /// Writes the line across row `y` of `canvas`, in reverse video.
  func draw(at y: Int, on canvas: inout CellGrid) {
    let width = canvas.size.width
    var parts = self.parts
    let separator = " · "
    func length(_ parts: [Part]) -> Int {
      parts.map { TerminalText.width(of: $0.text) }.reduce(0, +)
        + TerminalText.width(of: separator) * max(parts.count - 1, 0) + 2
    }
    while length(parts) > width, parts.count > 1,
      let last = parts.indices.max(by: { parts[$0].rank < parts[$1].rank })
    {
      parts.remove(at: last)
    }
    canvas.fill(Rect(x: 0, y: y, width: width, height: 1), with: Cell(" ", style: .reverse))
    var x = 1
    for (index, part) in parts.enumerated() {
      if index > 0 { x += canvas.draw(separator, x: x, y: y, style: .reverse) }
      x += canvas.draw(
        part.text, x: x, y: y, style: part.style.union(.reverse), color: part.color)
    }
  }

  private var parts: [Part] {
    var parts: [Part] = []
    if let divergence {
      parts.append(Part(text: divergence.message, rank: 0, color: .red, style: .bold))
    }
    parts.append(Part(text: isPaused ? "⏸ paused" : "▶ playing", rank: 0, style: .bold))
    // What the last key did outranks where step mode stands: it answers the learner.
    if let position {
      parts.append(Part(text: position.text, rank: 2))
      let more = position.waiting > 0 ? " (\(position.waiting) more)" : ""
      parts.append(Part(text: ". next\(more) , back", rank: 3))
    } else {
      parts.append(Part(text: "space pauses", rank: 6))
    }
    if let notice { parts.append(Part(text: notice, rank: 1, color: .cyan)) }
    if let hint { parts.append(Part(text: hint, rank: 2, color: .cyan)) }
    parts.append(Part(text: "delay \(Seconds(delay)) s", rank: 4))
    if failsNextLoad { parts.append(Part(text: "next load fails", rank: 3, color: .red)) }
    // Written as the strips write the time of the clock's runs, so the two read the same.
    parts.append(Part(text: "⏱ \(Seconds(time)) s", rank: 5))
    parts.append(Part(text: "t: \(traceMode.title)", rank: 7))
    parts.append(Part(text: "? keys", rank: 3))
    return parts
  }
}
