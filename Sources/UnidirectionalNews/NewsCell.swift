import Foundation
import NewsCore
import TerminalUI

/// A story's row: it shows the row and the picture it is handed, and nothing else. It has no
/// store and no bindings: the list's controller hands it what to show whenever that changes,
/// so a reused cell can never show a picture of a row it showed before.
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

  /// Shows `row` with `picture`: every part of the cell, so nothing of its last row survives.
  func show(_ row: NewsRow, picture: PictureState) {
    var content = defaultContentConfiguration()
    content.text = row.title
    content.secondaryText = row.date
    content.image =
      switch picture {
      case .noPicture: nil
      case .pending: Image(systemName: "photo")
      case .loaded(let picture): Image(data: picture)
      }
    contentConfiguration = content
  }
}
