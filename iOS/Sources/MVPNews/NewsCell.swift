// Made by `make ios` from Sources/MVPNews/NewsCell.swift: the kit's file as it is written
// on iOS. Each `// ≠ name` marks a line that differs, named in UIKitShape/Differences.md.
import Foundation
import NewsCore
import UIKit

/// A story's row. It shows a `NewsRow` and nothing else: it has never heard of `NewsItem`, and
/// it formats nothing.
@MainActor
final class NewsCell: UITableViewCell {
  static let reuseIdentifier = "NewsCell"

  /// A row with its date on the right: the `.value1` style, whatever style the table asks for.
  // ≠ cell-initializer
  override init(style: CellStyle, reuseIdentifier: String?) {
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
      case .pending: UIImage(systemName: "photo")
      case .loaded(let picture): UIImage(data: picture)
      }
    contentConfiguration = content
  }
}
