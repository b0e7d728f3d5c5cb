import Foundation

/// An edge, centre or size of a view or a layout guide, from which constraints are made:
/// `NSLayoutAnchor`. `AnchorType` keeps a constraint between like anchors: an x-axis anchor
/// with another, never with a y-axis one or a size.
@MainActor
open class NSLayoutAnchor<AnchorType: AnyObject>: NSObject {
  /// The item's attribute this anchor stands for.
  let attribute: LayoutAttribute

  init(_ item: any LayoutItem, _ name: LayoutAttribute.Name) {
    attribute = LayoutAttribute(item, name)
    super.init()
  }

  /// A constraint that this anchor equals `anchor`: inactive until activated.
  open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
    constraint(equalTo: anchor, constant: 0)
  }

  /// A constraint that this anchor equals `anchor` plus `c`: inactive until activated.
  open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat)
    -> NSLayoutConstraint
  {
    NSLayoutConstraint(attribute, equalTo: anchor.attribute, constant: c)
  }
}

/// A left, right, leading, trailing or centre-x anchor: `NSLayoutXAxisAnchor`.
@MainActor
open class NSLayoutXAxisAnchor: NSLayoutAnchor<NSLayoutXAxisAnchor> {}

/// A top, bottom or centre-y anchor: `NSLayoutYAxisAnchor`.
@MainActor
open class NSLayoutYAxisAnchor: NSLayoutAnchor<NSLayoutYAxisAnchor> {}

/// A width or height anchor, which may also equal a constant: `NSLayoutDimension`.
@MainActor
open class NSLayoutDimension: NSLayoutAnchor<NSLayoutDimension> {
  /// A constraint that this size is `c`: inactive until activated.
  open func constraint(equalToConstant c: CGFloat) -> NSLayoutConstraint {
    NSLayoutConstraint(attribute, equalTo: nil, constant: c)
  }
}
