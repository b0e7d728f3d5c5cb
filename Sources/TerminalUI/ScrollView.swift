import Foundation

/// A view that shows part of something larger: `UIScrollView`.
///
/// Its subviews are laid out in the content's coordinates and drawn moved back by
/// `contentOffset`, cut to the scroll view's frame. Constrained to `contentLayoutGuide`, they
/// make `contentSize`; constrained to `frameLayoutGuide`, they stay where the frame is. On a
/// keyboard, as on iOS 17 with `allowsKeyboardScrolling`, ↑ and ↓ scroll a line and Page Up and
/// Page Down a screen less a line, while there is more content than room; the table, a scroll
/// view too, takes ↑ and ↓ for its selection instead.
@MainActor
open class ScrollView: View {
  /// Where the content's origin is moved to the frame's: how far it has scrolled. It is the
  /// view's `bounds.origin`, as in UIKit.
  open var contentOffset = CGPoint.zero
  /// The size of the content: set, or made by constraints to `contentLayoutGuide`.
  open var contentSize = CGSize.zero
  /// Whether the arrow and page keys scroll it, while there is something to scroll.
  open var allowsKeyboardScrolling = true
  /// Pull to refresh, for a scroll view whose content can be loaded again: shown above the
  /// content while it refreshes. A table's r key pulls it.
  open var refreshControl: RefreshControl? {
    didSet {
      guard oldValue !== refreshControl else { return }
      oldValue?.removeFromSuperview()
      refreshControl.map(addSubview)
    }
  }
  /// The content's rectangle, from (0, 0) to `contentSize`: constraints between it and the
  /// content say how big the content is.
  public let contentLayoutGuide = LayoutGuide()
  /// The scroll view's frame, wherever the content has scrolled: content as wide as it does not
  /// scroll across.
  public let frameLayoutGuide = LayoutGuide()

  /// Creates a scroll view; it clips its content, as UIKit's does.
  override public init(frame: CGRect) {
    super.init(frame: frame)
    clipsToBounds = true
    contentLayoutGuide.identifier = "UIScrollView-contentLayoutGuide"
    frameLayoutGuide.identifier = "UIScrollView-frameLayoutGuide"
    addLayoutGuide(contentLayoutGuide)
    addLayoutGuide(frameLayoutGuide)
  }

  /// Nothing is decoded here; see `View.init(coder:)`.
  public required init?(coder: NSCoder) { nil }

  /// The visible part of the content: `contentOffset` and the frame's size.
  override open var bounds: CGRect {
    get { CGRect(origin: contentOffset, size: frame.size) }
    set {
      frame.size = newValue.size
      contentOffset = newValue.origin
    }
  }

  /// Scrolls to `contentOffset`. There is no animation in a terminal: `animated` is accepted
  /// and ignored.
  open func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {
    self.contentOffset = contentOffset
  }

  /// Content taller than the frame is measured two screens past the top of what is shown:
  /// as far as a page down can go, and no further, so a 50 MB story is wrapped as it is read.
  override var fittingLimit: CGSize {
    CGSize(
      width: CGFloat.greatestFiniteMagnitude,
      height: max(contentOffset.y, 0) + 2 * bounds.height)
  }

  override open func layoutSubviews() {
    let couldScroll = canScrollVertically
    super.layoutSubviews()
    // Its keys come and go with it: whoever lists them (the navigation bar) looks again.
    if canScrollVertically != couldScroll { superview?.setNeedsLayout() }
  }

  // MARK: Keys

  /// ↑ and ↓ scroll a line, Page Up and Page Down a screen less a line, while the content is
  /// taller than the frame; none when it fits, so the keys go on along the responder chain.
  override open var keyCommands: [KeyCommand]? {
    allowsKeyboardScrolling && canScrollVertically ? scrollCommands : nil
  }

  private lazy var scrollCommands = [
    KeyCommand(title: "scroll", action: ScrollView.scrollLineUp, input: KeyCommand.inputUpArrow),
    KeyCommand(
      title: "scroll", action: ScrollView.scrollLineDown, input: KeyCommand.inputDownArrow),
    KeyCommand(action: ScrollView.scrollPageUp, input: KeyCommand.inputPageUp),
    KeyCommand(action: ScrollView.scrollPageDown, input: KeyCommand.inputPageDown),
  ]

  /// Whether there is more content than room, down.
  var canScrollVertically: Bool { contentSize.height > bounds.height }

  func scrollLineUp() { scrollVertically(by: -1) }
  func scrollLineDown() { scrollVertically(by: 1) }
  func scrollPageUp() { scrollVertically(by: -pageHeight) }
  func scrollPageDown() { scrollVertically(by: pageHeight) }

  /// A screen less a line, so the line at the edge is still in sight after the page.
  private var pageHeight: CGFloat { max(bounds.height - 1, 1) }

  /// Moves the content by `lines`, no further than its top or its bottom.
  private func scrollVertically(by lines: CGFloat) {
    let bottom = max(contentSize.height - bounds.height, 0)
    let y = min(max(contentOffset.y + lines, 0), bottom)
    setContentOffset(CGPoint(x: contentOffset.x, y: y), animated: true)
  }
}
