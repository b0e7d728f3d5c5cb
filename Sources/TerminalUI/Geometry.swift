import Foundation

/// A terminal's size, in character cells.
public struct Size: Equatable, Hashable, Sendable, CustomStringConvertible {
  /// Columns.
  public var width: Int
  /// Rows.
  public var height: Int

  /// Creates a size; negative values become zero.
  public init(width: Int, height: Int) {
    self.width = max(width, 0)
    self.height = max(height, 0)
  }

  public var description: String { "\(width)x\(height)" }
}

/// A rectangle of cells, measured from the top-left corner of the screen.
public struct Rect: Equatable, Hashable, Sendable {
  /// Column of the left edge.
  public var x: Int
  /// Row of the top edge.
  public var y: Int
  /// Width in columns.
  public var width: Int
  /// Height in rows.
  public var height: Int

  /// Creates a rectangle; negative sizes become zero.
  public init(x: Int, y: Int, width: Int, height: Int) {
    self.x = x
    self.y = y
    self.width = max(width, 0)
    self.height = max(height, 0)
  }

  /// The empty rectangle at the origin.
  public static let zero = Rect(x: 0, y: 0, width: 0, height: 0)

  /// The rectangle's size.
  public var size: Size { Size(width: width, height: height) }

  /// The part of this rectangle that is `top` rows below its top, `height` rows tall.
  public func slice(top: Int, height: Int) -> Rect {
    let top = min(max(top, 0), self.height)
    return Rect(x: x, y: y + top, width: width, height: min(height, self.height - top))
  }

  /// The cells both rectangles cover; an empty rectangle when they do not meet.
  public func intersection(_ other: Rect) -> Rect {
    let left = max(x, other.x)
    let top = max(y, other.y)
    let right = min(x + width, other.x + other.width)
    let bottom = min(y + height, other.y + other.height)
    return Rect(x: left, y: top, width: right - left, height: bottom - top)
  }

  /// This rectangle with `amount` columns removed from each side.
  public func insetBy(columns amount: Int) -> Rect {
    Rect(x: x + amount, y: y, width: width - 2 * amount, height: height)
  }
}

extension Rect {
  /// The cells a view's rectangle covers: its origin rounded down, its size rounded down (a
  /// terminal cannot draw part of a cell), and a negative size taken as none.
  init(_ rect: CGRect) {
    self.init(
      x: Int(rect.origin.x.rounded(.down)), y: Int(rect.origin.y.rounded(.down)),
      width: Int(max(rect.size.width, 0).rounded(.down)),
      height: Int(max(rect.size.height, 0).rounded(.down)))
  }
}
