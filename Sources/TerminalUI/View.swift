import Foundation
import Observation
import Observing
import Tracing

/// What a view is told while drawing: where it is on the screen, and the time.
public struct DrawContext: Sendable {
  /// The cells the view covers on the screen: its frame, moved by every superview's origin.
  public let rect: Rect
  /// The clock's time for this frame; animations derive their phase from it,
  /// so a scripted run on a virtual clock draws the same spinner every time.
  public let time: Duration

  /// Creates a context.
  public init(rect: Rect, time: Duration) {
    self.rect = rect
    self.time = time
  }
}

/// A rectangle on screen that draws itself and holds subviews: `UIView`'s stand-in.
///
/// As in UIKit, a frame is in its superview's coordinates and `bounds` is the view's own
/// rectangle, from (0, 0); a view that nobody gives a frame has no size and draws nothing. A
/// point here is one character cell: a frame's edges are rounded down to whole cells.
@MainActor
open class View: Responder {
  /// Where the view is in its superview, in cells.
  open var frame: CGRect
  /// A hidden view draws nothing and receives no keys, and neither do its subviews.
  open var isHidden = false
  /// What the view's rectangle is filled with before it draws: `nil`, as in UIKit, fills
  /// nothing, so what is behind shows through. A terminal fills with blank cells, whatever the
  /// colour.
  open var backgroundColor: Color?
  /// Whether the subviews are cut to the view's rectangle; `false` by default, as in UIKit,
  /// and `true` for a scroll view.
  open var clipsToBounds = false
  /// Whether the frame, as set, places the view; `false` leaves it to constraints, which its
  /// superview's `layoutSubviews()` solves. `true` by default, as in UIKit.
  open var translatesAutoresizingMaskIntoConstraints = true
  /// The views drawn on top of this one, in order.
  open private(set) var subviews: [View] = []
  /// The view that holds this one.
  open private(set) weak var superview: View?
  /// The controller whose root view this is, if any: the next responder after the view.
  weak var viewController: ViewController?
  /// The active constraints this view holds: those whose items it is the closest view to hold.
  var installedConstraints: [NSLayoutConstraint] = []
  /// The layout guides added with `addLayoutGuide(_:)`.
  var ownLayoutGuides: [LayoutGuide] = []

  /// Whether `updateProperties()` is due; true until it first runs.
  private(set) var needsUpdateProperties = true
  /// Whether a change to something the last layout read has been announced since it ran.
  private var isLayoutTracked = false
  /// Whether the update due was asked for by Observation, for the trace.
  private var isUpdateObserved = false

  /// Creates a view with `frame`.
  public init(frame: CGRect) {
    self.frame = frame
    super.init()
  }

  /// Nothing is decoded here — a terminal app has no storyboards or nibs — so this returns
  /// `nil`. A subclass implements it as UIKit asks, usually with `fatalError`.
  public required init?(coder: NSCoder) {
    frame = .zero
    super.init()
    return nil
  }

  /// Creates a view with an empty frame.
  override public convenience init() { self.init(frame: .zero) }

  /// The view's own rectangle: its frame's size, from (0, 0). Setting it resizes the frame.
  open var bounds: CGRect {
    get { CGRect(origin: .zero, size: frame.size) }
    set { frame.size = newValue.size }
  }

  /// The window the view is in, if any.
  open var window: Window? {
    var view: View? = self
    while let current = view {
      if let window = current as? Window { return window }
      view = current.superview
    }
    return nil
  }

  override open var next: Responder? { viewController ?? superview }

  /// Adds `view` on top of the existing subviews, taking it from its old parent.
  open func addSubview(_ view: View) {
    insertSubview(view, at: subviews.count)
  }

  /// Adds `view` at `index` among the subviews: 0 is at the back.
  open func insertSubview(_ view: View, at index: Int) {
    view.removeFromSuperview()
    subviews.insert(view, at: min(max(index, 0), subviews.count))
    view.superview = self
    if view.hasPendingUpdates { window?.scheduleUpdatePass() }
  }

  /// Moves `view`, one of the subviews, in front of the others.
  open func bringSubviewToFront(_ view: View) {
    guard let index = subviews.firstIndex(where: { $0 === view }) else { return }
    subviews.append(subviews.remove(at: index))
  }

