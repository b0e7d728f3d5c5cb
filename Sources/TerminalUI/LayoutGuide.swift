import Foundation

/// A rectangle that takes part in layout without drawing anything: `UILayoutGuide`. Add one to
/// a view with `addLayoutGuide(_:)` and constrain views to its anchors; a scroll view has two of
/// its own, for its content and for its frame.
@MainActor
open class LayoutGuide: NSObject {
  /// Where the guide is, in its owning view's coordinates, as its last layout found it.
  open internal(set) var layoutFrame = CGRect.zero
  /// The view whose layout places the guide. Set by `addLayoutGuide(_:)`.
  open internal(set) weak var owningView: View?
  /// A name for messages.
  open var identifier = ""

  /// A guide that no view owns yet.
  override public init() { super.init() }

  /// Its leading edge: the left, in a terminal.
  public var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(self, .leading) }
  /// Its trailing edge: the right, in a terminal.
  public var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(self, .trailing) }
  /// Its left edge.
  public var leftAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(self, .left) }
  /// Its right edge.
  public var rightAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(self, .right) }
  /// Its top edge.
  public var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(self, .top) }
  /// Its bottom edge.
  public var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(self, .bottom) }
  /// Its width.
  public var widthAnchor: NSLayoutDimension { NSLayoutDimension(self, .width) }
  /// Its height.
  public var heightAnchor: NSLayoutDimension { NSLayoutDimension(self, .height) }
  /// Its middle, across.
  public var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(self, .centerX) }
  /// Its middle, down.
  public var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(self, .centerY) }
}
