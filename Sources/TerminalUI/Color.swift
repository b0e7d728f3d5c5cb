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

  /// Primary text: the terminal's own colour.
  public class var label: Color { Color(.default) }
  /// Secondary text, such as a date under a title: faint.
  public class var secondaryLabel: Color { Color(.default, .dim) }
  /// Tertiary text: faint.
  public class var tertiaryLabel: Color { Color(.default, .dim) }
  /// Red, for errors and warnings.
  public class var systemRed: Color { Color(.red) }
  /// Green.
  public class var systemGreen: Color { Color(.green) }
  /// Yellow.
  public class var systemYellow: Color { Color(.yellow) }
  /// Blue.
  public class var systemBlue: Color { Color(.blue) }
  /// Cyan.
  public class var systemCyan: Color { Color(.cyan) }
  /// Grey.
  public class var systemGray: Color { Color(.gray) }

  override open func isEqual(_ object: Any?) -> Bool {
    guard let other = object as? Color else { return false }
    return (cellColor, emphasis) == (other.cellColor, other.emphasis)
  }

  override open var hash: Int { cellColor.hashValue ^ emphasis.rawValue.hashValue }
}
