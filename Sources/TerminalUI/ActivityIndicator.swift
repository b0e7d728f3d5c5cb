/// A spinner: `UIActivityIndicatorView`'s stand-in.
///
/// Its phase comes from the frame's time, not from a timer of its own, so it
/// schedules no work: a scripted `wait` never waits for it, and a frame drawn
/// at the same virtual time always shows the same glyph.
@MainActor
public final class ActivityIndicator: View {
  /// Whether the spinner turns; a stopped one is hidden, as UIKit's is by default.
  public private(set) var isAnimating = false

  private static let glyphs = ["⠋", "⠙", "⠹", "⠸", "⠼", "⠴", "⠦", "⠧", "⠇", "⠏"]
  private static let interval = Duration.milliseconds(100)

  /// Creates a stopped spinner.
  override public init() { super.init() }

  /// Starts turning.
  public func startAnimating() { isAnimating = true }

  /// Stops turning and disappears.
  public func stopAnimating() { isAnimating = false }

  override public func draw(in canvas: inout CellGrid, context: DrawContext) {
    guard isAnimating else { return }
    let phase = Int(context.time / Self.interval) % Self.glyphs.count
    canvas.draw(Self.glyphs[phase], x: frame.x, y: frame.y, width: 1, style: .bold, color: .cyan)
  }
}
