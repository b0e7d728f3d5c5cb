import TerminalUI

/// A story's row. It shows strings and a picture it is given; it has never
/// heard of `NewsItem` — in MVC the controller translates.
@MainActor
final class NewsCell: TableViewCell {
  static let reuseIdentifier = "NewsCell"

  /// Which story the cell shows now, so a late picture for another story is turned away.
  var representedItemID: String?

  override func prepareForReuse() {
    super.prepareForReuse()
    representedItemID = nil
  }
}
