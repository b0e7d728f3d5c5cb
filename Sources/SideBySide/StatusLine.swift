import AppShell
import TerminalUI

/// The kit's last row: whether the clock plays or is paused, what `.` would do, the mock
/// feed's delay, a failure armed with `f`, a word about the last control used, and, in red,
/// the alarm when two panes drew different screens. What does not fit is left out, least
/// useful first.
struct StatusLine {
  var isPaused: Bool
  var time: Duration
  /// The most messages waiting for a step in any pane.
  var waiting: Int
  var delay: Duration
  var failsNextLoad: Bool
  var traceMode: Stage.TraceMode
  var notice: String?
  var divergence: Divergence?

  /// One part of the line; the lower `rank`, the longer it stays when room runs out.
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
    parts.append(Part(text: isPaused ? "⏸ paused" : "▶ playing", rank: 1, style: .bold))
    if isPaused {
      let next = waiting > 0 ? ". next message (\(waiting) waiting)" : ". next event"
      parts.append(Part(text: next, rank: 1))
    } else {
      parts.append(Part(text: "space pauses", rank: 6))
    }
    if let notice { parts.append(Part(text: notice, rank: 2, color: .cyan)) }
    parts.append(Part(text: "delay \(Seconds(delay)) s", rank: 4))
    if failsNextLoad { parts.append(Part(text: "next load fails", rank: 3, color: .red)) }
    parts.append(Part(text: "⏱ \(Self.tenths(time)) s", rank: 5))
    let traces =
      switch traceMode {
      case .off: "off"
      case .lastKey: "last key"
      case .all: "all"
      }
    parts.append(Part(text: "t messages: \(traces)", rank: 7))
    parts.append(Part(text: "? keys", rank: 3))
    return parts
  }

  /// `time` in seconds with one decimal: `12.3`.
  static func tenths(_ time: Duration) -> String {
    let tenths = Int(time / .milliseconds(100))
    return "\(tenths / 10).\(tenths % 10)"
  }
}
