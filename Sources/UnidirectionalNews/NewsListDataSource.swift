import Foundation
import TerminalUI

/// The table's data source: the rows of the last list and, for each, its picture.
@MainActor
final class NewsListDataSource: NSObject, TableViewDataSource {
  /// The rows the table shows.
  var rows: [NewsRow] = []
  /// The picture of each row, by index.
  var picture: (Int) -> PictureState = { _ in .noPicture }

  func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
    rows.count
  }

  func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
    let cell = tableView.dequeueReusableCell(
      withIdentifier: NewsCell.reuseIdentifier, for: indexPath)
    (cell as? NewsCell)?.show(rows[indexPath.row], picture: picture(indexPath.row))
    return cell
  }
}