  /// Detaches the view from its parent. As in UIKit, the constraints that tied it, or a view
  /// in it, to the views it leaves are deactivated.
  open func removeFromSuperview() {
    var ancestor = superview
    while let current = ancestor {
      for constraint in current.installedConstraints where constraint.involvesViews(in: self) {
        constraint.isActive = false
      }
      ancestor = current.superview
    }
    superview?.subviews.removeAll { $0 === self }
    superview = nil
  }

  /// Whether the view is `view` or inside it.
  func isDescendant(of view: View) -> Bool {
    var current: View? = self
    while let candidate = current {
      if candidate === view { return true }
      current = candidate.superview
    }
    return false
  }

  /// Positions the subviews. The default places those that constraints position
  /// (`translatesAutoresizingMaskIntoConstraints` false), as UIKit's does; an override sets
  /// frames itself after calling `super`.
  ///
  /// Observation tracking: an `@Observable` property read here lays the view out again when it
  /// changes, as on iOS 26.
  open func layoutSubviews() { LayoutSolver.solve(in: self) }

  /// Asks for a layout pass. A window here lays out every frame it draws, so this only makes
  /// sure one is drawn; asked while a pass lays out, that pass lays out once more.
  open func setNeedsLayout() { window?.layoutWasRequested() }

  /// Lays out this view and its visible descendants now: the owning controller's
  /// `viewWillLayoutSubviews()`, `layoutSubviews()`, then `viewDidLayoutSubviews()`. A hidden
  /// view is laid out when it is shown: every frame is laid out before it is drawn or sent a key.
  open func layoutIfNeeded() {
    tracked(layout: true) {
      viewController?.viewWillLayoutSubviews()
      layoutSubviews()
    }
    viewController?.layOutContentUnavailableView()
    viewController?.viewDidLayoutSubviews()
    for subview in subviews where !subview.isHidden { subview.layoutIfNeeded() }
  }

