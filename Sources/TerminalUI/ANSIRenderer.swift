/// A renderer that draws canvases on a real terminal with ANSI escape codes.
///
/// It remembers the previous frame and rewrites only the rows that changed,
/// the way a table view reloads only the rows whose data changed: sending a
/// whole screen on every keypress makes terminals flicker, most visibly over
/// SSH. A change of size, or `invalidate()`, clears the screen and draws it all.
///
/// Everything it writes comes from canvas cells, which `TerminalText` has
/// already sanitized; the renderer still drops control characters, so the
/// only escape sequences that ever leave it are the ones it builds itself.
@MainActor
public final class ANSIRenderer: Renderer {
  private let colorEnabled: Bool
  private let write: (String) -> Void
  private var previous: CellGrid?

  /// Creates a renderer that hands its output to `write`.
  ///
  /// - Parameters:
  ///   - colorEnabled: whether to send colour codes; bold, dim and reverse are
  ///     sent either way, because they are emphasis, not colour (`NO_COLOR`).
  ///   - write: where the bytes go, usually `Terminal.write`; a test passes a
  ///     closure that collects them.
  public init(colorEnabled: Bool, write: @escaping (String) -> Void) {
    self.colorEnabled = colorEnabled
    self.write = write
  }

  /// Makes the next render clear the screen and draw every row, for when the
  /// screen may hold something this renderer did not draw (after a resize, or
  /// after another program wrote to it).
  public func invalidate() {
    previous = nil
  }

  /// Draws `canvas`, writing only the rows that differ from the last frame;
  /// writes nothing at all when nothing changed.
  public func render(_ canvas: CellGrid) {
    var output = ""
    if let previous, previous.size == canvas.size {
      for y in 0..<canvas.size.height where canvas.rows[y] != previous.rows[y] {
        output += ANSI.moveTo(row: y) + rowText(canvas.rows[y])
      }
    } else {
      output += ANSI.reset + ANSI.home + ANSI.clearScreen
      // The screen is blank now: only rows with something on them need drawing.
      for y in 0..<canvas.size.height where canvas.rows[y].contains(where: { $0 != .blank }) {
        output += ANSI.moveTo(row: y) + rowText(canvas.rows[y])
      }
    }
    previous = canvas
    if !output.isEmpty { write(output) }
  }

  /// One row's cells as text with SGR codes, ending with attributes reset.
  ///
  /// Trailing blank cells are not written but erased with `ESC[K`. A row that
  /// is full to its last column is not followed by `ESC[K`: after printing in
  /// the last column the cursor stays on it, and erasing "to the end of line"
  /// would remove the character just drawn.
  private func rowText(_ cells: [Cell]) -> String {
    let end = (cells.lastIndex { $0 != .blank } ?? -1) + 1
    var text = ""
    var current = ""
    // The style and colour `current` was made for: a run of cells alike needs it made once.
    var currentLook: (style: Emphasis, color: CellColor)?
    var covered = 0  // Cells still covered by the last wide character written.
    for (column, cell) in cells[..<end].enumerated() {
      if cell.character.isEmpty, covered > 0 {
        covered -= 1
        continue  // Part of a wide character: the terminal filled it already.
      }
      let look = (style: cell.style, color: colorEnabled ? cell.color : CellColor.default)
      if currentLook.map({ $0 != look }) ?? true {
        let sgr = ANSI.sgr(style: look.style, color: look.color)
        if sgr != current {
          text += ANSI.reset + sgr
          current = sgr
        }
        currentLook = look
      }
      let character = printable(cell.character)
      text += character
      let width = TerminalText.width(of: character)
      covered = max(width - 1, 0)
      // A terminal that draws this character wider or narrower than it was counted (tmux
      // 3.3a draws "👍🏽" in four cells) would shift the rest of the row: the cursor is put
      // where the next cell starts, so only the character itself can look different.
      if TerminalText.hasDisputedWidth(character) { text += ANSI.moveTo(column: column + width) }
    }
    text += ANSI.reset
    if end < cells.count { text += ANSI.eraseToEndOfLine }
    return text
  }

  /// A cell's character with any control scalar removed, or a space when
  /// nothing printable is left, so that every cell still moves the cursor by one.
  private func printable(_ character: String) -> String {
    // Printable ASCII, most cells, is printable as it is.
    if character.utf8.count == 1, let byte = character.utf8.first, (0x20..<0x7F).contains(byte) {
      return character
    }
    let scalars = character.unicodeScalars.filter {
      $0.value >= 0x20 && !(0x7F...0x9F).contains($0.value)
    }
    return scalars.isEmpty ? " " : String(String.UnicodeScalarView(scalars))
  }
}

/// The escape sequences the renderer and the terminal send.
enum ANSI {
  /// Control Sequence Introducer: ESC [.
  static let csi = "\u{1B}["
  /// Reset all attributes (SGR 0).
  static let reset = csi + "0m"
  /// Cursor to the top-left corner.
  static let home = csi + "H"
  /// Erase the whole screen.
  static let clearScreen = csi + "2J"
  /// Erase from the cursor to the end of its line.
  static let eraseToEndOfLine = csi + "K"

  /// Cursor to the first column of `row` (0-based; the terminal counts from 1).
  static func moveTo(row: Int) -> String {
    csi + "\(row + 1);1H"
  }

  /// Cursor to `column` of its row (0-based; the terminal counts from 1).
  static func moveTo(column: Int) -> String {
    csi + "\(column + 1)G"
  }

  /// The Select Graphic Rendition sequence for a style and colour, or "" for
  /// plain text in the terminal's own colour.
  static func sgr(style: Emphasis, color: CellColor) -> String {
    var codes: [String] = []
    if style.contains(.bold) { codes.append("1") }
    if style.contains(.dim) { codes.append("2") }
    if style.contains(.reverse) { codes.append("7") }
    if let code = colorCode(color) { codes.append(code) }
    return codes.isEmpty ? "" : csi + codes.joined(separator: ";") + "m"
  }

  /// The foreground colour code: 31–36 for the basic colours, 90 (bright black) for gray.
  private static func colorCode(_ color: CellColor) -> String? {
    switch color {
    case .default: nil
    case .red: "31"
    case .green: "32"
    case .yellow: "33"
    case .blue: "34"
    case .magenta: "35"
    case .cyan: "36"
    case .gray: "90"
    }
  }
}
