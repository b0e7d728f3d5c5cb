// Made by `make ios` from Sources/MVCNews/NewsCell.swift: the kit's file as it is written
// on iOS. Each `// ≠ name` marks a line that differs, named in UIKitShape/Differences.md.
import Foundation
import UIKit

/// A story's row. It shows strings and a picture it is given; it has never heard of `NewsItem`
/// — in MVC the controller translates, and it puts a late picture into whichever cell shows
/// that story when the picture lands, looked up by row.
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
}
