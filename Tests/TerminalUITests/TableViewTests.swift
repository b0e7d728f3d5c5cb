import Foundation
import Testing

@testable import TerminalUI

/// A data source of numbered rows that counts how many cells were ever made.
@MainActor
class CountingRows: NSObject, TableViewDataSource, TableViewDelegate {
  var count: Int
  var cellsMade = 0
  var selections: [Int] = []

  init(count: Int) { self.count = count }

  func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { count }

  func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
    let row = indexPath.row
    let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
    if let counted = cell as? CountedCell, counted.row == nil { cellsMade += 1 }
    (cell as? CountedCell)?.row = row
    cell.textLabel?.text = "Row \(row)"
    return cell
  }

  func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
    selections.append(indexPath.row)
  }
}

/// Remembers its row and how often it was prepared for reuse.
@MainActor
final class CountedCell: TableViewCell {
  var row: Int?
  var reuseCount = 0
  var rowAtReuse: Int?

  override func prepareForReuse() {
    super.prepareForReuse()
    reuseCount += 1
    rowAtReuse = row
  }
}

@MainActor
@Suite("TableView: cell reuse, selection, scrolling")
struct TableViewTests {
  func makeTable(rows: Int, height: Int = 5) -> (TableView, CountingRows) {
    let rowsSource = CountingRows(count: rows)
    let table = TableView()
    table.register(CountedCell.self, forCellReuseIdentifier: "row")
    table.dataSource = rowsSource
    table.delegate = rowsSource
    table.frame = CGRect(x: 0, y: 0, width: 30, height: height)
    table.reloadData()
    return (table, rowsSource)
  }

  @Test("Only visible rows have cells, however many rows there are")
  func onlyVisibleRowsHaveCells() {
    let (table, rows) = makeTable(rows: 1_000_000)
    #expect(table.visibleCells.count == 5)
    #expect(table.visibleRows == 0..<5)
    #expect(rows.cellsMade == 5)
    #expect(table.cellForRow(at: IndexPath(row: 10, section: 0)) == nil)
  }

  @Test("Scrolling reuses cells: no new cells, prepareForReuse before each reuse")
  func scrollingReusesCells() {
    let (table, rows) = makeTable(rows: 100)
    for _ in 0..<50 { table.selectNextRow() }
    #expect(rows.cellsMade == 5, "scrolling 46 rows made no new cell")
    let cells = table.visibleCells.compactMap { $0 as? CountedCell }
    #expect(cells.allSatisfy { $0.reuseCount > 0 })
    #expect(cells.map(\.row) == Array(46...50))
  }

  @Test("A reused cell starts blank: no text or picture from its last row")
  func reusedCellsStartBlank() throws {
    let (table, rows) = makeTable(rows: 100, height: 1)
    let first = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
    first.imageView?.image = Image(width: 1, height: 1, pixels: [255])
    table.selectNextRow()
    let second = try #require(table.cellForRow(at: IndexPath(row: 1, section: 0)))
    #expect(second === first, "the only cell was reused")
    #expect(second.imageView?.image == nil)
    #expect(second.textLabel?.text == "Row 1")
    #expect(rows.cellsMade == 1)
  }

  @Test("Selection stops at both ends")
  func selectionStopsAtEnds() {
    let (table, _) = makeTable(rows: 3)
    #expect(table.indexPathForSelectedRow?.row == 0)
    table.selectPreviousRow()
    #expect(table.indexPathForSelectedRow?.row == 0)
    for _ in 0..<10 { table.selectNextRow() }
    #expect(table.indexPathForSelectedRow?.row == 2)
  }

  @Test("The selection scrolls into view, both ways")
  func selectionScrollsIntoView() {
    let (table, _) = makeTable(rows: 20)
    table.selectRow(at: IndexPath(row: 12, section: 0), animated: false, scrollPosition: .none)
    #expect(table.visibleRows.contains(12))
    #expect(table.firstVisibleRow == 8)
    table.selectRow(at: IndexPath(row: 3, section: 0), animated: false, scrollPosition: .none)
    #expect(table.firstVisibleRow == 3)
  }

  @Test("Enter reports the selected row to the delegate; an empty table reports nothing")
  func enterReportsSelection() {
    let (table, rows) = makeTable(rows: 3)
    table.selectNextRow()
    table.activateSelectedRow()
    #expect(rows.selections == [1])
    rows.count = 0
    table.reloadData()
    #expect(table.indexPathForSelectedRow?.row == nil)
    table.activateSelectedRow()
    #expect(rows.selections == [1])
  }

  @Test("Reloading with fewer rows keeps the selection on the table")
  func reloadClampsSelection() {
    let (table, rows) = makeTable(rows: 10)
    table.selectRow(at: IndexPath(row: 9, section: 0), animated: false, scrollPosition: .none)
    rows.count = 4
    table.reloadData()
    #expect(table.indexPathForSelectedRow?.row == 3)
    #expect(table.visibleCells.count == 4)
  }

  @Test("The selected row is drawn with a marker and reverse video")
  func selectedRowIsMarked() {
    let (table, rows) = makeTable(rows: 3)
    table.selectNextRow()
    table.layoutIfNeeded()
    var canvas = CellGrid(size: Size(width: 30, height: 5))
    table.render(in: &canvas, at: .zero, time: .zero)
    #expect(canvas.line(1).hasPrefix("› "))
    #expect(canvas.line(0).hasPrefix("  "))
    #expect(canvas.rows[1][5].style.contains(.reverse))
    #expect(!canvas.rows[0][5].style.contains(.reverse))
    #expect(canvas.line(1) == "›    Row 1" && rows.count == 3)
  }

  @Test("The table holds its data source and delegate weakly")
  func weakDataSource() {
    let table = TableView()
    do {
      let rows = CountingRows(count: 1)
      table.dataSource = rows
      table.delegate = rows
    }
    #expect(table.dataSource == nil)
    #expect(table.delegate == nil)
  }

  @Test("A reload asked for while the table asks for cells waits until they are placed")
  func reloadDuringLayoutIsDeferred() {
    let rows = ReloadingRows()
    let table = TableView()
    table.register(TableViewCell.self, forCellReuseIdentifier: "row")
    table.dataSource = rows
    table.frame = CGRect(x: 0, y: 0, width: 30, height: 5)
    rows.table = table
    table.reloadData()
    #expect(table.subviews.count == 5, "no cell is left behind by the nested reload")
    #expect(table.visibleCells.map(\.textLabel?.text) == (0..<5).map { "Row \($0) v2" })
  }
}

/// Reloads the table from inside `cellForRowAt` once, as a data source whose
/// picture cache answers synchronously would.
@MainActor
final class ReloadingRows: NSObject, TableViewDataSource {
  weak var table: TableView?
  var version = 1

  func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 10 }

  func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
    let row = indexPath.row
    let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
    cell.textLabel?.text = "Row \(row) v\(version)"
    if version == 1 {
      version = 2
      table?.reloadData()
    }
    return cell
  }
}
