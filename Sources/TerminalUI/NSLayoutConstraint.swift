import Foundation

/// An equation between two layout attributes that layout keeps true —
/// `first = second + constant`, or `first = constant` for a size — : `NSLayoutConstraint`.
///
/// An anchor makes one (`stack.topAnchor.constraint(equalTo: guide.topAnchor)`); it does
/// nothing until it is activated, which installs it on the closest view that holds both its
/// items, as UIKit does. That view's `layoutSubviews()` then places the items it positions.
/// TerminalUI's engine is small: `LayoutSolver` says what it solves and what it does not.
@MainActor
open class NSLayoutConstraint: NSObject {
  /// Across or down: `NSLayoutConstraint.Axis`, the axis a stack view lays its views along.
  public enum Axis: Int, Sendable {
    /// Left to right.
    case horizontal = 0
    /// Top to bottom.
    case vertical = 1
  }

  /// The attribute on the left of the equation.
  let first: LayoutAttribute
  /// The attribute on the right, or `nil` when the constant alone is the value.
  let second: LayoutAttribute?

  /// What is added to the right side. Unlike the rest, it may change after the constraint is
  /// made; the next layout pass uses the new value.
  open var constant: CGFloat {
    didSet { owner?.setNeedsLayout() }
  }

  /// The view the constraint is installed on while it is active.
  private(set) weak var owner: View?

  init(_ first: LayoutAttribute, equalTo second: LayoutAttribute?, constant: CGFloat) {
    self.first = first
    self.second = second
    self.constant = constant
    super.init()
  }

  /// Whether the constraint takes part in layout. Activating it installs it on the closest
  /// view that holds both its items: a view and its superview, two siblings, or a view and its
  /// own or its superview's layout guide. UIKit raises when they have no common ancestor; so
  /// does this, and also when it relates views further apart, which this engine does not solve.
  open var isActive: Bool {
    get { owner != nil }
    set {
      guard newValue != isActive else { return }
      if newValue { install() } else { uninstall() }
    }
  }

  /// Activates each of `constraints`.
  open class func activate(_ constraints: [NSLayoutConstraint]) {
    for constraint in constraints { constraint.isActive = true }
  }

  /// Deactivates each of `constraints`.
  open class func deactivate(_ constraints: [NSLayoutConstraint]) {
    for constraint in constraints { constraint.isActive = false }
  }

  /// The items the equation names, one or two.
  var items: [any LayoutItem] { [first.item, second?.item].compactMap(\.self) }

  /// Whether an item of the equation is `view`, a view inside it, or a guide of one of them.
  func involvesViews(in view: View) -> Bool {
    items.contains { $0.hostView?.isDescendant(of: view) == true }
  }

  // UIKit raises too when it cannot install a constraint: a programming error, not bad input.
  private func install() {
    var owner: View?
    for (index, item) in items.enumerated() {
      guard let host = item.hostView else {
        preconditionFailure("\(equation): a layout guide must be added to a view first")
      }
      guard let common = index == 0 ? host : owner?.closestCommonAncestor(with: host) else {
        preconditionFailure("\(equation): its items have no common ancestor")
      }
      owner = common
    }
    guard let owner, items.allSatisfy(owner.solves) else {
      preconditionFailure(
        """
        \(equation): TerminalUI's layout solves constraints between a view and its superview, \
        two siblings, and their layout guides, not views further apart
        """)
    }
    owner.installedConstraints.append(self)
    self.owner = owner
    owner.setNeedsLayout()
  }

  private func uninstall() {
    owner?.installedConstraints.removeAll { $0 === self }
    owner?.setNeedsLayout()
    owner = nil
  }

  /// The equation, for messages: `StackView.top == LayoutGuide.top + 1.0`.
  var equation: String {
    let right = second.map { "\($0)" + (constant == 0 ? "" : " + \(constant)") } ?? "\(constant)"
    return "\(first) == \(right)"
  }
}

/// One edge, centre or size of a view or a layout guide: what a constraint relates.
struct LayoutAttribute: CustomStringConvertible {
  /// Which of them.
  enum Name: String {
    case leading, trailing, left, right, top, bottom, width, height, centerX, centerY
  }

  /// The view or guide; held weakly, as a constraint does not keep its items.
  private(set) weak var item: (any LayoutItem)?
  /// Which attribute.
  let name: Name

  init(_ item: any LayoutItem, _ name: Name) {
    self.item = item
    self.name = name
  }

  var description: String {
    let itemName = item.map { String(describing: type(of: $0)) } ?? "nil"
    return "\(itemName).\(name.rawValue)"
  }
}

/// What a constraint can relate: a view, or a layout guide, which lives in its owning view.
@MainActor
protocol LayoutItem: AnyObject {
  /// The view the item's frame is measured in: a view's superview's, a guide's owning view's.
  var hostView: View? { get }
}

extension View: LayoutItem {
  var hostView: View? { self }
}

extension LayoutGuide: LayoutItem {
  var hostView: View? { owningView }
}

extension View {
  /// The closest view that is both this one or holds it and `other` or holds it.
  func closestCommonAncestor(with other: View) -> View? {
    var candidate: View? = self
    while let current = candidate {
      if other.isDescendant(of: current) { return current }
      candidate = current.superview
    }
    return nil
  }

  /// Whether this view's layout places `item` or takes it as given: itself (or, for a size
  /// alone, its superview's layout), its layout guides, its subviews.
  func solves(_ item: any LayoutItem) -> Bool {
    if item === self { return true }
    if let guide = item as? LayoutGuide { return guide.owningView === self }
    if let view = item as? View { return view.superview === self }
    return false
  }
}
