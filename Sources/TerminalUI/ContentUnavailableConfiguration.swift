import Foundation

/// A screen with nothing else to show — loading, empty, failed — as a value:
/// `UIContentUnavailableConfiguration`, which iOS 17 made UIKit's answer for these screens.
/// Set one as a view controller's `contentUnavailableConfiguration`.
///
/// A terminal draws it in a few rows, centred: the spinner or the image beside the text, then
/// the secondary text, wrapped, below a blank row, then the button, if it has a title. Enter
/// presses the button, and so does r, the terminal's refresh key.
public struct ContentUnavailableConfiguration: ContentConfiguration, Hashable {
  /// How the picture is drawn.
  public struct ImageProperties: Hashable {
    /// The picture's colour; `nil` draws it in the text's colour.
    public var tintColor: Color?
  }

  /// What the button does: `UIContentUnavailableConfiguration.ButtonProperties`.
  public struct ButtonProperties: Hashable {
    /// Performed when the button is pressed.
    public var primaryAction: Action?
    /// Whether the button can be pressed.
    public var isEnabled = true
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

  /// The button under the texts, such as "Try again": shown when it has a title or an image.
  public var button = Button.Configuration.plain()
  /// What the button does.
  public var buttonProperties = ButtonProperties()

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
      applyButton()
    }
  }

  private var shown: ContentUnavailableConfiguration
  private let activityIndicator = ActivityIndicatorView(style: .medium)
  private let button = Button(frame: .zero)
  private var buttonAction: Action?

  /// A view showing `configuration`.
  public init(configuration: ContentUnavailableConfiguration) {
    shown = configuration
    super.init(frame: .zero)
    addSubview(activityIndicator)
    addSubview(button)
    applyButton()
  }

  /// Nothing is decoded here; see `View.init(coder:)`. UIKit's content-unavailable view
  /// declares this initializer non-failable; a terminal app has nothing to decode, so it stops
  /// the program.
  public required init(coder: NSCoder) { fatalError("a terminal app has no storyboards") }

  public func supports(_ configuration: any ContentConfiguration) -> Bool {
    configuration is ContentUnavailableConfiguration
  }

  /// r presses the button too: on a terminal it is the key that loads again. Untitled, so the
  /// bottom bar names the button once, by ⏎.
  override open var keyCommands: [KeyCommand]? {
    button.isHidden ? nil : [pressCommand]
  }
  private lazy var pressCommand = KeyCommand(
    action: ContentUnavailableView.pressButton, input: "r")

  private func pressButton() { button.press() }

  private func applyButton() {
    if let buttonAction { button.removeAction(buttonAction, for: .primaryActionTriggered) }
    buttonAction = shown.buttonProperties.primaryAction
    if let buttonAction { button.addAction(buttonAction, for: .primaryActionTriggered) }
    button.configuration = shown.button
    button.isEnabled = shown.buttonProperties.isEnabled
    button.isHidden = shown.button.label == nil || shown.showsActivityIndicator
  }

  /// The spinner, when there is one, sits left of the headline; the button under the texts.
  override open func layoutSubviews() {
    super.layoutSubviews()
    shown.showsActivityIndicator
      ? activityIndicator.startAnimating() : activityIndicator.stopAnimating()
    if shown.showsActivityIndicator {
      let width = 2 + TerminalText.width(of: shown.text ?? "")
      activityIndicator.frame = CGRect(
        x: max((Int(bounds.width) - width) / 2, 0), y: Int(bounds.height) / 2, width: 1,
        height: 1)
    }
    guard !button.isHidden, let y = layout(in: Rect(bounds)).button else { return }
    let width = min(Int(button.intrinsicContentSize.width), Int(bounds.width))
    button.frame = CGRect(x: (Int(bounds.width) - width) / 2, y: y, width: width, height: 1)
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
    // A block, centred: the headline (with the image before it), a blank row, the explanation,
    // a blank row, the button (a subview).
    let content = rect.insetBy(columns: 2)
    let layout = layout(in: rect)
    if let headline = layout.headline {
      let y = layout.headlineY
      drawCentred(headline, in: content, y: y, on: &canvas, properties: shown.textProperties)
      if !layout.glyph.isEmpty, let tint = shown.imageProperties.tintColor {
        let x = centredX(of: headline, in: content)
        canvas.draw(
          layout.glyph, x: x, y: y, width: TerminalText.width(of: layout.glyph),
          style: shown.textProperties.emphasis, color: tint.cellColor)
      }
    }
    var y = layout.secondaryY
    for line in layout.secondary where y < rect.y + rect.height {
      drawCentred(line, in: content, y: y, on: &canvas, properties: shown.secondaryTextProperties)
      y += 1
    }
  }

  /// Where each block goes in `rect`: the rows of the headline, the explanation and the
  /// button, centred together, a blank row between two.
  private func layout(in rect: Rect) -> Layout {
    let content = rect.insetBy(columns: 2)
    let glyph = shown.image?.glyph.map { $0 + " " } ?? ""
    let headline = (shown.text ?? "").isEmpty && glyph.isEmpty ? nil : glyph + (shown.text ?? "")
    let secondary = shown.secondaryText.map {
      TerminalText.wrapped($0, toWidth: content.width, maximumLines: rect.height)
    }
    let hasButton = !button.isHidden
    let heights = [headline.map { _ in 1 }, secondary?.count, hasButton ? 1 : nil]
      .compactMap(\.self)
    let total = heights.reduce(0, +) + max(heights.count - 1, 0)
    var y = rect.y + max((rect.height - total) / 2, 0)
    let headlineY = y
    if headline != nil { y += 2 }
    let secondaryY = y
    if let secondary { y += secondary.count + 1 }
    return Layout(
      glyph: glyph, headline: headline, headlineY: headlineY, secondary: secondary ?? [],
      secondaryY: secondaryY, button: hasButton ? y - rect.y : nil)
  }

  private struct Layout {
    let glyph: String
    let headline: String?
    let headlineY: Int
    let secondary: [String]
    let secondaryY: Int
    /// The button's row, from the top of the view.
    let button: Int?
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
