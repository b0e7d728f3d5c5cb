import TerminalUI

/// What a terminal too small for the app shows instead of a garbled frame.
package enum TooSmallNotice {
  /// A screen saying how much room is needed, as far as it fits.
  package static func canvas(screen: Size, needed: Size) -> CellGrid {
    var canvas = CellGrid(size: screen)
    let lines = ["Terminal too small", "need \(needed), have \(screen)", "q quits"]
    let top = max((screen.height - lines.count) / 2, 0)
    for (row, line) in lines.enumerated() {
      canvas.draw(line, x: max((screen.width - line.count) / 2, 0), y: top + row)
    }
    return canvas
  }
}
