// Made by `make ios` from Sources/MVPNews/NewsCell.swift: the kit's file as it is written
// on iOS. Each `// ≠ name` marks a line that differs, named in UIKitShape/Differences.md.
import Foundation
import NewsCore
import UIKit

/// A story's row. It shows a `NewsRow` and nothing else: it has never heard of `NewsItem`, and
/// it formats nothing.
///
/// It remembers which story it shows, because a picture can arrive on its own
/// (`updateImage(row:image:)`) and must go only into a cell that still shows that story.
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

  /// Which story the cell shows now, so a late picture for another story is turned away.
  private(set) var representedItemID: String?

  /// Sets every part of the cell from `row`, the picture included, so what the cell showed for
  /// its last row cannot survive reuse.
  func configure(with row: NewsRow) {
    representedItemID = row.id
    textLabel?.text = row.title
    detailTextLabel?.text = row.date
    switch row.picture {
    case .noPicture: imageView?.image = nil
    case .pending: imageView?.image = UIImage(systemName: "photo")
    case .loaded(let picture): imageView?.image = UIImage(data: picture)
    }
  }

  override func prepareForReuse() {
    super.prepareForReuse()
    representedItemID = nil
  }
}
