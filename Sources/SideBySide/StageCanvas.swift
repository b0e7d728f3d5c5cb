import AppShell
import TerminalUI

extension Stage {
  /// The whole screen at `screen`'s size: the panes as the layout places them, the status
  /// line, and the key list when it is open. Draws what the panes last drew; asks no app for
  /// anything, except to lay out again when the size changed.
  func frame(screen: Size) -> CellGrid {
    resize(to: screen)
    var canvas = CellGrid(size: screen)
    switch layout.arrangement {
    case .tooSmall:
      return TooSmallNotice.canvas(screen: screen, needed: StageLayout.minimumZoom)
    case .grid:
      for (index, frame) in layout.frames { drawGridPane(panes[index], in: frame, on: &canvas) }
      if let spare = layout.spareSlot { drawKeyList(in: spare, on: &canvas) }
    case .zoom(let index):
      drawSwitcher(zoomed: index, on: &canvas)
      if let frame = layout.frames[index] { drawZoomedPane(panes[index], in: frame, on: &canvas) }
    }
    status.draw(at: layout.statusRow, on: &canvas)
    if showsKeyGuide { drawKeyGuide(on: &canvas) }
    return canvas
  }

  /// What the status line says now.
  var status: StatusLine {
    StatusLine(
      isPaused: isPaused, time: now,
      waiting: panes.map(\.conversation.waitingCount).max() ?? 0, delay: delay,
      failsNextLoad: failsNextLoad, traceMode: traceMode, notice: notice,
      divergence: divergence)
  }

  // MARK: Panes

  private func drawGridPane(
    _ pane: StagePane, in frame: StageLayout.PaneFrame, on canvas: inout CellGrid
  ) {
    let name = " \(pane.name) "
    let progress = progress(of: pane).map { " \($0) " } ?? ""
    let rule = frame.bar.width - TerminalText.width(of: name) - TerminalText.width(of: progress)
    canvas.draw(
      name + String(repeating: "━", count: max(rule, 0)) + progress, x: frame.bar.x,
      y: frame.bar.y, width: frame.bar.width, style: .bold, color: barColor(of: pane))
    drawScreen(of: pane, in: frame.app, on: &canvas)
    guard traceMode != .off else { return }
    strip(of: pane, showsCauses: traceMode == .all).draw(in: frame.strip, on: &canvas)
  }

  private func drawZoomedPane(
    _ pane: StagePane, in frame: StageLayout.PaneFrame, on canvas: inout CellGrid
  ) {
    drawScreen(of: pane, in: frame.app, on: &canvas)
    guard traceMode != .off else { return }
    if frame.bar.height > 1 {
      for y in frame.bar.y..<(frame.bar.y + frame.bar.height) {
        canvas.draw("│", x: frame.bar.x, y: y, style: .dim)
      }
    } else {
      let title = "── \(pane.name): every message "
      let progress = progress(of: pane).map { " \($0) ──" } ?? ""
      let rule = frame.bar.width - TerminalText.width(of: title) - TerminalText.width(of: progress)
      canvas.draw(
        title + String(repeating: "─", count: max(rule, 0)) + progress, x: frame.bar.x,
        y: frame.bar.y, width: frame.bar.width, style: .dim)
    }
    strip(of: pane, showsCauses: true, everything: true).draw(in: frame.strip, on: &canvas)
  }

  /// The line on top of a zoom: every variant, numbered, the zoomed one highlighted. Where the
  /// names do not all fit, the others are shown by their numbers alone.
  private func drawSwitcher(zoomed: Int, on canvas: inout CellGrid) {
    func label(_ index: Int, named: Bool) -> String {
      let waiting = panes[index].conversation.waitingCount
      let name = named ? " \(panes[index].name)" : ""
      return " \(index + 1)\(name)" + (waiting > 0 ? " (\(waiting))" : "") + " "
    }
    let width = panes.indices.map { TerminalText.width(of: label($0, named: true)) }.reduce(1, +)
    let namesFit = width <= canvas.size.width
    var x = 1
    for (index, pane) in panes.enumerated() {
      let label = label(index, named: namesFit || index == zoomed)
      let style: Emphasis = index == zoomed ? [.reverse, .bold] : []
      x += canvas.draw(label, x: x, y: 0, style: style, color: barColor(of: pane))
    }
    let hint =
      StageLayout.gridFits(panes.count, on: layout.screen)
      ? "  \(zoomed + 1) again: grid" : "  a number switches"
    // Half a hint is noise: it shows whole or not at all.
    if x + TerminalText.width(of: hint) <= canvas.size.width {
      canvas.draw(hint, x: x, y: 0, style: .dim)
    }
  }

