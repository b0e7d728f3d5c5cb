import Foundation

/// A button: `UIButton`, drawn from its configuration as `[ Try again ]`. Enter presses it,
/// which triggers its primary action, as a tap does on iOS.
@MainActor
open class Button: Control {
  /// How a button looks and what it says, as a value: `UIButton.Configuration`. A terminal
  /// draws the filled styles in reverse video and the others plainly.
  public struct Configuration: Hashable, Sendable {
    /// The words on the button; with neither title nor image, there is no button to show.
    public var title: String?
    /// A picture before the title, such as a symbol.
    public var image: Image?
    /// Whether the style fills the button's background.
    var isFilled: Bool

    private init(isFilled: Bool) { self.isFilled = isFilled }

    /// Text in the tint colour, nothing around it.
    public static func plain() -> Configuration { Configuration(isFilled: false) }
    /// A tinted background.
    public static func tinted() -> Configuration { Configuration(isFilled: true) }
    /// A grey background.
    public static func gray() -> Configuration { Configuration(isFilled: true) }
    /// A background in the tint colour.
    public static func filled() -> Configuration { Configuration(isFilled: true) }
    /// No background and no border.
    public static func borderless() -> Configuration { Configuration(isFilled: false) }
    /// A bordered button.
    public static func bordered() -> Configuration { Configuration(isFilled: true) }
    /// A bordered, tinted button.
    public static func borderedTinted() -> Configuration { Configuration(isFilled: true) }
    /// A bordered button in the tint colour.
    public static func borderedProminent() -> Configuration { Configuration(isFilled: true) }

    /// What the terminal draws: the image's glyph and the title, in brackets.
    var label: String? {
      let words = [image?.glyph, title].compactMap(\.self).filter { !$0.isEmpty }
      return words.isEmpty ? nil : "[ " + words.joined(separator: " ") + " ]"
    }
  }

  /// What the button shows; `nil` shows nothing.
  open var configuration: Configuration?

  /// A button showing `configuration` that performs `primaryAction` when pressed.
  public convenience init(configuration: Configuration, primaryAction: Action? = nil) {
    self.init(frame: .zero, primaryAction: primaryAction)
    self.configuration = configuration
  }

  /// Nothing is decoded here; see `View.init(coder:)`.
  public required init?(coder: NSCoder) { nil }

  /// Creates a button with no configuration.
  override public init(frame: CGRect) { super.init(frame: frame) }

  /// One row, as wide as its label.
  override open var intrinsicContentSize: CGSize {
    CGSize(width: TerminalText.width(of: configuration?.label ?? ""), height: 1)
  }

  /// ⏎ presses it, named in the bottom bar by its title.
  override open var keyCommands: [KeyCommand]? {
    guard isEnabled, let title = configuration?.title, !title.isEmpty else { return nil }
    return [KeyCommand(title: title.lowercased(), action: Button.press, input: "\r")]
  }

  /// The reader pressed the button.
  func press() {
    guard isEnabled else { return }
    sendActions(for: .primaryActionTriggered)
  }

  override open func draw(in canvas: inout CellGrid, context: DrawContext) {
    guard let configuration, let label = configuration.label else { return }
    let style: Emphasis = isEnabled ? (configuration.isFilled ? [.bold, .reverse] : .bold) : .dim
    canvas.draw(
      label, x: context.rect.x, y: context.rect.y, width: context.rect.width, style: style,
      color: isEnabled ? .blue : .default)
  }
}
