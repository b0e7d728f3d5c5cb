/// A grid of cells that views draw into and renderers turn into output:
/// the terminal's equivalent of a layer's backing store.
///
/// Every string goes through `TerminalText` on its way in, so text from a
/// fixture can never smuggle an escape sequence to the terminal, and a wide
/// character never straddles the edge of the space it was given.
public struct Canvas: Equatable, Sendable {
  /// The canvas's size in cells.
  public let size: Size
  /// The cells, row by row.
  public private(set) var rows: [[Cell]]

  /// Creates a blank canvas.
  public init(size: Size) {
    self.size = size
    rows = Array(repeating: Array(repeating: .blank, count: size.width), count: size.height)
  }

  /// Draws `text` on one row from column `x`, in at most `width` columns
  /// (the rest of the row by default), cut with "…" when it does not fit.
  /// Returns the number of columns used.
  @discardableResult
  public mutating func draw(
    _ text: String, x: Int, y: Int, width: Int? = nil, style: TextStyle = [],
    color: Color = .default
  ) -> Int {
    guard (0..<size.height).contains(y), x < size.width else { return 0 }
    let start = max(x, 0)
    let available = min(width ?? size.width, size.width - start)
    guard available > 0 else { return 0 }
    let visible = TerminalText.truncated(TerminalText.sanitized(text), toWidth: available)
    var column = start
    for character in visible {
      let cells = TerminalText.width(of: character)
      guard cells > 0 else { continue }
      put(Cell(String(character), style: style, color: color), x: column, y: y)
      if cells == 2 { put(Cell("", style: style, color: color), x: column + 1, y: y) }
      column += cells
    }
    return column - start
  }

  /// Fills a rectangle with one cell.
  public mutating func fill(_ rect: Rect, with cell: Cell = .blank) {
    for y in rect.y..<(rect.y + rect.height) where (0..<size.height).contains(y) {
      for x in rect.x..<(rect.x + rect.width) where (0..<size.width).contains(x) {
        put(cell, x: x, y: y)
      }
    }
  }

  /// Adds `style` to every cell of a rectangle, keeping what is drawn there.
  public mutating func addStyle(_ style: TextStyle, to rect: Rect) {
    for y in rect.y..<(rect.y + rect.height) where (0..<size.height).contains(y) {
      for x in rect.x..<(rect.x + rect.width) where (0..<size.width).contains(x) {
        rows[y][x].style.formUnion(style)
      }
    }
  }

  /// Copies `other` onto this canvas with its top-left corner at (`x`, `y`),
  /// clipped to this canvas: how a screen is assembled from parts.
  public mutating func paste(_ other: Canvas, x: Int, y: Int) {
    for row in 0..<other.size.height {
      for column in 0..<other.size.width {
        put(other.rows[row][column], x: x + column, y: y + row)
      }
    }
  }

  /// One row as plain text, trailing blanks removed.
  public func line(_ y: Int) -> String {
    var text = rows[y].map(\.character).joined()
    while text.last == " " { text.removeLast() }
    return text
  }

  /// The whole canvas as plain text, one line per row: what transcripts and tests read.
  public var plainText: String {
    (0..<size.height).map(line).joined(separator: "\n")
  }

  /// Writes one cell, repairing any wide character it cuts in half, so the
  /// grid always describes something a terminal can actually show.
  private mutating func put(_ cell: Cell, x: Int, y: Int) {
    guard (0..<size.width).contains(x), (0..<size.height).contains(y) else { return }
    if rows[y][x].character.isEmpty, x > 0, !cell.character.isEmpty {
      rows[y][x - 1].character = " "
    }
    if x + 1 < size.width, rows[y][x + 1].character.isEmpty {
      rows[y][x + 1].character = " "
    }
    rows[y][x] = cell
  }
}
