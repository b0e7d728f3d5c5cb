import Foundation

/// A view's part in Auto Layout: its anchors, the constraints it holds and its layout guides.
extension View {
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

  /// The active constraints the view holds: those between items it is the closest view to
  /// hold, and its own sizes.
  public var constraints: [NSLayoutConstraint] { installedConstraints }

  /// The layout guides added to the view.
  public var layoutGuides: [LayoutGuide] { ownLayoutGuides }

  /// Adds `layoutGuide` to the view, whose layout places it.
  public func addLayoutGuide(_ layoutGuide: LayoutGuide) {
    layoutGuide.owningView?.ownLayoutGuides.removeAll { $0 === layoutGuide }
    ownLayoutGuides.append(layoutGuide)
    layoutGuide.owningView = self
  }
}
