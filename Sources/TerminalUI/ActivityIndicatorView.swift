import Foundation

/// A spinner: `UIActivityIndicatorView`'s stand-in.
///
/// Its phase comes from the frame's time, not from a timer of its own, so it
/// schedules no work: a scripted `wait` never waits for it, and a frame drawn
/// at the same virtual time always shows the same glyph.
@MainActor
open class ActivityIndicatorView: View {
  /// How big the spinner is: `UIActivityIndicatorView.Style`. A terminal draws both in a cell.
  public enum Style: Int, Sendable {
    /// The size UIKit gives a new indicator.
    case medium = 100
    /// A larger one.
    case large = 101
  }

  /// Whether the spinner turns.
  open private(set) var isAnimating = false
  /// Whether a stopped spinner disappears: true, as in UIKit.
  open var hidesWhenStopped = true
  /// The spinner's size.
  open var style: Style

  private static let glyphs = ["⠋", "⠙", "⠹", "⠸", "⠼", "⠴", "⠦", "⠧", "⠇", "⠏"]
  private static let interval = Duration.milliseconds(100)

  /// Creates a stopped spinner in `style`.
  public init(style: Style) {
    self.style = style
    super.init(frame: .zero)
  }

  /// Creates a stopped spinner of the usual size.
  override public init(frame: CGRect) {
    style = .medium
    super.init(frame: frame)
  }

  /// Nothing is decoded here; see `View.init(coder:)`. UIKit's spinner declares this
  /// initializer non-failable; a terminal app has nothing to decode, so it stops the program.
  public required init(coder: NSCoder) { fatalError("a terminal app has no storyboards") }

  /// One cell.
  override open var intrinsicContentSize: CGSize { CGSize(width: 1, height: 1) }

  /// Starts turning.
  open func startAnimating() { isAnimating = true }

  /// Stops turning.
  open func stopAnimating() { isAnimating = false }

  override open func draw(in canvas: inout CellGrid, context: DrawContext) {
    guard isAnimating || !hidesWhenStopped else { return }
    let phase = isAnimating ? Int(context.time / Self.interval) % Self.glyphs.count : 0
    canvas.draw(
      Self.glyphs[phase], x: context.rect.x, y: context.rect.y, width: 1, style: .bold,
      color: .cyan)
  }
}
