import Foundation

/// A font: `UIFont`'s stand-in. A terminal has one typeface in one size, so what a font can
/// change here is whether text is bold; the sizes and styles an app asks for say which.
open class Font: NSObject, @unchecked Sendable {
  // Immutable after `init`, which is what makes sharing it across threads safe.

  /// The kinds of text Dynamic Type sizes: `UIFont.TextStyle`.
  public struct TextStyle: Hashable, Sendable, RawRepresentable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    /// The largest of the title styles, for a screen's title: drawn in bold here.
    public static let largeTitle = TextStyle(rawValue: "UICTFontTextStyleTitle0")
    /// A first-level title.
    public static let title1 = TextStyle(rawValue: "UICTFontTextStyleTitle1")
    /// A second-level title.
    public static let title2 = TextStyle(rawValue: "UICTFontTextStyleTitle2")
    /// A third-level title.
    public static let title3 = TextStyle(rawValue: "UICTFontTextStyleTitle3")
    /// A headline.
    public static let headline = TextStyle(rawValue: "UICTFontTextStyleHeadline")
    /// A subheadline.
    public static let subheadline = TextStyle(rawValue: "UICTFontTextStyleSubhead")
    /// Body text.
    public static let body = TextStyle(rawValue: "UICTFontTextStyleBody")
    /// A callout.
    public static let callout = TextStyle(rawValue: "UICTFontTextStyleCallout")
    /// A footnote.
    public static let footnote = TextStyle(rawValue: "UICTFontTextStyleFootnote")
    /// A caption.
    public static let caption1 = TextStyle(rawValue: "UICTFontTextStyleCaption1")
    /// A second caption.
    public static let caption2 = TextStyle(rawValue: "UICTFontTextStyleCaption2")

    /// The styles drawn bold: titles and headlines.
    var isBold: Bool {
      [.largeTitle, .title1, .title2, .title3, .headline].contains(self)
    }
  }

  /// The size asked for, in points; a terminal draws every size the same.
  open var pointSize: CGFloat { size }
  private let size: CGFloat
  /// Whether the font is drawn bold.
  let isBold: Bool

  private init(pointSize: CGFloat, isBold: Bool) {
    size = pointSize
    self.isBold = isBold
    super.init()
  }

  /// The font for `style`: bold for titles and headlines.
  open class func preferredFont(forTextStyle style: TextStyle) -> Font {
    Font(pointSize: 17, isBold: style.isBold)
  }

  /// The system font at `fontSize`.
  open class func systemFont(ofSize fontSize: CGFloat) -> Font {
    Font(pointSize: fontSize, isBold: false)
  }

  /// The bold system font at `fontSize`.
  open class func boldSystemFont(ofSize fontSize: CGFloat) -> Font {
    Font(pointSize: fontSize, isBold: true)
  }

  /// What a terminal can show of the font.
  var emphasis: Emphasis { isBold ? .bold : [] }

  override open func isEqual(_ object: Any?) -> Bool {
    guard let other = object as? Font else { return false }
    return (size, isBold) == (other.size, other.isBold)
  }

  override open var hash: Int { size.hashValue ^ isBold.hashValue }
}
