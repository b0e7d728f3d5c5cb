import Foundation

/// A colour: `UIColor`'s stand-in, with the semantic colours an app names. A terminal has a
/// few colours and faint text; each colour here says which it draws as.
open class Color: NSObject, @unchecked Sendable {
  // Immutable after `init`, which is what makes sharing it across threads safe.

  /// The terminal colour it draws in.
  let cellColor: CellColor
  /// Extra emphasis: faint for secondary text.
  let emphasis: Emphasis

  private init(_ cellColor: CellColor, _ emphasis: Emphasis = []) {
    self.cellColor = cellColor
    self.emphasis = emphasis
    super.init()
  }

  /// The background of a screen: the terminal's own. A view with any background fills its
  /// rectangle with blank cells, so nothing drawn behind it shows through.
  open class var systemBackground: Color { Color(.default) }
  /// Primary text: the terminal's own colour.
  open class var label: Color { Color(.default) }
  /// Secondary text, such as a date under a title: faint.
  open class var secondaryLabel: Color { Color(.default, .dim) }
  /// Tertiary text: faint.
  open class var tertiaryLabel: Color { Color(.default, .dim) }
  /// Red, for errors and warnings.
  open class var systemRed: Color { Color(.red) }
  /// Green.
  open class var systemGreen: Color { Color(.green) }
  /// Yellow.
  open class var systemYellow: Color { Color(.yellow) }
  /// Blue.
  open class var systemBlue: Color { Color(.blue) }
  /// Cyan.
  open class var systemCyan: Color { Color(.cyan) }
  /// Grey.
  open class var systemGray: Color { Color(.gray) }

  override open func isEqual(_ object: Any?) -> Bool {
    guard let other = object as? Color else { return false }
    return (cellColor, emphasis) == (other.cellColor, other.emphasis)
  }

  override open var hash: Int { cellColor.hashValue ^ emphasis.rawValue.hashValue }
}
