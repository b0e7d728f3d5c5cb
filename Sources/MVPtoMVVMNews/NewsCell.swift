import Foundation
import NewsCore
import TerminalUI

/// A story's row. It shows a `NewsRow` and nothing else: it has never heard of `NewsItem`, and
/// it formats nothing.
@MainActor
final class NewsCell: TableViewCell {
  static let reuseIdentifier = "NewsCell"

  /// A row with its date on the right: the `.value1` style, whatever style the table asks for.
  required init(style: CellStyle, reuseIdentifier: String?) {
    super.init(style: .value1, reuseIdentifier: reuseIdentifier)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  /// Shows `row`: every part of the cell, the picture included, so what the cell showed for its
  /// last row cannot survive reuse.
  func show(_ row: NewsRow) {
    var content = defaultContentConfiguration()
    content.text = row.title
    content.secondaryText = row.date
    content.image =
      switch row.picture {
      case .noPicture: nil
      case .pending: Image(systemName: "photo")
      case .loaded(let picture): Image(data: picture)
      }
    contentConfiguration = content
  }
}
