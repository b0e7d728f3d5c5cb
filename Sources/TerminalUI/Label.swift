/// Text on screen: `UILabel`'s stand-in.
///
/// One line by default, cut with "…" when it does not fit — a table row must
/// never wrap into the next. With `numberOfLines = 0` it wraps by words into
/// as many lines as its frame has.
@MainActor
public final class Label: View {
  /// How the text sits inside the frame's width.
  public enum Alignment: Sendable { case left, center, right }

  /// The text, `nil` by default as in UIKit; untrusted text is welcome, the canvas neutralises
  /// it.
  public var text: String?
  /// Emphasis.
  public var style: TextStyle
  /// Colour.
  public var color: Color
  /// Horizontal placement.
  public var alignment: Alignment = .left
  /// 1 cuts the text to one line; 0 wraps it into as many lines as fit.
  public var numberOfLines = 1

  /// Creates a label.
  public init(_ text: String? = nil, style: TextStyle = [], color: Color = .default) {
    self.text = text
    self.style = style
    self.color = color
    super.init()
  }

  /// The lines the label draws at `width` columns. A one-line label keeps a
  /// newline in its text and shows it as "␤", so nothing after it is silently lost.
  public func lines(forWidth width: Int) -> [String] {
    lines(forWidth: width, maximumLines: .max)
  }

  /// The first `maximumLines` lines at `width` columns. Only those are wrapped, so a label
  /// holding a whole book costs what the screen shows of it.
  public func lines(forWidth width: Int, maximumLines: Int) -> [String] {
    guard maximumLines > 0 else { return [] }
    let text = text ?? ""
    return numberOfLines == 1
      ? [text] : TerminalText.wrapped(text, toWidth: width, maximumLines: maximumLines)
  }

  /// How many rows the label needs at `width` columns.
  public func height(forWidth width: Int) -> Int { lines(forWidth: width).count }

  override public func preferredSize(forWidth width: Int) -> Size {
    Size(width: width, height: height(forWidth: width))
  }

  override public func preferredSize(forWidth width: Int, maximumHeight: Int) -> Size {
    Size(width: width, height: lines(forWidth: width, maximumLines: maximumHeight).count)
  }

  override public func draw(in canvas: inout CellGrid, context: DrawContext) {
    for (row, line) in lines(forWidth: frame.width, maximumLines: frame.height).enumerated() {
      // Measured as drawn: cut to the frame first, so a long line is not measured whole.
      func used() -> Int {
        TerminalText.width(of: TerminalText.truncated(line, toWidth: frame.width))
      }
      let x =
        switch alignment {
        case .left: frame.x
        case .center: frame.x + (frame.width - used()) / 2
        case .right: frame.x + frame.width - used()
        }
      canvas.draw(
        line, x: x, y: frame.y + row, width: frame.width - (x - frame.x), style: style,
        color: color)
    }
  }
}
