import Foundation

/// What a row shows, as a value: `UIListContentConfiguration` — a picture, a text and a
/// secondary text. A cell's data source makes one, fills every part, and sets it as the cell's
/// `contentConfiguration`: a reused cell keeps the last one until then, as on iOS.
///
/// A terminal row is one line: the picture two columns wide (kept empty when there is none,
/// so the texts line up), the text cut with "…", and the secondary text on the right, whatever
/// the kind of cell.
public struct ListContentConfiguration: ContentConfiguration, Hashable {
  /// How a text is drawn.
  public struct TextProperties: Hashable {
    /// Its font: bold or not is what a terminal can show of it.
    public var font: Font
    /// Its colour.
    public var color: Color
  }

  /// The picture on the left.
  public var image: Image?
  /// The main text.
  public var text: String?
  /// How the main text is drawn.
  public var textProperties = TextProperties(
    font: .preferredFont(forTextStyle: .body), color: .label)
  /// The secondary text: on the right here, under the text in a subtitle cell on iOS.
  public var secondaryText: String?
  /// How the secondary text is drawn.
  public var secondaryTextProperties = TextProperties(
    font: .preferredFont(forTextStyle: .body), color: .secondaryLabel)

  private init() {}

  /// A cell's content: a picture and a text, a secondary text under it on iOS.
  public static func cell() -> ListContentConfiguration { ListContentConfiguration() }
  /// A cell's content with the secondary text under the text.
  public static func subtitleCell() -> ListContentConfiguration { ListContentConfiguration() }
  /// A cell's content with the secondary text on the right.
  public static func valueCell() -> ListContentConfiguration { ListContentConfiguration() }

  @MainActor public func makeContentView() -> any View & ContentView {
    ListContentView(configuration: self)
  }

  /// Itself: a terminal draws it in one state.
  public func updated(for state: any ConfigurationState) -> ListContentConfiguration { self }
}

/// Draws a `ListContentConfiguration`: `UIListContentView`, an image view and two labels.
@MainActor
open class ListContentView: View, ContentView {
  /// What the view shows.
  public var configuration: any ContentConfiguration {
    get { shown }
    set {
      guard let newValue = newValue as? ListContentConfiguration else { return }
      shown = newValue
      apply(newValue)
    }
  }

  private var shown: ListContentConfiguration
  private let imageView = ImageView(frame: .zero)
  private let textLabel = Label(frame: .zero)
  private let secondaryTextLabel = Label(frame: .zero)

  /// Below this width the secondary text is not shown: the text matters more.
  public static let secondaryTextMinimumWidth = 40

  /// A view showing `configuration`.
  public init(configuration: ListContentConfiguration) {
    shown = configuration
    super.init(frame: .zero)
    secondaryTextLabel.textAlignment = .right
    for view in [imageView, textLabel, secondaryTextLabel] { addSubview(view) }
    apply(configuration)
  }

  /// Nothing is decoded here; see `View.init(coder:)`.
  public required init?(coder: NSCoder) { nil }

  public func supports(_ configuration: any ContentConfiguration) -> Bool {
    configuration is ListContentConfiguration
  }

  private func apply(_ configuration: ListContentConfiguration) {
    imageView.image = configuration.image
    textLabel.text = configuration.text
    textLabel.font = configuration.textProperties.font
    textLabel.textColor = configuration.textProperties.color
    secondaryTextLabel.text = configuration.secondaryText
    secondaryTextLabel.font = configuration.secondaryTextProperties.font
    secondaryTextLabel.textColor = configuration.secondaryTextProperties.color
  }

  /// Picture, a space, the text, two spaces, the secondary text against the right edge.
  override open func layoutSubviews() {
    super.layoutSubviews()
    let width = Int(bounds.width)
    let imageWidth = 2
    let secondaryWidth =
      width >= Self.secondaryTextMinimumWidth
      ? TerminalText.width(of: TerminalText.sanitized(shown.secondaryText ?? "")) : 0
    secondaryTextLabel.isHidden = secondaryWidth == 0
    imageView.frame = CGRect(x: 0, y: 0, width: imageWidth, height: 1)
    let textWidth = width - imageWidth - 1 - (secondaryWidth > 0 ? secondaryWidth + 2 : 0)
    textLabel.frame = CGRect(x: imageWidth + 1, y: 0, width: max(textWidth, 0), height: 1)
    secondaryTextLabel.frame = CGRect(
      x: width - secondaryWidth, y: 0, width: secondaryWidth, height: 1)
  }
}
