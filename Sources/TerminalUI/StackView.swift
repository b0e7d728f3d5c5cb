/// Lays its views out top to bottom, each as tall as it asks, with blank rows
/// between: a one-axis `UIStackView`. What does not fit at the bottom is cut.
@MainActor
public final class StackView: View {
  /// The views in the stack, top first.
  public private(set) var arrangedSubviews: [View]
  /// Blank rows between two views.
  public var spacing: Int

  /// Creates a stack.
  public init(arrangedSubviews: [View], spacing: Int = 1) {
    self.arrangedSubviews = arrangedSubviews
    self.spacing = spacing
    super.init()
    arrangedSubviews.forEach(addSubview)
  }

  override public func layoutSubviews() {
    var top = 0
    for view in arrangedSubviews where !view.isHidden {
      let room = max(frame.height - top, 0)
      let size = view.preferredSize(forWidth: frame.width, maximumHeight: room)
      view.frame = Rect(
        x: frame.x, y: frame.y + top, width: min(size.width, frame.width),
        height: min(size.height, room))
      top += size.height + spacing
    }
  }
}
