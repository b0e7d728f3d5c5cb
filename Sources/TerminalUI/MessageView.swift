/// A short, centred message for a screen with nothing else to show — empty,
/// failed — in the spirit of iOS 17's `UIContentUnavailableConfiguration`.
@MainActor
open class MessageView: View {
  /// The headline.
  public let titleLabel = Label(style: .bold)
  /// The explanation; wraps when long.
  public let messageLabel = Label()
  /// What the reader can do about it, such as "Press r to retry".
  public let hintLabel = Label(style: .dim)

  /// Creates a message view.
  public init(title: String = "", message: String = "", hint: String = "") {
    super.init()
    titleLabel.text = title
    messageLabel.text = message
    messageLabel.numberOfLines = 0
    hintLabel.text = hint
    for label in [titleLabel, messageLabel, hintLabel] {
      label.alignment = .center
      addSubview(label)
    }
  }

  /// Stacks the labels in the middle of the frame, a blank row between each.
  override open func layoutSubviews() {
    let content = frame.insetBy(columns: 2)
    let labels = [titleLabel, messageLabel, hintLabel].filter { !($0.text ?? "").isEmpty }
    let heights = labels.map { $0.height(forWidth: content.width) }
    let total = heights.reduce(0, +) + max(labels.count - 1, 0)
    var top = max((frame.height - total) / 2, 0)
    for (label, height) in zip(labels, heights) {
      label.frame = content.slice(top: top, height: height)
      top += height + 1
    }
  }
}

/// The error screen's message: a warning sign, the reason, and what to do next.
@MainActor
public final class ErrorBanner: MessageView {
  /// Creates a banner; the title is drawn in red with a warning sign.
  override public init(title: String = "", message: String = "", hint: String = "") {
    super.init(title: "⚠ " + title, message: message, hint: hint)
    titleLabel.color = .red
  }

  /// The headline, without the warning sign.
  public var title: String {
    get { String((titleLabel.text ?? "").dropFirst(2)) }
    set { titleLabel.text = "⚠ " + newValue }
  }
}

/// A spinner beside a word, centred: the loading screen.
@MainActor
public final class LoadingView: View {
  /// The spinner.
  public let activityIndicator = ActivityIndicator()
  /// The word beside it.
  public let label: Label

  /// Creates a loading view saying `text`.
  public init(text: String = "Loading…") {
    label = Label(text)
    super.init()
    addSubview(activityIndicator)
    addSubview(label)
  }

  override public func layoutSubviews() {
    let width = 2 + TerminalText.width(of: label.text ?? "")
    let x = frame.x + max((frame.width - width) / 2, 0)
    let y = frame.y + frame.height / 2
    activityIndicator.frame = Rect(x: x, y: y, width: 1, height: 1)
    label.frame = Rect(x: x + 2, y: y, width: frame.width - (x - frame.x) - 2, height: 1)
  }
}
