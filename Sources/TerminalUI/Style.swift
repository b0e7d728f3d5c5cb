/// How a cell looks. Everything but `color` survives `NO_COLOR`: bold and
/// reverse video are emphasis, not colour.
public struct Emphasis: OptionSet, Hashable, Sendable {
  public let rawValue: UInt8
  public init(rawValue: UInt8) { self.rawValue = rawValue }

  /// Bold or bright text.
  public static let bold = Emphasis(rawValue: 1 << 0)
  /// Faint text, for hints.
  public static let dim = Emphasis(rawValue: 1 << 1)
  /// Swapped foreground and background, for the selected row and bars.
  public static let reverse = Emphasis(rawValue: 1 << 2)
}

/// The few colours the kit uses; `.default` is the terminal's own.
public enum CellColor: UInt8, Hashable, Sendable {
  case `default`, red, green, yellow, blue, magenta, cyan, gray
}

/// One character cell of the screen.
public struct Cell: Equatable, Hashable, Sendable {
  /// The character drawn here: one grapheme, a space, or `""` for a cell
  /// covered by a wide character drawn in a cell to its left.
  public var character: String
  /// Emphasis.
  public var style: Emphasis
  /// Foreground colour.
  public var color: CellColor

  /// Creates a cell.
  public init(_ character: String = " ", style: Emphasis = [], color: CellColor = .default) {
    self.character = character
    self.style = style
    self.color = color
  }

  /// An empty cell.
  public static let blank = Cell()
}
