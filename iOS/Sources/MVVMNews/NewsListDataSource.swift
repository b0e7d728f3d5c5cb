// Made by `make ios` from Sources/MVVMNews/NewsListDataSource.swift: the kit's file as it is written
// on iOS. Each `// ≠ name` marks a line that differs, named in UIKitShape/Differences.md.
import Foundation
import UIKit

/// The table's data source, kept apart from the view model and from the controller: it holds
/// the rows of the last list and hands each cell its row's view model.
///
/// The view model never sees a table, so it could feed another kind of view tomorrow; the
/// controller only tells this object which rows to serve; and this object can be checked alone,
/// by asking it for cells.
@MainActor
final class NewsListDataSource: NSObject, UITableViewDataSource {
  /// The rows the table shows: those of the last list the view model sent.
  var rows: [NewsRow] = []
  private let cellViewModel: @MainActor (Int) -> NewsCellViewModel?

  /// A data source whose cells get their view models from `cellViewModel`.
  init(cellViewModel: @escaping @MainActor (Int) -> NewsCellViewModel?) {
    self.cellViewModel = cellViewModel
  }

  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    rows.count
  }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = tableView.dequeueReusableCell(
      withIdentifier: NewsCell.reuseIdentifier, for: indexPath)
    (cell as? NewsCell)?.viewModel = cellViewModel(indexPath.row)
    return cell
  }
}
