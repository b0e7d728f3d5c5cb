/// A grid of cells that views draw into and renderers turn into output:
/// the terminal's equivalent of a layer's backing store.
///
/// Every string goes through `TerminalText` on its way in, so text from a
/// fixture can never smuggle an escape sequence to the terminal, and a wide
/// character never straddles the edge of the space it was given.
public struct CellGrid: Equatable, Sendable {
  /// The grid's size in cells.
  public let size: Size
  /// The cells, row by row.
  public private(set) var rows: [[Cell]]
  /// Where drawing lands while a view that clips to its bounds draws (a scroll view): nothing
  /// is written outside it. `nil`, the whole grid, except while such a view is drawn.
  var clip: Rect?

  /// Two grids are equal when they show the same: the clip is how one is being drawn.
  public static func == (lhs: CellGrid, rhs: CellGrid) -> Bool {
    lhs.size == rhs.size && lhs.rows == rhs.rows
  }

  /// Creates a blank grid.
  public init(size: Size) {
    self.size = size
    rows = Array(repeating: Array(repeating: .blank, count: size.width), count: size.height)
  }

  /// Draws `text` on one row from column `x`, in at most `width` columns
  /// (the rest of the row by default), cut with "…" when it does not fit.
  /// Returns the number of columns used.
  ///
  /// A character `n` cells wide fills its cell and `n - 1` continuation cells after it.
  @discardableResult
  public mutating func draw(
    _ text: String, x: Int, y: Int, width: Int? = nil, style: Emphasis = [],
    color: CellColor = .default
  ) -> Int {
    guard (0..<size.height).contains(y), x < size.width else { return 0 }
    let start = max(x, 0)
    let available = min(width ?? size.width, size.width - start)
    guard available > 0 else { return 0 }
    // Cut first, then sanitize: only what is shown is copied, however long the text.
    let visible = TerminalText.sanitized(TerminalText.truncated(text, toWidth: available))
    var column = start
    for character in visible {
      let cells = TerminalText.width(of: character)
      guard cells > 0 else { continue }
      guard column + cells <= start + available else { break }
      if isInsideClip(columns: column..<(column + cells), y: y) {
        put(Cell(TerminalText.cellText(of: character), style: style, color: color), x: column, y: y)
        for continuation in 1..<cells {
          put(Cell("", style: style, color: color), x: column + continuation, y: y)
        }
      } else {
        // A wide character cut by the clip's edge cannot be drawn in part: its cells that
        // are inside become spaces, as a terminal would show them.
        for cell in column..<(column + cells) { put(Cell(" ", style: style), x: cell, y: y) }
      }
      column += cells
    }
    return column - start
  }

  /// The rows drawing can reach: the grid's, within the clip.
  var drawableRows: Range<Int> {
    guard let clip else { return 0..<size.height }
    return max(clip.y, 0)..<max(min(clip.y + clip.height, size.height), max(clip.y, 0))
  }

  /// Whether the cells `columns` of row `y` are all inside the clip.
  private func isInsideClip(columns: Range<Int>, y: Int) -> Bool {
    guard let clip else { return true }
    return (clip.y..<(clip.y + clip.height)).contains(y) && columns.lowerBound >= clip.x
      && columns.upperBound <= clip.x + clip.width
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
  public mutating func addStyle(_ style: Emphasis, to rect: Rect) {
    let columns = clip.map { $0.x..<($0.x + $0.width) } ?? 0..<size.width
    for y in rect.y..<(rect.y + rect.height) where drawableRows.contains(y) {
      for x in rect.x..<(rect.x + rect.width)
      where (0..<size.width).contains(x) && columns.contains(x) {
        rows[y][x].style.formUnion(style)
      }
    }
  }

  /// Copies `other` onto this grid with its top-left corner at (`x`, `y`),
  /// clipped to this grid: how a screen is assembled from parts.
  public mutating func paste(_ other: CellGrid, x: Int, y: Int) {
    for row in 0..<other.size.height {
      for column in 0..<other.size.width {
        put(other.rows[row][column], x: x + column, y: y + row)
      }
    }
  }

  /// This grid cut to at most `size` from its top-left corner; the grid itself when it
  /// fits, so a frame that already fits is not copied.
  public func cropped(to size: Size) -> CellGrid {
    guard self.size.width > size.width || self.size.height > size.height else { return self }
    var cropped = CellGrid(
      size: Size(
        width: min(self.size.width, size.width), height: min(self.size.height, size.height)))
    cropped.paste(self, x: 0, y: 0)
    return cropped
  }

  /// Holds row `y` in `other`'s storage, when `other` has the same row there, and says
  /// whether it did: a list of screens that differ by a few rows, such as the kit's history,
  /// keeps each row once.
  @discardableResult
  public mutating func shareRow(_ y: Int, with other: CellGrid) -> Bool {
    guard other.size.width == size.width, rows.indices.contains(y),
      other.rows.indices.contains(y), rows[y] == other.rows[y]
    else { return false }
    rows[y] = other.rows[y]
    return true
  }

  /// One row as plain text, trailing blanks removed.
  public func line(_ y: Int) -> String {
    var text = rows[y].map(\.character).joined()
    while text.last == " " { text.removeLast() }
    return text
  }

  /// The whole grid as plain text, one line per row: what transcripts and tests read.
  public var plainText: String {
    (0..<size.height).map(line).joined(separator: "\n")
  }

  /// Writes one cell, repairing any wide character it cuts into, so the grid
  /// always describes something a terminal can actually show: what is left of
  /// a wide character that lost its first cell, or some of its continuation
  /// cells, becomes spaces.
  private mutating func put(_ cell: Cell, x: Int, y: Int) {
    guard (0..<size.width).contains(x), (0..<size.height).contains(y) else { return }
    if let clip {
      guard (clip.x..<(clip.x + clip.width)).contains(x),
        (clip.y..<(clip.y + clip.height)).contains(y)
      else { return }
    }
    if rows[y][x].character.isEmpty, !cell.character.isEmpty {
      // Overwriting a continuation cell: the wide character it belongs to loses its head.
      var left = x - 1
      while left >= 0, rows[y][left].character.isEmpty {
        rows[y][left].character = " "
        left -= 1
      }
      if left >= 0 { rows[y][left].character = " " }
    }
    // Continuation cells after this one belonged to what was here before.
    var right = x + 1
    while right < size.width, rows[y][right].character.isEmpty {
      rows[y][right].character = " "
      right += 1
    }
    rows[y][x] = cell
  }
}
