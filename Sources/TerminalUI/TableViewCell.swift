import Foundation
import Observing
import Tracing

/// One row of a table: `UITableViewCell`'s stand-in — a picture, a title, and, in the
/// `.value1` style, a detail on the right.
///
/// A table makes only as many cells as rows are visible and hands the same
/// cells out again as rows scroll by. So a cell must forget its last row in
/// `prepareForReuse()` — the classic bug is a late image landing in a cell
/// that now shows someone else's story.
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
  /// Whether this row is the table's selected row; the table draws the highlight.
  open var isSelected = false
  /// The view the labels and the picture are in: the whole cell, here.
  open var contentView: View { self }
  /// The picture on the left, two columns wide.
  open var imageView: ImageView? { picture }
  /// The main text; cut with "…" when it does not fit.
  open var textLabel: Label? { title }
  /// The secondary text on the right, in the `.value1` style (`nil` in `.default`); left out
  /// when the row is narrower than `detailMinimumRowWidth`, because the title matters more.
  open var detailTextLabel: Label? { detail }

  private let picture = ImageView(frame: .zero)
  private let title = Label(frame: .zero)
  private let detail: Label?

  /// Below this width the detail text is not shown.
  public static let detailMinimumRowWidth = 40

  /// Which cell of its table this is, 1 for the first the table made: a reused cell keeps its
  /// number, so a trace can tell cells apart. Set by the table, from any thread's point of view
  /// once (a lock makes reading it from a trace safe).
  let serialNumber = Locked<Int?>(nil)

  /// Creates a cell in `style`. A table makes its registered cells with `.default`, as UIKit's
  /// does; a cell class that wants a detail label overrides this to pass `.value1` up.
  ///
  /// `required`, where UIKit's is not: UIKit makes a registered cell through the Objective-C
  /// runtime, which can call any initializer by name, and Swift makes an object of a class it
  /// holds as a value only through a `required` one.
  public required init(style: CellStyle, reuseIdentifier: String?) {
    identifier = reuseIdentifier
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

  /// Called just before the cell is handed out again for another row. The
  /// default clears the picture and the texts; call `super` when overriding.
  open func prepareForReuse() {
    picture.image = nil
    title.text = nil
    detail?.text = nil
  }

  /// Picture, a space, the title, two spaces, the detail.
  override open func layoutSubviews() {
    super.layoutSubviews()
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
}

extension TableViewCell: StandIn {
  /// A cell is named in a trace by its class and its number in its table: `NewsCell 3`.
  nonisolated public var participant: Participant {
    let name = String(describing: type(of: self))
    guard let number = serialNumber.withLock({ $0 }) else { return Participant(name) }
    return Participant("\(name) \(number)")
  }
}
