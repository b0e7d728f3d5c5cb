import Foundation
import Observing
import Tracing

/// One row of a table: `UITableViewCell`'s stand-in — a picture, a title, and, in the
/// `.value1` style, a detail on the right.
///
/// A table makes only as many cells as rows are visible and hands the same cells out again as
/// rows scroll by, and, as on iOS, a reused cell keeps everything it showed: `prepareForReuse()`
/// resets its state (selection), not its content. So the data source sets every part of a
/// cell's content each time it hands one out — the classic bug is a reused cell still showing
/// the picture of the story it showed before.
@MainActor
open class TableViewCell: View {
  /// How a cell lays out its labels: `UITableViewCell.CellStyle`. A terminal row is one line,
  /// so `.value2` and `.subtitle` are drawn like `.value1`.
  public enum CellStyle: Int, Sendable {
    /// A picture and a title; no detail label.
    case `default` = 0
    /// A picture, a title, and a detail on the right.
    case value1 = 1
    /// A title and a detail (drawn as `.value1` here).
    case value2 = 2
    /// A title with a detail under it (drawn as `.value1` here: a row is one line).
    case subtitle = 3
  }

  /// The identifier the cell was registered and dequeued with.
  open var reuseIdentifier: String? { identifier }
  private let identifier: String?
  private let style: CellStyle
  /// Whether this row is selected: from Enter, or `selectRow(at:animated:scrollPosition:)`,
  /// until the table deselects it. The table draws the mark.
  open var isSelected = false
  /// The view the content is in: the whole cell, here.
  open var contentView: View { self }

  /// What the cell shows, as a value, such as a `ListContentConfiguration`. Setting one
  /// replaces the built-in labels and picture, whose properties are then `nil`, as in UIKit; a
  /// configuration of the kind already shown updates the view that shows it.
  open var contentConfiguration: (any ContentConfiguration)? {
    didSet { applyContentConfiguration() }
  }
  private var configuredView: (any View & ContentView)?

  /// The picture on the left, two columns wide; `nil` once a content configuration is set.
  /// UIKit will deprecate it for `contentConfiguration`.
  open var imageView: ImageView? { contentConfiguration == nil ? picture : nil }
  /// The main text, cut with "…" when it does not fit; `nil` once a content configuration is
  /// set. UIKit will deprecate it for `contentConfiguration`.
  open var textLabel: Label? { contentConfiguration == nil ? title : nil }
  /// The secondary text on the right, in the `.value1` style (`nil` in `.default`, and once a
  /// content configuration is set); left out when the row is narrower than
  /// `detailMinimumRowWidth`, because the title matters more. UIKit will deprecate it for
  /// `contentConfiguration`.
  open var detailTextLabel: Label? { contentConfiguration == nil ? detail : nil }

  private let picture = ImageView(frame: .zero)
  private let title = Label(frame: .zero)
  private let detail: Label?

  /// Below this width the detail text is not shown.
  public static let detailMinimumRowWidth = ListContentView.secondaryTextMinimumWidth

  /// Which cell of its table this is, 1 for the first the table made: a reused cell keeps its
  /// number, so a trace can tell cells apart. Set by the table, from any thread's point of view
  /// once (a lock makes reading it from a trace safe).
  let serialNumber = Locked<Int?>(nil)
  /// Whether the terminal's cursor is on this row: the table draws the cell in reverse video.
  var isFocusedRow = false

  /// Creates a cell in `style`. A table makes its registered cells with `.default`, as UIKit's
  /// does; a cell class that wants a detail label overrides this to pass `.value1` up.
  ///
  /// `required`, where UIKit's is not: UIKit makes a registered cell through the Objective-C
  /// runtime, which can call any initializer by name, and Swift makes an object of a class it
  /// holds as a value only through a `required` one.
  public required init(style: CellStyle, reuseIdentifier: String?) {
    identifier = reuseIdentifier
    self.style = style
    if style == .default {
      detail = nil
    } else {
      let detail = Label(frame: .zero)
      detail.textColor = .secondaryLabel
      detail.textAlignment = .right
      self.detail = detail
    }
    super.init(frame: .zero)
    for view in [picture, title, detail].compactMap(\.self) { addSubview(view) }
  }

  /// A cell in the `.default` style with no reuse identifier.
  override public convenience init(frame: CGRect) {
    self.init(style: .default, reuseIdentifier: nil)
  }

  /// Nothing is decoded here; see `View.init(coder:)`.
  public required init?(coder: NSCoder) { nil }

  /// Selects or deselects the row; there is no animation in a terminal.
  open func setSelected(_ selected: Bool, animated: Bool) { isSelected = selected }

  /// A list content configuration for the cell's style, empty: the start of every row's
  /// content (`.valueCell()` for `.value1`, `.subtitleCell()` for `.subtitle`, else `.cell()`).
  open func defaultContentConfiguration() -> ListContentConfiguration {
    switch style {
    case .value1, .value2: .valueCell()
    case .subtitle: .subtitleCell()
    case .default: .cell()
    }
  }

  /// Called just before the cell is handed out again for another row. As in UIKit it resets
  /// the cell's state — its selection — and leaves its content alone: setting that is the data
  /// source's job, every time. Call `super` when overriding.
  open func prepareForReuse() {
    isSelected = false
  }

  private func applyContentConfiguration() {
    guard let configuration = contentConfiguration else {
      configuredView?.removeFromSuperview()
      configuredView = nil
      return
    }
    if let shown = configuredView, shown.supports(configuration) {
      shown.configuration = configuration
    } else {
      configuredView?.removeFromSuperview()
      let made = configuration.makeContentView()
      configuredView = made
      addSubview(made)
    }
  }

  /// Picture, a space, the title, two spaces, the detail; or the configuration's view, over the
  /// whole cell.
  override open func layoutSubviews() {
    super.layoutSubviews()
    let builtIn = [picture, title, detail].compactMap(\.self)
    if let configuredView {
      for view in builtIn { view.isHidden = true }
      configuredView.frame = bounds
      return
    }
    for view in builtIn { view.isHidden = false }
    let width = Int(bounds.width)
    let imageWidth = 2
    let detailWidth =
      width >= Self.detailMinimumRowWidth
      ? TerminalText.width(of: TerminalText.sanitized(detail?.text ?? "")) : 0
    detail?.isHidden = detailWidth == 0
    picture.frame = CGRect(x: 0, y: 0, width: imageWidth, height: 1)
    let titleWidth = width - imageWidth - 1 - (detailWidth > 0 ? detailWidth + 2 : 0)
    title.frame = CGRect(x: imageWidth + 1, y: 0, width: max(titleWidth, 0), height: 1)
    detail?.frame = CGRect(x: width - detailWidth, y: 0, width: detailWidth, height: 1)
  }

  /// The row under the cursor is drawn in reverse video, over what the cell shows. It is the
  /// cell's own drawing, so a screen drawn over the table (a content-unavailable view) covers it.
  override func render(in canvas: inout CellGrid, at origin: CGPoint, time: Duration) {
    super.render(in: &canvas, at: origin, time: time)
    guard !isHidden, isFocusedRow else { return }
    canvas.addStyle(.reverse, to: Rect(frame.offsetBy(dx: origin.x, dy: origin.y)))
  }
}

extension TableViewCell: StandIn {
  /// A cell is named in a trace by its class and its number in its table: `NewsCell 3`.
  nonisolated public var participant: Participant {
    let name = String(describing: type(of: self))
    guard let number = serialNumber.withLock({ $0 }) else { return Participant(name) }
    return Participant("\(name) \(number)")
  }
}
