import Foundation

/// A screen with nothing else to show — loading, empty, failed — as a value:
/// `UIContentUnavailableConfiguration`, which iOS 17 made UIKit's answer for these screens.
/// Set one as a view controller's `contentUnavailableConfiguration`.
///
/// A terminal draws it in a few rows, centred: the spinner or the image beside the text, then
/// the secondary text, wrapped, below a blank row.
public struct ContentUnavailableConfiguration: ContentConfiguration, Hashable {
  /// How the picture is drawn.
  public struct ImageProperties: Hashable {
    /// The picture's colour; `nil` draws it in the text's colour.
    public var tintColor: Color?
  }

  /// How a text is drawn.
  public struct TextProperties: Hashable {
    /// Its font: bold or not is what a terminal can show of it.
    public var font: Font
    /// Its colour.
    public var color: Color
  }

  /// A picture beside the text, such as a symbol.
  public var image: Image?
  /// How the picture is drawn.
  public var imageProperties = ImageProperties()
  /// The headline, such as "No news yet": one line, in the headline style unless
  /// `textProperties` says otherwise.
  public var text: String?
  /// How the headline is drawn.
  public var textProperties = TextProperties(
    font: .preferredFont(forTextStyle: .headline), color: .label)
  /// The explanation under it: wrapped, as long as it needs.
  public var secondaryText: String?
  /// How the explanation is drawn.
  public var secondaryTextProperties = TextProperties(
    font: .preferredFont(forTextStyle: .body), color: .secondaryLabel)

  /// Whether a spinner turns beside the text, as in the `loading()` configuration.
  var showsActivityIndicator = false

  private init() {}

  /// An empty configuration, for a screen with no content: fill in the texts and the image.
  public static func empty() -> ContentUnavailableConfiguration {
    ContentUnavailableConfiguration()
  }

  /// A spinner beside "Loading…", for content on its way.
  public static func loading() -> ContentUnavailableConfiguration {
    var configuration = ContentUnavailableConfiguration()
    configuration.text = "Loading…"
    configuration.textProperties = TextProperties(
      font: .preferredFont(forTextStyle: .body), color: .secondaryLabel)
    configuration.showsActivityIndicator = true
    return configuration
  }

  @MainActor public func makeContentView() -> any View & ContentView {
    ContentUnavailableView(configuration: self)
  }

  /// Itself: a terminal draws it in one state.
  public func updated(for state: any ConfigurationState) -> ContentUnavailableConfiguration {
    self
  }
}

/// Draws a `ContentUnavailableConfiguration`: `UIContentUnavailableView`.
@MainActor
open class ContentUnavailableView: View, ContentView {
  /// What the view shows.
  public var configuration: any ContentConfiguration {
    get { shown }
    set {
      guard let newValue = newValue as? ContentUnavailableConfiguration else { return }
      shown = newValue
    }
  }

  private var shown: ContentUnavailableConfiguration
  private let activityIndicator = ActivityIndicatorView(style: .medium)

  /// A view showing `configuration`.
  public init(configuration: ContentUnavailableConfiguration) {
    shown = configuration
    super.init(frame: .zero)
    addSubview(activityIndicator)
  }

  /// Nothing is decoded here; see `View.init(coder:)`. UIKit's content-unavailable view
  /// declares this initializer non-failable; a terminal app has nothing to decode, so it stops
  /// the program.
  public required init(coder: NSCoder) { fatalError("a terminal app has no storyboards") }

  public func supports(_ configuration: any ContentConfiguration) -> Bool {
    configuration is ContentUnavailableConfiguration
  }

  /// The spinner, when there is one, sits left of the headline.
  override open func layoutSubviews() {
    super.layoutSubviews()
    shown.showsActivityIndicator
      ? activityIndicator.startAnimating() : activityIndicator.stopAnimating()
    guard shown.showsActivityIndicator else { return }
    let width = 2 + TerminalText.width(of: shown.text ?? "")
    activityIndicator.frame = CGRect(
      x: max((Int(bounds.width) - width) / 2, 0), y: Int(bounds.height) / 2, width: 1, height: 1)
  }

  override open func draw(in canvas: inout CellGrid, context: DrawContext) {
    let rect = context.rect
    canvas.fill(rect)
    if shown.showsActivityIndicator {
      // One line, on the middle row: the spinner (a subview) and the text after it.
      let text = shown.text ?? ""
      let x = rect.x + max((rect.width - 2 - TerminalText.width(of: text)) / 2, 0) + 2
      canvas.draw(
        text, x: x, y: rect.y + rect.height / 2, width: rect.x + rect.width - x,
        style: shown.textProperties.emphasis, color: shown.textProperties.color.cellColor)
      return
    }
    // A block, centred: the headline (with the image before it), a blank row, the explanation.
    let content = rect.insetBy(columns: 2)
    let glyph = shown.image?.glyph.map { $0 + " " } ?? ""
    let headline = (shown.text ?? "").isEmpty && glyph.isEmpty ? nil : glyph + (shown.text ?? "")
    let secondary = shown.secondaryText.map {
      TerminalText.wrapped($0, toWidth: content.width, maximumLines: rect.height)
    }
    let blocks: [[String]] = [headline.map { [$0] }, secondary].compactMap(\.self)
    let total = blocks.map(\.count).reduce(0, +) + max(blocks.count - 1, 0)
    var y = rect.y + max((rect.height - total) / 2, 0)
    if let headline {
      drawCentred(headline, in: content, y: y, on: &canvas, properties: shown.textProperties)
      if !glyph.isEmpty, let tint = shown.imageProperties.tintColor {
        let x = centredX(of: headline, in: content)
        canvas.draw(
          glyph, x: x, y: y, width: TerminalText.width(of: glyph),
          style: shown.textProperties.emphasis, color: tint.cellColor)
      }
      y += 2
    }
    for line in secondary ?? [] where y < rect.y + rect.height {
      drawCentred(line, in: content, y: y, on: &canvas, properties: shown.secondaryTextProperties)
      y += 1
    }
  }

  private func centredX(of line: String, in content: Rect) -> Int {
    let used = TerminalText.width(of: TerminalText.truncated(line, toWidth: content.width))
    return content.x + (content.width - used) / 2
  }

  private func drawCentred(
    _ line: String, in content: Rect, y: Int, on canvas: inout CellGrid,
    properties: ContentUnavailableConfiguration.TextProperties
  ) {
    let x = centredX(of: line, in: content)
    canvas.draw(
      line, x: x, y: y, width: content.width - (x - content.x), style: properties.emphasis,
      color: properties.color.cellColor)
  }
}

extension ContentUnavailableConfiguration.TextProperties {
  /// What a terminal can show of the font and the colour.
  var emphasis: Emphasis { font.emphasis.union(color.emphasis) }
}