  /// How far a pane's steps have got, for its bar: `3 waiting`, or `⏸` while paused.
  private func progress(of pane: StagePane) -> String? {
    guard isPaused else { return nil }
    let waiting = pane.conversation.waitingCount
    return waiting > 0 ? "\(waiting) waiting" : "⏸"
  }

  /// Red for a pane that drew something different from the others, magenta otherwise.
  private func barColor(of pane: StagePane) -> CellColor {
    divergence?.odd.contains(pane.name) == true ? .red : .magenta
  }

  /// The strip of `pane`'s messages: in a grid, the last key's or all of them; in a zoom
  /// (`everything`), all of them, the ones before the last key faint unless all are asked for.
  private func strip(of pane: StagePane, showsCauses: Bool, everything: Bool = false)
    -> TraceStrip
  {
    let shown = pane.conversation.shown
    let lastKeyStart = shown.lastIndex { $0.cause.number < lastKey.number }.map { $0 + 1 } ?? 0
    let onlyLastKey = traceMode == .lastKey && !everything
    return TraceStrip(
      entries: onlyLastKey ? shown[lastKeyStart...] : shown,
      highlighted: pane.conversation.steppedIndex, showsCauses: showsCauses,
      emphasisStart: traceMode == .lastKey ? lastKeyStart : nil, scrolledBack: scrolledBack,
      emptyText: onlyLastKey ? "no messages since \(lastKey.label)" : "no messages yet")
  }

  /// The pane's screen in `rect`. A picture taken at another size, before a zoom or a resize,
  /// is shown as it was taken, with a word saying so: the moment it shows matters more than
  /// filling the room.
  private func drawScreen(of pane: StagePane, in rect: Rect, on canvas: inout CellGrid) {
    let screen = pane.displayedScreen
    // A picture taken before a resize may be larger than the pane now.
    canvas.paste(screen.cropped(to: rect.size), x: rect.x, y: rect.y)
    guard screen.size != rect.size, screen.size.height < rect.height else { return }
    canvas.draw(
      "(as drawn at \(screen.size), before the change of size; . goes on)", x: rect.x + 1,
      y: rect.y + screen.size.height, width: rect.width - 1, style: .dim)
  }

  // MARK: Keys

  /// The keys, in a grid slot no pane uses.
  private func drawKeyList(in rect: Rect, on canvas: inout CellGrid) {
    canvas.draw("keys", x: rect.x, y: rect.y, width: rect.width, style: .bold)
    for (row, line) in KeyGuide.lines(paneCount: panes.count, width: rect.width).enumerated()
    where row + 2 < rect.height {
      canvas.draw(line, x: rect.x, y: rect.y + 2 + row, width: rect.width, style: .dim)
    }
  }

  /// The keys in a box over everything, for `?`.
  private func drawKeyGuide(on canvas: inout CellGrid) {
    let lines = KeyGuide.lines(paneCount: panes.count) + ["", "any key closes this list"]
    let width = min((lines.map { TerminalText.width(of: $0) }.max() ?? 0) + 4, canvas.size.width)
    let height = min(lines.count + 2, canvas.size.height)
    let box = Rect(
      x: (canvas.size.width - width) / 2, y: (canvas.size.height - height) / 2, width: width,
      height: height)
    // The rows under the box are cleared whole: half a pane beside a box reads as noise.
    canvas.fill(Rect(x: 0, y: box.y, width: canvas.size.width, height: box.height))
    let inner = String(repeating: "─", count: max(width - 2, 0))
    canvas.draw("┌" + inner + "┐", x: box.x, y: box.y, style: .bold)
    canvas.draw(" keys ", x: box.x + 2, y: box.y, style: .bold)
    for (row, line) in lines.prefix(height - 2).enumerated() {
      canvas.draw("│", x: box.x, y: box.y + 1 + row, style: .bold)
      canvas.draw(line, x: box.x + 2, y: box.y + 1 + row, width: width - 4)
      canvas.draw("│", x: box.x + width - 1, y: box.y + 1 + row, style: .bold)
    }
    canvas.draw("└" + inner + "┘", x: box.x, y: box.y + height - 1, style: .bold)
  }
}
