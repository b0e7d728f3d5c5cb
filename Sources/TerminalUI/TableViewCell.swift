/// One row of a table: `UITableViewCell`'s stand-in, in UIKit's "value 1"
/// style — a picture, a title, and a detail on the right.
///
/// A table makes only as many cells as rows are visible and hands the same
/// cells out again as rows scroll by. So a cell must forget its last row in
/// `prepareForReuse()` — the classic bug is a late image landing in a cell
/// that now shows someone else's story.
@MainActor
open class TableViewCell: View {
  /// The identifier the cell was registered and dequeued with.
  public let reuseIdentifier: String
  /// Whether this row is the table's selected row; the table draws the highlight.
  public internal(set) var isSelected = false
  /// The picture on the left, two columns wide.
  public let imageView = ImageView(placeholder: "")
  /// The main text; cut with "…" when it does not fit.
  public let textLabel = Label()
  /// The secondary text on the right; left out when the row is narrower than
  /// `detailMinimumRowWidth`, because the title matters more.
  public let detailTextLabel = Label(style: .dim)

  /// Below this width the detail text is not shown.
  public static let detailMinimumRowWidth = 40

  /// Creates a cell; the table calls this when its reuse queue is empty.
  public required init(reuseIdentifier: String) {
    self.reuseIdentifier = reuseIdentifier
    super.init()
    detailTextLabel.alignment = .right
    for view in [imageView, textLabel, detailTextLabel] { addSubview(view) }
  }

  /// Called just before the cell is handed out again for another row. The
  /// default clears the picture and the texts; call `super` when overriding.
  open func prepareForReuse() {
    imageView.image = nil
    textLabel.text = ""
    detailTextLabel.text = ""
  }

  /// Picture, a space, the title, two spaces, the detail.
  override open func layoutSubviews() {
    let imageWidth = 2
    let detailWidth =
      frame.width >= Self.detailMinimumRowWidth
      ? TerminalText.width(of: TerminalText.sanitized(detailTextLabel.text)) : 0
    detailTextLabel.isHidden = detailWidth == 0
    imageView.frame = Rect(x: frame.x, y: frame.y, width: imageWidth, height: 1)
    let titleX = frame.x + imageWidth + 1
    let titleWidth = frame.width - imageWidth - 1 - (detailWidth > 0 ? detailWidth + 2 : 0)
    textLabel.frame = Rect(x: titleX, y: frame.y, width: titleWidth, height: 1)
    detailTextLabel.frame = Rect(
      x: frame.x + frame.width - detailWidth, y: frame.y, width: detailWidth, height: 1)
  }
}
