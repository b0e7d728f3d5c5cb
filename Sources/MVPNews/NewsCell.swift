import AppShell
import NewsCore
import TerminalUI

/// A story's row. It draws the `NewsRow` it is given and has never heard of `NewsItem`.
@MainActor
final class NewsCell: TableViewCell {
  static let reuseIdentifier = "NewsCell"

  /// Which story the cell shows now, so a late picture for another story is turned away.
  private(set) var representedItemID: String?

  /// Shows `row`: its texts, and its thumbnail or the placeholder for one.
  func show(_ row: NewsRow) {
    representedItemID = row.id
    textLabel.text = row.title
    detailTextLabel.text = row.date
    switch row.thumbnail {
    case .noImage:
      imageView.placeholder = NewsCopy.noImage
      imageView.image = nil
    case .pending:
      imageView.placeholder = NewsCopy.imagePlaceholder
      imageView.image = nil
    case .loaded(let picture):
      imageView.placeholder = NewsCopy.imagePlaceholder
      imageView.image = Image(picture)
    }
  }

  override func prepareForReuse() {
    super.prepareForReuse()
    representedItemID = nil
  }
}
