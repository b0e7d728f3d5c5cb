// Made by `make ios` from Sources/UnidirectionalNews/NewsListDataSource.swift: the kit's file as it is written
// on iOS. Each `// ≠ name` marks a line that differs, named in UIKitShape/Differences.md.
import Foundation
import UIKit

/// The table's data source: the rows of the last list and, for each, its picture.
@available(iOS 26.0, *)
@MainActor
final class NewsListDataSource: NSObject, UITableViewDataSource {
  /// The rows the table shows.
  var rows: [NewsRow] = []
  /// The picture of each row, by index.
  var picture: (Int) -> PictureState = { _ in .noPicture }

  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    rows.count
  }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = tableView.dequeueReusableCell(
      withIdentifier: NewsCell.reuseIdentifier, for: indexPath)
    (cell as? NewsCell)?.show(rows[indexPath.row], picture: picture(indexPath.row))
    return cell
  }
}
