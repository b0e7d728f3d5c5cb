import AppShell
import NewsCore
import TerminalUI

/// A story's row. It draws the `NewsRow` it is given and has never heard of `NewsItem`.
///
/// It no longer remembers which story it shows: pictures arrive as new rows, and every
/// visible cell is drawn again from them, so a reused cell cannot keep another row's picture.
@MainActor
final class NewsCell: TableViewCell {
  static let reuseIdentifier = "NewsCell"

  /// Shows `row`: its texts, and its thumbnail or the placeholder for one.
  func show(_ row: NewsRow) {
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
}
