import Foundation

/// How text sits across a line: `NSTextAlignment`, which UIKit declares for its labels.
public enum NSTextAlignment: Int, Sendable {
  /// Against the left edge.
  case left = 0
  /// In the middle.
  case center = 1
  /// Against the right edge.
  case right = 2
  /// Spread to both edges (drawn as `left` here).
  case justified = 3
  /// The writing direction's start: the left, here.
  case natural = 4
}

/// Text on screen: `UILabel`'s stand-in.
///
/// One line by default, cut with "…" when it does not fit — a table row must
/// never wrap into the next. With `numberOfLines = 0` it wraps by words into
/// as many lines as its frame has.
@MainActor
open class Label: View {
  /// The text, `nil` by default as in UIKit; untrusted text is welcome, the canvas neutralises
  /// it.
  open var text: String?
  /// The font: bold or not is what a terminal shows of it.
  open var font: Font! = .preferredFont(forTextStyle: .body)
  /// The text's colour: `.label` unless set, which here is the terminal's own.
  open var textColor: Color! = .label
  /// Where the text sits across the frame.
  open var textAlignment = NSTextAlignment.natural
  /// 1 cuts the text to one line; 0 wraps it into as many lines as fit.
  open var numberOfLines = 1

  /// The text wrapped so far, at the width it was last asked for.
  private var wrapping: TerminalText.Wrapping?

  /// Creates a label with no text.
  override public init(frame: CGRect) { super.init(frame: frame) }

  /// Nothing is decoded here; see `View.init(coder:)`.
  public required init?(coder: NSCoder) { nil }

  /// The first `maximumLines` lines at `width` columns. Only those are wrapped, and each only
  /// once while the text and the width stay, so a label holding a whole book costs what the
  /// screen has shown of it. A one-line label keeps a newline in its text and shows it as
  /// "␤", so nothing after it is silently lost.
  func lines(forWidth width: Int, maximumLines: Int = .max) -> ArraySlice<String> {
    guard maximumLines > 0 else { return [] }
    let text = text ?? ""
    guard numberOfLines != 1 else { return [text] }
    if wrapping?.text != text || wrapping?.width != width {
      wrapping = TerminalText.Wrapping(text, toWidth: width)
    }
    return wrapping?.lines(upTo: maximumLines) ?? []
  }

  /// As wide as it is given, as tall as its lines there, and no taller than `size`: a
  /// scroll view measuring its content asks with a height of `.greatestFiniteMagnitude`.
  override open func sizeThatFits(_ size: CGSize) -> CGSize {
    let lines = lines(forWidth: Self.cells(size.width), maximumLines: Self.cells(size.height))
    return CGSize(width: size.width, height: CGFloat(lines.count))
  }

  /// `length` in whole cells, from none to `Int.max`.
  private static func cells(_ length: CGFloat) -> Int {
    length >= CGFloat(Int.max) ? .max : Int(max(length, 0).rounded(.down))
  }

  /// One row, as wide as the text.
  override open var intrinsicContentSize: CGSize {
    CGSize(width: TerminalText.width(of: text ?? ""), height: 1)
  }

  override open func draw(in canvas: inout CellGrid, context: DrawContext) {
    let rect = context.rect
    let style = (font?.emphasis ?? []).union(textColor?.emphasis ?? [])
    let color = textColor?.cellColor ?? .default
    // Only the rows the canvas can show are drawn, and none below them wrapped: a story's label
    // in a scroll view is as tall as the story, most of it above or below the screen.
    let rows = canvas.drawableRows
    let lines = lines(
      forWidth: rect.width, maximumLines: max(min(rect.height, rows.upperBound - rect.y), 0))
    for row in min(max(rows.lowerBound - rect.y, 0), lines.count)..<lines.count {
      let line = lines[lines.startIndex + row]
      // Measured as drawn: cut to the frame first, so a long line is not measured whole.
      func used() -> Int {
        TerminalText.width(of: TerminalText.truncated(line, toWidth: rect.width))
      }
      let x =
        switch textAlignment {
        case .left, .justified, .natural: rect.x
        case .center: rect.x + (rect.width - used()) / 2
        case .right: rect.x + rect.width - used()
        }
      canvas.draw(
        line, x: x, y: rect.y + row, width: rect.width - (x - rect.x), style: style, color: color)
    }
  }
}
