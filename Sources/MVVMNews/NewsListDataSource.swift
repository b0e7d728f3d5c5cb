import NewsCore
import TerminalUI

/// Turns rows into cells for a table: the table's data source, kept apart
/// from the view model so that the view model never learns a table shows it.
///
/// It redraws only what changed, as UIKit's diffable data sources do: a new
/// list reloads the table; the same stories with new values (a picture has
/// arrived) reconfigure just the visible cells that show them. A cell is
/// always configured from a whole row value, so a reused cell cannot keep
/// another story's picture.
@MainActor
final class NewsListDataSource: TableViewDataSource {
  /// The rows the table shows now.
  private(set) var rows: [NewsRowDisplay] = []
  private let inputs: any NewsListViewModelInputs
  private let trace: MessageTrace

  /// Creates a data source that tells `inputs` which rows it is about to show.
  init(inputs: any NewsListViewModelInputs, trace: MessageTrace) {
    self.inputs = inputs
    self.trace = trace
  }

  /// Shows `newRows` in `tableView`, redrawing as little as possible.
  func apply(_ newRows: [NewsRowDisplay], to tableView: TableView) {
    let oldRows = rows
    rows = newRows
    guard oldRows.map(\.id) == newRows.map(\.id) else {
      trace.record(self, to: tableView, "reloadData()")
      tableView.reloadData()
      return
    }
    for row in tableView.visibleRows where oldRows[row] != newRows[row] {
      guard let cell = tableView.cellForRow(at: row) as? NewsCell else { continue }
      trace.record(self, to: cell, "configure(row \(row))")
      cell.configure(with: newRows[row])
    }
  }

  func numberOfRows(in tableView: TableView) -> Int { rows.count }

  func tableView(_ tableView: TableView, cellForRowAt row: Int) -> TableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: NewsCell.reuseIdentifier, for: row)
    (cell as? NewsCell)?.configure(with: rows[row])
    trace.record(self, to: inputs, "inputs.willDisplayRow(at: \(row))")
    inputs.willDisplayRow(at: row)
    return cell
  }
}