  /// The size that fits the view best within `size`: the width it is given, one row tall, by
  /// default. Containers such as `StackView` ask it, and so does a constraint solver for a
  /// height no constraint gives; a label answers with its wrapped height.
  open func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: size.width, height: 1) }

  /// The most a subview's size is measured to when constraints leave it to its content: as
  /// much as it likes. A scroll view measures its content only some way past what it shows.
  var fittingLimit: CGSize {
    CGSize(width: CGFloat.greatestFiniteMagnitude, height: CGFloat.greatestFiniteMagnitude)
  }

  /// The view's natural size, or `noIntrinsicMetric` in a dimension where it has none.
  open var intrinsicContentSize: CGSize {
    CGSize(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric)
  }

  /// "No natural size in this dimension."
  public static let noIntrinsicMetric: CGFloat = -1

  // MARK: Updating properties

  /// Sets the view's content and looks from the state it shows: iOS 26's place for it. Call
  /// `super`. UIKit calls it before the next layout after `setNeedsUpdateProperties()`; and
  /// every `@Observable` property read here is tracked, so a change to one calls it again.
  open func updateProperties() {}

  /// Asks for `updateProperties()` before the next layout. Several requests come as one.
  open func setNeedsUpdateProperties() {
    needsUpdateProperties = true
    window?.scheduleUpdatePass()
  }

  /// Runs the updates that are due in this view, its controller and its subtree, now.
  open func updatePropertiesIfNeeded() {
    guard !Snapshotting.isActive else { return }
    viewController?.runUpdatePropertiesIfNeeded()
    if needsUpdateProperties {
      needsUpdateProperties = false
      if isUpdateObserved { Self.traceObservedUpdate(of: self) }
      isUpdateObserved = false
      tracked(layout: false) { updateProperties() }
    }
    for subview in subviews { subview.updatePropertiesIfNeeded() }
  }

  /// Whether this subtree has an update due, so a window it joins knows to run one.
  var hasPendingUpdates: Bool {
    needsUpdateProperties || viewController?.needsUpdateProperties == true
      || subviews.contains { $0.hasPendingUpdates }
  }

  /// Runs `work` with Observation tracking what it reads; a change to any of it asks for the
  /// work again. Layout runs every frame here, so it is tracked once per change: enough to
  /// know when to draw, without piling up one registration per frame.
  private func tracked(layout: Bool, _ work: () -> Void) {
    if layout {
      guard !isLayoutTracked else { return work() }
      isLayoutTracked = true
    }
    withObservationTracking(work) { [weak self] in
      // Observation calls this on the thread about to make the change, before it is made: in
      // the kit, always the main actor. The update itself waits for the window's next pass.
      MainActor.assumeIsolated {
        guard let self else { return }
        if layout {
          self.isLayoutTracked = false
          self.setNeedsLayout()
        } else {
          self.isUpdateObserved = true
          self.setNeedsUpdateProperties()
        }
      }
    }
  }

  /// Records that the window runs `receiver`'s `updateProperties()` because something it read
  /// changed: the one message of automatic observation tracking a trace can see.
  static func traceObservedUpdate(of receiver: Responder) {
    guard let trace = MessageTrace.current else { return }
    let window = (receiver as? View)?.window ?? (receiver as? ViewController)?.viewIfLoaded?.window
    trace.record(
      "updateProperties()", from: window.map { Participant(of: $0) } ?? Participant("Window"),
      to: Participant(of: receiver))
  }

  // MARK: Drawing

  /// The cells the view covers on the screen: its frame moved by its superviews' origins, and
  /// back by their bounds' (a scroll view's offset).
  open var screenRect: Rect {
    var origin = frame.origin
    var view = superview
    while let current = view {
      origin.x += current.frame.origin.x - current.bounds.origin.x
      origin.y += current.frame.origin.y - current.bounds.origin.y
      view = current.superview
    }
    return Rect(CGRect(origin: origin, size: frame.size))
  }

  /// Draws the view's own content into `context.rect`; subviews draw afterwards, on top. This
  /// takes the place of UIKit's `draw(_:)`: a terminal view draws characters, not pixels.
  open func draw(in canvas: inout CellGrid, context: DrawContext) {}

  /// Draws this view and its visible descendants, at `origin` (where its superview's bounds
  /// begin on the screen): its background, its own content, then its subviews, moved back by
  /// its bounds' origin (a scroll view's offset) and cut to its rectangle if it clips.
  func render(in canvas: inout CellGrid, at origin: CGPoint, time: Duration) {
    guard !isHidden else { return }
    let placed = frame.offsetBy(dx: origin.x, dy: origin.y)
    let enclosing = canvas.clip
    if clipsToBounds {
      canvas.clip = enclosing.map { $0.intersection(Rect(placed)) } ?? Rect(placed)
    }
    if backgroundColor != nil { canvas.fill(Rect(placed)) }
    draw(in: &canvas, context: DrawContext(rect: Rect(placed), time: time))
    let contentOrigin = CGPoint(
      x: placed.origin.x - bounds.origin.x, y: placed.origin.y - bounds.origin.y)
    for subview in subviews {
      subview.render(in: &canvas, at: contentOrigin, time: time)
    }
    canvas.clip = enclosing
  }

  /// The visible views of this subtree, front-most first: the order in which
  /// they are offered a key.
  var visibleViewsFrontToBack: [View] {
    guard !isHidden else { return [] }
    return subviews.reversed().flatMap(\.visibleViewsFrontToBack) + [self]
  }

  /// The responders of this subtree that a key reaches, in the order it reaches them: the
  /// visible views front-most first, each followed by the controller whose view it is. A
  /// controller's content-unavailable view covers the views behind it, so they are left out.
  var respondersFrontToBack: [Responder] {
    guard !isHidden else { return [] }
    guard let covering = viewController?.shownContentUnavailableView, let viewController else {
      return subviews.reversed().flatMap(\.respondersFrontToBack) + [self]
        + (viewController.map { [$0] } ?? [])
    }
    // Covered, the view and everything in it are out of reach; its controller is not.
    return covering.respondersFrontToBack + [viewController]
  }

  /// Offers `input` along the responder chain of this subtree until one handles it.
  func offer(_ input: String) -> Bool {
    respondersFrontToBack.contains { $0.perform(input) }
  }

  /// The key commands a key can reach from here, in the order they are tried: one for each
  /// input, the first along the chain. The bottom bar shows them.
  var reachableKeyCommands: [KeyCommand] {
    var seen = Set<String>()
    return respondersFrontToBack.flatMap { $0.keyCommands ?? [] }.filter {
      seen.insert($0.input ?? "").inserted
    }
  }
}
