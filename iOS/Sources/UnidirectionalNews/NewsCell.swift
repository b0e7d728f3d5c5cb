// Made by `make ios` from Sources/UnidirectionalNews/NewsCell.swift: the kit's file as it is written
// on iOS. Each `// ≠ name` marks a line that differs, named in UIKitShape/Differences.md.
import Foundation
import NewsCore
import UIKit

/// A story's row: it shows the row and the picture it is handed, and nothing else. It has no
/// store and no bindings: the list's controller hands it what to show whenever that changes,
/// so a reused cell can never show a picture of a row it showed before.
@available(iOS 26.0, *)
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

  /// Shows `row` with `picture`: every part of the cell, so nothing of its last row survives.
  func show(_ row: NewsRow, picture: PictureState) {
    var content = defaultContentConfiguration()
    content.text = row.title
    content.secondaryText = row.date
    content.image =
      switch picture {
      case .noPicture: nil
      case .pending: UIImage(systemName: "photo")
      case .loaded(let picture): UIImage(data: picture)
      }
    contentConfiguration = content
  }
}
