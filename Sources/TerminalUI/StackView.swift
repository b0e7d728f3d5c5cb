import Foundation

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

  /// Going down, as wide as `size` and as tall as its views there, with the spacing between
  /// them, no taller than `size`; going across, as wide as `size` and as tall as its tallest
  /// view.
  override open func sizeThatFits(_ size: CGSize) -> CGSize {
    let shown = arrangedSubviews.filter { !$0.isHidden }
    switch axis {
    case .vertical:
      var height: CGFloat = 0
      for (index, view) in shown.enumerated() {
        if index > 0 { height += spacing }
        let room = max(size.height - height, 0)
        height += min(view.sizeThatFits(CGSize(width: size.width, height: room)).height, room)
        guard height < size.height else { return CGSize(width: size.width, height: size.height) }
      }
      return CGSize(width: size.width, height: height)
    case .horizontal:
      let tallest = shown.map { $0.sizeThatFits(size).height }.max() ?? 0
      return CGSize(width: size.width, height: min(tallest, size.height))
    }
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
