import AppShell
import NewsCore
import TerminalUI

/// A story's row. It shows a `NewsRowDisplay` and nothing else: it has never
/// heard of `NewsItem`, and it formats nothing — in MVVM the view model did.
@MainActor
final class NewsCell: TableViewCell {
  static let reuseIdentifier = "NewsCell"

  /// Sets every part of the cell from `row`, the picture included, so what
  /// the cell showed for its last row cannot survive reuse.
  func configure(with row: NewsRowDisplay) {
    textLabel.text = row.title
    detailTextLabel.text = row.date
    switch row.image {
    case .noImage:
      imageView.placeholder = NewsCopy.noImage
      imageView.image = nil
    case .pending:
      imageView.placeholder = NewsCopy.imagePlaceholder
      imageView.image = nil
    case .loaded(let image):
      imageView.placeholder = NewsCopy.imagePlaceholder
      imageView.image = Image(image)
    }
  }
}
