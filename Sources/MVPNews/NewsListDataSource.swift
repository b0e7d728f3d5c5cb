import Foundation
import TerminalUI

/// The table's data source, kept apart from the controller: it holds the rows of the last list
/// and shows each in a cell, picture and all.
///
/// The controller only tells this object which rows to serve, and this object can be checked
/// alone, by asking it for cells.
@MainActor
final class NewsListDataSource: NSObject, TableViewDataSource {
  /// The rows the table shows: those of the last list.
  var rows: [NewsRow] = []

  func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
    rows.count
  }

  func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
    let cell = tableView.dequeueReusableCell(
      withIdentifier: NewsCell.reuseIdentifier, for: indexPath)
    (cell as? NewsCell)?.show(rows[indexPath.row])
    return cell
  }
}
