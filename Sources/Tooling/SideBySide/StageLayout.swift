import AppShell
import Foundation
import TerminalUI

/// Where everything goes on the kit's screen, worked out from the screen's size, the number of
/// panes and what the learner asked for; nothing else. Every window gets the same size, drawn
/// or not, so the panes always lay out the same screen and can be compared.
struct StageLayout: Equatable {
  /// The rectangles of one pane: its name bar, its app, and its trace strip.
  struct PaneFrame: Equatable {
    /// The name bar; in a zoom, the rule between the app and the conversation.
    var bar: Rect
    /// Where the app's window is drawn.
    var app: Rect
    /// Where its messages are written; empty when traces are off.
    var strip: Rect
  }

  /// How the panes share the screen.
  enum Arrangement: Equatable {
    /// Every pane at once, in `columns` × `rows`.
    case grid(columns: Int, rows: Int)
    /// One pane on the whole screen, with a switcher line naming them all.
    case zoom(Int)
    /// Not even one pane fits: the screen asks for more room.
    case tooSmall
  }

  /// The smallest pane a grid is made of: a name bar, an app of 6 rows, 4 rows of messages.
  static let minimumPane = Size(width: 34, height: 11)
  /// The smallest screen a zoomed pane fits on: a switcher, an app, a rule, 3 rows of
  /// messages and the status line.
  static let minimumZoom = Size(width: 30, height: 12)
  /// Wider than this, a zoomed pane puts its conversation beside the app instead of under it.
  static let sideBySideWidth = 120

  let screen: Size
  let arrangement: Arrangement
  /// The panes that are drawn, by index: all of them in a grid, one in a zoom.
  let frames: [Int: PaneFrame]
  /// The size of every app's window.
  let appSize: Size
  /// A grid slot no pane uses, for the key guide.
  let spareSlot: Rect?
  /// The status line: the last row.
  var statusRow: Int { screen.height - 1 }

  /// The layout of `paneCount` panes on `screen`: a grid when one fits and no zoom was asked
  /// for, otherwise pane `focus` zoomed.
  init(screen: Size, paneCount: Int, zoomRequested: Bool, focus: Int, showsTraces: Bool) {
    self.screen = screen
    let grid = zoomRequested ? nil : Self.bestGrid(for: paneCount, on: screen)
    if let (columns, rows) = grid {
      arrangement = .grid(columns: columns, rows: rows)
      let width = screen.width / columns
      let height = (screen.height - 1) / rows
      var frames: [Int: PaneFrame] = [:]
      for index in 0..<paneCount {
        let slot = Rect(
          x: (index % columns) * width, y: (index / columns) * height, width: width,
          height: height)
        frames[index] = Self.gridPane(in: slot, showsTraces: showsTraces)
      }
      self.frames = frames
      appSize = frames[0]?.app.size ?? Size(width: 0, height: 0)
      spareSlot =
        paneCount < columns * rows
        ? Rect(
          x: (paneCount % columns) * width + 1, y: (paneCount / columns) * height,
          width: width - 2, height: height) : nil
    } else if screen.width >= Self.minimumZoom.width, screen.height >= Self.minimumZoom.height {
      let index = min(max(focus, 0), max(paneCount - 1, 0))
      arrangement = .zoom(index)
      let pane = Self.zoomedPane(on: screen, showsTraces: showsTraces)
      frames = [index: pane]
      appSize = pane.app.size
      spareSlot = nil
    } else {
      arrangement = .tooSmall
      frames = [:]
      appSize = Size(width: Self.minimumZoom.width, height: 6)
      spareSlot = nil
    }
  }

  /// Whether a grid of `paneCount` panes fits on `screen`.
  static func gridFits(_ paneCount: Int, on screen: Size) -> Bool {
    bestGrid(for: paneCount, on: screen) != nil
  }

  /// The smallest screen a grid of `paneCount` panes fits on, in two rows (one for a single pane).
  static func gridMinimum(for paneCount: Int) -> Size {
    let rows = paneCount > 1 ? 2 : 1
    let columns = (paneCount + rows - 1) / rows
    return Size(
      width: columns * minimumPane.width, height: rows * minimumPane.height + 1)
  }

  /// The grid whose panes come closest to the shape an app and its messages read best in —
  /// about three cells wide per cell high, as a terminal's cells are twice as tall as wide —
  /// while leaving few slots empty. `nil` when no grid has room for the smallest pane.
  private static func bestGrid(for paneCount: Int, on screen: Size) -> (Int, Int)? {
    guard paneCount > 0 else { return nil }
    var best: (columns: Int, rows: Int, score: Double)?
    for columns in 1...paneCount {
      let rows = (paneCount + columns - 1) / columns
      let width = screen.width / columns
      let height = (screen.height - 1) / rows
      guard width >= minimumPane.width, height >= minimumPane.height else { continue }
      let shape = abs(log(Double(width) / Double(height) / 3))
      let score = shape + 0.5 * Double(columns * rows - paneCount)
      if score < best?.score ?? .infinity { best = (columns, rows, score) }
    }
    return best.map { ($0.columns, $0.rows) }
  }

  /// A grid slot: the name bar on top, the app, then the strip, a column of space on the right.
  private static func gridPane(in slot: Rect, showsTraces: Bool) -> PaneFrame {
    let width = slot.width - 1
    let body = slot.height - 1
    let appHeight = showsTraces ? max(6, body * 55 / 100) : body
    return PaneFrame(
      bar: Rect(x: slot.x, y: slot.y, width: width, height: 1),
      app: Rect(x: slot.x, y: slot.y + 1, width: width, height: appHeight),
      strip: Rect(
        x: slot.x + 1, y: slot.y + 1 + appHeight, width: width - 1, height: body - appHeight))
  }

  /// A zoomed pane below the switcher line: its conversation beside the app on a wide screen,
  /// under it (after a rule) on a narrow one.
  private static func zoomedPane(on screen: Size, showsTraces: Bool) -> PaneFrame {
    let body = Rect(x: 0, y: 1, width: screen.width, height: screen.height - 2)
    guard showsTraces else {
      return PaneFrame(bar: .zero, app: body, strip: .zero)
    }
    if screen.width >= sideBySideWidth {
      let appWidth = screen.width * 55 / 100
      return PaneFrame(
        bar: Rect(x: appWidth, y: body.y, width: 1, height: body.height),
        app: Rect(x: 0, y: body.y, width: appWidth, height: body.height),
        strip: Rect(
          x: appWidth + 2, y: body.y, width: screen.width - appWidth - 3, height: body.height))
    }
    let appHeight = max(6, body.height * 55 / 100)
    return PaneFrame(
      bar: Rect(x: 0, y: body.y + appHeight, width: screen.width, height: 1),
      app: Rect(x: 0, y: body.y, width: screen.width, height: appHeight),
      strip: Rect(
        x: 1, y: body.y + appHeight + 1, width: screen.width - 2,
        height: body.height - appHeight - 1))
  }
}
