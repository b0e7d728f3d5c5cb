/// What views are told while drawing: the only thing they may not keep themselves.
public struct DrawContext: Sendable {
  /// The clock's time for this frame; animations derive their phase from it,
  /// so a scripted run on a virtual clock draws the same spinner every time.
  public let time: Duration

  /// Creates a context.
  public init(time: Duration) { self.time = time }
}

/// A rectangle on screen that draws itself and holds subviews: `UIView`'s stand-in.
///
/// Frames are in screen cells, not relative to the superview. That keeps the
/// drawing code short; a parent lays its children out in `layoutSubviews()`.
@MainActor
open class View: Responder {
  /// Where the view is, in screen cells. Its superview sets it.
  public var frame: Rect = .zero
  /// A hidden view draws nothing and receives no keys, and neither do its subviews.
  public var isHidden = false
  /// The views drawn on top of this one, in order.
  public private(set) var subviews: [View] = []
  /// The view that holds this one.
  public private(set) weak var superview: View?

  /// Creates a view with an empty frame.
  override public init() { super.init() }

  /// Adds `view` on top of the existing subviews, taking it from its old parent.
  public func addSubview(_ view: View) {
    view.removeFromSuperview()
    subviews.append(view)
    view.superview = self
  }

  /// Detaches the view from its parent.
  public func removeFromSuperview() {
    superview?.subviews.removeAll { $0 === self }
    superview = nil
  }

  /// Positions the subviews. By default every subview fills the view, which
  /// is what stacked "one of these is visible" screens want.
  open func layoutSubviews() {
    for subview in subviews { subview.frame = frame }
  }

  /// How much room the view wants when it may be `width` columns wide, for
  /// containers such as `StackView`. One full-width row by default.
  open func preferredSize(forWidth width: Int) -> Size { Size(width: width, height: 1) }

  /// The same, when no more than `maximumHeight` rows are left for the view: a container
  /// that will cut the view there asks this way, so that a view whose height is costly to
  /// work out (a label holding a long story) stops counting where the screen ends.
  open func preferredSize(forWidth width: Int, maximumHeight: Int) -> Size {
    let size = preferredSize(forWidth: width)
    return Size(width: size.width, height: min(size.height, maximumHeight))
  }

  /// Draws the view's own content; subviews draw afterwards, on top.
  open func draw(in canvas: inout CellGrid, context: DrawContext) {}

  /// Lays out this view and its visible descendants. A hidden view is laid out when it is
  /// shown: every frame is laid out before it is drawn or sent a key.
  public func layoutIfNeeded() {
    layoutSubviews()
    for subview in subviews where !subview.isHidden { subview.layoutIfNeeded() }
  }

  /// Draws this view and its visible descendants.
  public func render(in canvas: inout CellGrid, context: DrawContext) {
    guard !isHidden else { return }
    draw(in: &canvas, context: context)
    for subview in subviews { subview.render(in: &canvas, context: context) }
  }

  /// The visible views of this subtree, front-most first: the order in which
  /// they are offered a key.
  var visibleViewsFrontToBack: [View] {
    guard !isHidden else { return [] }
    return subviews.reversed().flatMap(\.visibleViewsFrontToBack) + [self]
  }

  /// Offers `key` to the visible views of this subtree, front-most first, until one handles it:
  /// the responder chain walked without being built.
  func offer(_ key: Key) -> Bool {
    guard !isHidden else { return false }
    for subview in subviews.reversed() where subview.offer(key) { return true }
    return handle(key)
  }
}
