// Made by `make ios` from Sources/MVPtoMVVMNews/NewsListDataSource.swift: the kit's file as it is written
// on iOS. Each `// ≠ name` marks a line that differs, named in UIKitShape/Differences.md.
import Foundation
import UIKit

/// The table's data source, kept apart from the controller: it holds the rows of the last list
/// and shows each in a cell, picture and all.
///
/// The controller only tells this object which rows to serve, and this object can be checked
/// alone, by asking it for cells.
@MainActor
final class NewsListDataSource: NSObject, UITableViewDataSource {
  /// The rows the table shows: those of the last list.
  var rows: [NewsRow] = []

  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    rows.count
  }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = tableView.dequeueReusableCell(
      withIdentifier: NewsCell.reuseIdentifier, for: indexPath)
    (cell as? NewsCell)?.show(rows[indexPath.row])
    return cell
  }
}
