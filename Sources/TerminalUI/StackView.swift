import Foundation

/// Auto Layout's constraints are not drawn in a terminal: only the axis a stack view lays its
/// views along is here, where UIKit declares it.
@MainActor
open class NSLayoutConstraint: NSObject {
  /// Across or down: `NSLayoutConstraint.Axis`.
  public enum Axis: Int, Sendable {
    /// Left to right.
    case horizontal = 0
    /// Top to bottom.
    case vertical = 1
  }
}

/// Lays its views out along one axis, with `spacing` between them: `UIStackView`'s stand-in,
/// horizontal by default as UIKit's is. Going down, each view is as tall as it asks to be for
/// the stack's width, and what does not fit at the bottom is cut; going across, each is as wide
/// as its content, and the last takes what is left.
@MainActor
open class StackView: View {
  /// The views in the stack, in order.
  open private(set) var arrangedSubviews: [View] = []
  /// Across or down.
  open var axis = NSLayoutConstraint.Axis.horizontal
  /// Cells between two views.
  open var spacing: CGFloat = 0

  /// Creates a stack of `views`, each added as a subview.
  public convenience init(arrangedSubviews views: [View]) {
    self.init(frame: .zero)
    views.forEach(addArrangedSubview)
  }

  /// Creates an empty stack.
  override public init(frame: CGRect) { super.init(frame: frame) }

  /// Nothing is decoded here; see `View.init(coder:)`. UIKit's stack view declares this
  /// initializer non-failable; a terminal app has nothing to decode, so it stops the program.
  public required init(coder: NSCoder) { fatalError("a terminal app has no storyboards") }

  /// Adds `view` at the end of the stack.
  open func addArrangedSubview(_ view: View) {
    arrangedSubviews.append(view)
    addSubview(view)
  }

  override open func layoutSubviews() {
    super.layoutSubviews()
    var offset: CGFloat = 0
    for view in arrangedSubviews where !view.isHidden {
      switch axis {
      case .vertical:
        let room = max(bounds.height - offset, 0)
        let size = view.sizeThatFits(CGSize(width: bounds.width, height: room))
        view.frame = CGRect(
          x: 0, y: offset, width: min(size.width, bounds.width), height: min(size.height, room))
        offset += size.height + spacing
      case .horizontal:
        let room = max(bounds.width - offset, 0)
        let natural = view.intrinsicContentSize.width
        let width = natural < 0 || view === arrangedSubviews.last ? room : min(natural, room)
        view.frame = CGRect(x: offset, y: 0, width: width, height: bounds.height)
        offset += width + spacing
      }
    }
  }
}
