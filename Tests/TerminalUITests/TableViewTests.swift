import Foundation
import Testing

@testable import TerminalUI

/// A data source of numbered rows that counts how many cells were ever made.
@MainActor
class CountingRows: NSObject, TableViewDataSource, TableViewDelegate {
  var count: Int
  var cellsMade = 0
  var selections: [Int] = []
  /// Added to every row's text, to tell a row configured again from one configured before.
  var suffix = ""

  init(count: Int) { self.count = count }

  func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { count }

  func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
    let row = indexPath.row
    let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
    if let counted = cell as? CountedCell, counted.row == nil { cellsMade += 1 }
    (cell as? CountedCell)?.row = row
    cell.textLabel?.text = "Row \(row)" + suffix
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
@Suite("TableView: cell reuse, cursor and selection, scrolling, refresh")
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
    #expect(
      table.cellForRow(at: IndexPath(row: 0, section: 1)) == nil,
      "the table has one section: section 1 has no rows")
  }

  @Test("Scrolling reuses cells: no new cells, prepareForReuse before each reuse")
  func scrollingReusesCells() {
    let (table, rows) = makeTable(rows: 100)
    for _ in 0..<50 { table.focusNextRow() }
    #expect(rows.cellsMade == 5, "scrolling 46 rows made no new cell")
    let cells = table.visibleCells.compactMap { $0 as? CountedCell }
    #expect(cells.allSatisfy { $0.reuseCount > 0 })
    #expect(cells.map(\.row) == Array(46...50))
  }

  @Test("A reused cell keeps what it showed until the data source sets it, as in UIKit")
  func reusedCellsKeepTheirContent() throws {
    let (table, rows) = makeTable(rows: 100, height: 1)
    let first = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
    let picture = Image(width: 1, height: 1, pixels: [255])
    first.imageView?.image = picture
    table.focusNextRow()
    let second = try #require(table.cellForRow(at: IndexPath(row: 1, section: 0)))
    #expect(second === first, "the only cell was reused")
    #expect(second.imageView?.image === picture, "the data source set no picture, so row 0's stays")
    #expect(second.textLabel?.text == "Row 1", "the data source set the text")
    #expect(rows.cellsMade == 1)
  }

  @Test("prepareForReuse resets the cell's selection, not its content")
  func prepareForReuseResetsState() {
    let cell = TableViewCell(style: .value1, reuseIdentifier: "row")
    var content = cell.defaultContentConfiguration()
    content.text = "Kept"
    cell.contentConfiguration = content
    cell.setSelected(true, animated: false)
    cell.prepareForReuse()
    #expect(!cell.isSelected)
    #expect((cell.contentConfiguration as? ListContentConfiguration)?.text == "Kept")
  }

  @Test("The cursor stops at both ends")
  func cursorStopsAtEnds() {
    let (table, _) = makeTable(rows: 3)
    #expect(table.focusedRow == 0)
    table.focusPreviousRow()
    #expect(table.focusedRow == 0)
    for _ in 0..<10 { table.focusNextRow() }
    #expect(table.focusedRow == 2)
    #expect(table.indexPathForSelectedRow == nil, "moving selects nothing")
  }

  @Test("A row the app selects gets the cursor and scrolls into view, both ways")
  func selectionScrollsIntoView() {
    let (table, _) = makeTable(rows: 20)
    table.selectRow(at: IndexPath(row: 12, section: 0), animated: false, scrollPosition: .none)
    #expect(table.visibleRows.contains(12))
    #expect(table.firstVisibleRow == 8)
    #expect(table.focusedRow == 12)
    table.selectRow(at: IndexPath(row: 3, section: 0), animated: false, scrollPosition: .none)
    #expect(table.firstVisibleRow == 3)
    #expect(table.indexPathForSelectedRow?.row == 3)
  }

  @Test("Enter selects the cursor's row and tells the delegate; an empty table tells nothing")
  func enterSelects() {
    let (table, rows) = makeTable(rows: 3)
    table.focusNextRow()
    table.selectFocusedRow()
    #expect(rows.selections == [1])
    #expect(table.indexPathForSelectedRow?.row == 1)
    rows.count = 0
    table.reloadData()
    #expect(table.focusedRow == nil)
    table.selectFocusedRow()
    #expect(rows.selections == [1])
  }

  @Test("A selected row stays selected until the app deselects it, as on iOS")
  func selectionStaysUntilDeselected() throws {
    let (table, _) = makeTable(rows: 3)
    table.selectFocusedRow()
    table.focusNextRow()
    table.focusNextRow()
    #expect(table.indexPathForSelectedRow?.row == 0, "moving the cursor keeps the selection")
    let cell = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
    #expect(cell.isSelected)
    table.deselectRow(at: IndexPath(row: 2, section: 0), animated: true)
    #expect(table.indexPathForSelectedRow?.row == 0, "another row's deselection changes nothing")
    table.deselectRow(at: IndexPath(row: 0, section: 0), animated: true)
    #expect(table.indexPathForSelectedRow == nil)
    #expect(!cell.isSelected)
  }

  @Test("Reloading forgets the selection and keeps the cursor on the table")
  func reloadClearsSelection() {
    let (table, rows) = makeTable(rows: 10)
    table.selectRow(at: IndexPath(row: 9, section: 0), animated: false, scrollPosition: .none)
    rows.count = 4
    table.reloadData()
    #expect(table.indexPathForSelectedRow == nil)
    #expect(table.focusedRow == 3)
    #expect(table.visibleCells.count == 4)
  }

  @Test("The cursor's row is drawn with › in reverse video, the selected row with •")
  func cursorAndSelectionAreMarked() {
    let (table, rows) = makeTable(rows: 3)
    table.selectFocusedRow()
    table.focusNextRow()
    table.layoutIfNeeded()
    var canvas = CellGrid(size: Size(width: 30, height: 5))
    table.render(in: &canvas, at: .zero, time: .zero)
    #expect(canvas.line(0) == " •   Row 0")
    #expect(canvas.line(1) == "›    Row 1" && rows.count == 3)
    #expect(
      canvas.rows[1][0].style.contains(.reverse) && canvas.rows[1][5].style.contains(.reverse))
    #expect(!canvas.rows[0][5].style.contains(.reverse))
  }

  @Test("A screen over the table covers its cursor: no reverse video shows through it")
  func coveredCursorIsHidden() {
    let (table, _) = makeTable(rows: 3)
    let screen = ViewController()
    screen.view = table
    let window = Window.showing(screen, size: Size(width: 30, height: 5))
    screen.contentUnavailableConfiguration = ContentUnavailableConfiguration.loading()
    let canvas = window.render(at: .zero)
    #expect(canvas.line(2).contains("Loading…"))
    let reversed = canvas.rows.joined().filter { $0.style.contains(.reverse) }
    #expect(reversed.isEmpty, "the cursor's bar is drawn under the loading screen, not over it")
  }

  @Test("A table never reloaded counts its rows on its first layout, as UIKit's does")
  func firstLayoutLoads() {
    let rows = CountingRows(count: 3)
    let table = TableView()
    table.register(CountedCell.self, forCellReuseIdentifier: "row")
    table.dataSource = rows
    table.frame = CGRect(x: 0, y: 0, width: 30, height: 5)
    #expect(table.numberOfRows(inSection: 0) == 0)
    table.layoutIfNeeded()
    #expect(table.numberOfRows(inSection: 0) == 3)
    #expect(table.visibleCells.map(\.textLabel?.text) == ["Row 0", "Row 1", "Row 2"])
  }

  @Test("Reconfiguring hands the data source each row's own cell, as it is; the selection stays")
  func reconfiguringKeepsCells() throws {
    let (table, rows) = makeTable(rows: 20)
    table.selectFocusedRow()
    let cell = try #require(table.cellForRow(at: IndexPath(row: 1, section: 0)) as? CountedCell)
    let reuses = cell.reuseCount
    rows.suffix = " again"
    table.reconfigureRows(at: [IndexPath(row: 1, section: 0), IndexPath(row: 15, section: 0)])
    #expect(table.cellForRow(at: IndexPath(row: 1, section: 0)) === cell)
    #expect(cell.textLabel?.text == "Row 1 again")
    #expect(cell.reuseCount == reuses, "not prepared for reuse: it keeps its row")
    #expect(table.cellForRow(at: IndexPath(row: 0, section: 0))?.textLabel?.text == "Row 0")
    #expect(rows.cellsMade == 5, "row 15 is off screen: no cell is made for it")
    #expect(table.indexPathForSelectedRow?.row == 0)
    rows.suffix = " once more"
    table.reconfigureRows(at: [IndexPath(row: 1, section: 1)])
    #expect(cell.textLabel?.text == "Row 1 again", "section 1 names no row of the table")
  }

  @Test(
    "r pulls the refresh control: it refreshes, tells its actions once, and turns above the rows until ended"
  )
  func refreshControlPull() throws {
    let (table, rows) = makeTable(rows: 10)
    let control = RefreshControl()
    var pulls = 0
    control.addAction(Action { _ in pulls += 1 }, for: .valueChanged)
    table.refreshControl = control
    #expect(
      table.keyCommands?.map(\.input) == [
        KeyCommand.inputUpArrow, KeyCommand.inputDownArrow, "\r", "r",
      ])
    table.pullRefreshControl()
    table.pullRefreshControl()
    #expect(pulls == 1, "a control already refreshing is not pulled again")
    #expect(control.isRefreshing)
    table.layoutIfNeeded()
    var canvas = CellGrid(size: Size(width: 30, height: 5))
    table.render(in: &canvas, at: .zero, time: .zero)
    #expect(canvas.line(0).trimmingCharacters(in: .whitespaces) == "⠋", "the spinner's row")
    #expect(canvas.line(1).hasSuffix("Row 0"), "the rows move down under it")
    #expect(table.visibleCells.count == 4)
    control.endRefreshing()
    table.layoutIfNeeded()
    canvas = CellGrid(size: Size(width: 30, height: 5))
    table.render(in: &canvas, at: .zero, time: .zero)
    #expect(canvas.line(0).hasSuffix("Row 0"))
    #expect(table.visibleCells.count == 5 && rows.count == 10)
  }

  @Test("Without a refresh control, r is not a key of the table")
  func noRefreshControlNoKey() {
    let (table, _) = makeTable(rows: 1)
    #expect(!(table.keyCommands ?? []).contains { $0.input == "r" })
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
