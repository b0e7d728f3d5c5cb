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
      for (index, frame) in layout.frames { drawGridPane(index, in: frame, on: &canvas) }
      if let spare = layout.spareSlot { drawKeyList(in: spare, on: &canvas) }
    case .zoom(let index):
      drawSwitcher(zoomed: index, on: &canvas)
      if let frame = layout.frames[index] { drawZoomedPane(index, in: frame, on: &canvas) }
    }
    status.draw(at: layout.statusRow, on: &canvas)
    if showsKeyGuide { drawKeyGuide(on: &canvas) }
    return canvas
  }

  /// What the status line says now: while paused, about the moment shown, so a moment reads
  /// the same whenever step mode comes back to it.
  var status: StatusLine {
    StatusLine(
      isPaused: isPaused, time: isPaused ? history.current.cause.time : now,
      position: isPaused ? position : nil, delay: delay, failsNextLoad: failsNextLoad,
      traceMode: traceMode, notice: notice, hint: startHint, divergence: divergence)
  }

  /// Advice for a learner who missed how the apps started: by the time the feed answers, the
  /// strips have moved on from the start's messages. Shown while the clock plays, until the
  /// first key of the learner's.
  var startHint: String? {
    guard !isPaused, keyShown.number == 0, history.moments[history.present].cause.number > 0
    else { return nil }
    return "missed how they started? < shows it"
  }

  /// Where step mode stands, for the status line: `▸ refresh: message 2 of 6` in the zoomed
  /// pane, `step 2 of 8` in the grid, whose panes may each have a different number; and how
  /// many more of them wait for `.`.
  private var position: StatusLine.Position {
    let moment = history.current
    let label = moment.cause.label
    if let zoomed = zoomedPane {
      let (shown, count) = progress(ofPane: zoomed)
      return count == 0
        ? .init(text: "\(label): no message in \(panes[zoomed].name)", waiting: 0)
        : .init(text: "\(label): message \(shown) of \(count)", waiting: count - shown)
    }
    let steps = history.steps(ofCauseAt: history.cursor)
    return moment.step == 0
      ? .init(text: "\(label): no messages", waiting: 0)
      : .init(text: "\(label): step \(moment.step) of \(steps)", waiting: steps - moment.step)
  }

  // MARK: Panes

  private func drawGridPane(
    _ index: Int, in frame: StageLayout.PaneFrame, on canvas: inout CellGrid
  ) {
    let pane = panes[index]
    let name = " \(pane.name) "
    // Room for the label, its spaces and a few cells of the rule, so the bar still reads as one.
    let room = frame.bar.width - TerminalText.width(of: name) - 2 - 4
    let progress = progressLabel(ofPane: index, room: room).map { " \($0) " } ?? ""
    let rule = frame.bar.width - TerminalText.width(of: name) - TerminalText.width(of: progress)
    canvas.draw(
      name + String(repeating: "━", count: max(rule, 0)) + progress, x: frame.bar.x,
      y: frame.bar.y, width: frame.bar.width, style: .bold, color: barColor(of: pane))
    drawScreen(ofPane: index, in: frame.app, on: &canvas)
    guard traceMode != .off else { return }
    strip(ofPane: index).draw(in: frame.strip, on: &canvas)
  }

  /// A zoomed pane, its conversation under a title that names what `t` chose to show.
  private func drawZoomedPane(
    _ index: Int, in frame: StageLayout.PaneFrame, on canvas: inout CellGrid
  ) {
    drawScreen(ofPane: index, in: frame.app, on: &canvas)
    guard traceMode != .off else { return }
    let title = "\(panes[index].name): \(traceMode.title)"
    let room = frame.bar.height > 1 ? frame.strip.width : frame.bar.width
    let progress =
      progressLabel(ofPane: index, room: room - TerminalText.width(of: title) - 8)
      .map { " \($0) ──" } ?? ""
    var strip = frame.strip
    if frame.bar.height > 1 {
      // Beside the app: a rule between them, the title over the messages.
      for y in frame.bar.y..<(frame.bar.y + frame.bar.height) {
        canvas.draw("│", x: frame.bar.x, y: y, style: .dim)
      }
      let rule = strip.width - TerminalText.width(of: title) - TerminalText.width(of: progress) - 1
      canvas.draw(
        title + " " + String(repeating: "─", count: max(rule, 0)) + progress, x: strip.x,
        y: strip.y, width: strip.width, style: .dim)
      strip = Rect(x: strip.x, y: strip.y + 1, width: strip.width, height: strip.height - 1)
    } else {
      let rule =
        frame.bar.width - TerminalText.width(of: title) - TerminalText.width(of: progress) - 4
      canvas.draw(
        "── " + title + " " + String(repeating: "─", count: max(rule, 0)) + progress,
        x: frame.bar.x, y: frame.bar.y, width: frame.bar.width, style: .dim)
    }
    self.strip(ofPane: index).draw(in: strip, on: &canvas)
  }

  /// The line on top of a zoom: every variant, numbered, the zoomed one highlighted. Where the
  /// names do not all fit, the others are shown by their numbers alone.
  private func drawSwitcher(zoomed: Int, on canvas: inout CellGrid) {
    func label(_ index: Int, named: Bool) -> String {
      " \(index + 1)" + (named ? " \(panes[index].name)" : "") + " "
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

  /// Where a pane's steps have got, for its bar while paused: `2 of 6`, its messages of the
  /// cause shown, or `⏸` when the cause sent it none. When the message shown was sent while
  /// the screen was half-drawn, the label says that the screen is the one the change ended
  /// with, in as many words as fit in `room` columns.
  private func progressLabel(ofPane index: Int, room: Int) -> String? {
    guard isPaused else { return nil }
    let (shown, count) = progress(ofPane: index)
    guard count > 0 else { return "⏸" }
    let position = "\(shown) of \(count)"
    guard history.current.panes[index].isMidUpdate else { return position }
    return [Self.midUpdateWords, Self.midUpdateWord].map { "\($0) · \(position)" }
      .first { TerminalText.width(of: $0) <= room } ?? position
  }

  /// What a pane's bar says of a message sent while its screen was half-drawn, and in short.
  static let midUpdateWords = "sent mid-update: the screen as it ends"
  static let midUpdateWord = "mid-update"

  /// Red for a pane that drew something different from the others, magenta otherwise.
  private func barColor(of pane: StagePane) -> CellColor {
    divergence?.odd.contains(pane.name) == true ? .red : .magenta
  }

  /// The strip of a pane's messages shown, the last key's or all of them, each run under what
  /// set it off: a key, the clock, a resize.
  private func strip(ofPane index: Int) -> TraceStrip {
    let shown = shownEntries(ofPane: index)
    let key = keyShown
    let keyStart = shown.lastIndex { $0.cause.number < key.number }.map { $0 + 1 } ?? 0
    let onlyLastKey = traceMode == .lastKey
    return TraceStrip(
      entries: onlyLastKey ? shown[max(keyStart, shown.startIndex)...] : shown,
      highlighted: highlightedEntry(ofPane: index), showsCauses: true,
      scrolledBack: scrolledBack,
      emptyText: onlyLastKey ? "no messages since \(key.label)" : "no messages yet")
  }

  /// The pane's screen in `rect`. A picture taken at another size — before a zoom or a
  /// resize, or while paused, when the apps keep their size — is shown as it was taken, with
  /// a word saying so: the moment it shows matters more than filling the room.
  private func drawScreen(ofPane index: Int, in rect: Rect, on canvas: inout CellGrid) {
    let screen = screen(ofPane: index)
    // A picture taken before a resize may be larger than the pane now.
    canvas.paste(screen.cropped(to: rect.size), x: rect.x, y: rect.y)
    guard screen.size != rect.size, screen.size.height < rect.height else { return }
    let why =
      screen.size == panes[index].window?.size
      ? "paused, the apps keep their size until space or a key" : "before the change of size"
    canvas.draw(
      "(as drawn at \(screen.size), \(why))", x: rect.x + 1, y: rect.y + screen.size.height,
      width: rect.width - 1, style: .dim)
  }

  // MARK: Keys

  /// The keys, in a grid slot no pane uses.
  private func drawKeyList(in rect: Rect, on canvas: inout CellGrid) {
    canvas.draw("keys", x: rect.x, y: rect.y, width: rect.width, style: .bold)
    for (row, line) in KeyGuide.lines(paneCount: panes.count, gridFits: true, width: rect.width)
      .enumerated()
    where row + 2 < rect.height {
      canvas.draw(line, x: rect.x, y: rect.y + 2 + row, width: rect.width, style: .dim)
    }
  }

  /// The keys in a box over everything, for `?`.
  private func drawKeyGuide(on canvas: inout CellGrid) {
    let gridFits = StageLayout.gridFits(panes.count, on: layout.screen)
    let lines =
      KeyGuide.lines(paneCount: panes.count, gridFits: gridFits, width: canvas.size.width - 4)
      + ["", "any key closes this list"]
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
