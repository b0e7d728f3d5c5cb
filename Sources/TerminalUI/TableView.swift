import Observing

/// Supplies a table's rows, as `UITableViewDataSource` does.
@MainActor
public protocol TableViewDataSource: AnyObject {
  /// How many rows the table has.
  func numberOfRows(in tableView: TableView) -> Int
  /// A configured cell for `row`, normally from `dequeueReusableCell(withIdentifier:for:)`.
  func tableView(_ tableView: TableView, cellForRowAt row: Int) -> TableViewCell
}

/// Hears what happens to a table, as `UITableViewDelegate` does.
@MainActor
public protocol TableViewDelegate: AnyObject {
  /// The reader pressed Enter on `row`.
  func tableView(_ tableView: TableView, didSelectRowAt row: Int)
}

/// A scrolling list of one-line rows with a selection: `UITableView`'s stand-in.
///
/// Only visible rows have cells. Scrolling or reloading puts cells that leave
/// the screen into a reuse queue, and `dequeueReusableCell` hands them out
/// again, so drawing a table of a million rows costs what drawing one screen
/// costs. Up and down move the selection; Enter reports it to the delegate.
@MainActor
public final class TableView: View {
  /// Where rows come from. Held weakly: the controller owns the table, not the reverse.
  public weak var dataSource: (any TableViewDataSource)?
  /// Who hears about selection. Held weakly, like the data source.
  public weak var delegate: (any TableViewDelegate)?

  /// The highlighted row, moved with up and down; `nil` when the table is empty.
  public private(set) var selectedRow: Int?
  /// The first row on screen.
  public private(set) var firstVisibleRow = 0
  /// How many rows the data source reported at the last reload.
  public private(set) var numberOfRows = 0

  private var registered: [String: TableViewCell.Type] = [:]
  private var reuseQueue: [String: [TableViewCell]] = [:]
  private var cellsByRow: [Int: TableViewCell] = [:]
  // A data source may ask for a reload while the table is asking it for
  // cells; the reload waits until the cells are placed, as UIKit's does.
  private var isLayingOut = false
  private var needsReload = false

  /// Columns taken by the selection marker on the left of every row.
  static let gutterWidth = 2

  /// Creates an empty table that handles up, down and Enter itself.
  override public init() {
    super.init()
    addKeyCommand(.up, target: self, action: TableView.selectPreviousRow)
    addKeyCommand(.down, target: self, action: TableView.selectNextRow)
    addKeyCommand(.enter, target: self, action: TableView.activateSelectedRow)
  }

  /// Tells the table which class to make for `identifier` when no cell can be reused.
  public func register(_ cellClass: TableViewCell.Type, forCellReuseIdentifier identifier: String) {
    registered[identifier] = cellClass
  }

  /// A cell for `row`: a reused one after `prepareForReuse()`, or a new one.
  public func dequeueReusableCell(withIdentifier identifier: String, for row: Int)
    -> TableViewCell
  {
    if let cell = reuseQueue[identifier]?.popLast() {
      cell.prepareForReuse()
      return cell
    }
    guard let cellClass = registered[identifier] else {
      // UIKit raises here too: a programming error, not bad input.
      preconditionFailure("no cell class registered for '\(identifier)'")
    }
    return cellClass.init(reuseIdentifier: identifier)
  }

  /// Asks the data source for everything again; visible cells are recycled.
  public func reloadData() {
    guard !isLayingOut else {
      needsReload = true
      return
    }
    numberOfRows = dataSource?.numberOfRows(in: self) ?? 0
    selectedRow = numberOfRows == 0 ? nil : min(max(selectedRow ?? 0, 0), numberOfRows - 1)
    for row in cellsByRow.keys { recycleCell(at: row) }
    layoutSubviews()
  }

  /// The cell showing `row`, or `nil` when that row is off screen.
  public func cellForRow(at row: Int) -> TableViewCell? { cellsByRow[row] }

  /// The rows that currently have cells.
  public var visibleRows: Range<Int> {
    let start = min(firstVisibleRow, numberOfRows)
    return start..<min(start + frame.height, numberOfRows)
  }

  /// The cells on screen, top to bottom.
  public var visibleCells: [TableViewCell] { visibleRows.compactMap { cellsByRow[$0] } }

  /// Selects `row` (clamped to the table) and scrolls it into view.
  public func selectRow(at row: Int) {
    guard numberOfRows > 0 else { return }
    selectedRow = min(max(row, 0), numberOfRows - 1)
    layoutSubviews()
  }

  /// Moves the selection up one row; nothing happens at the top.
  public func selectPreviousRow() { selectRow(at: (selectedRow ?? 0) - 1) }

  /// Moves the selection down one row; nothing happens at the bottom.
  public func selectNextRow() { selectRow(at: (selectedRow ?? -1) + 1) }

  /// Reports the selected row to the delegate.
  public func activateSelectedRow() {
    guard let selectedRow, let delegate else { return }
    MessageTrace.current?.record(
      "didSelectRowAt(\(selectedRow))", from: Participant(of: self),
      to: Participant(of: delegate))
    delegate.tableView(self, didSelectRowAt: selectedRow)
  }

  /// Scrolls so the selection is visible, recycles cells whose rows left the
  /// screen and asks for cells for rows that arrived.
  override public func layoutSubviews() {
    // A snapshot shows the cells there are: asking for new ones would send messages. The cells
    // themselves are still laid out, as subviews, so a row made a moment ago is drawn whole.
    guard !Snapshotting.isActive else { return }
    isLayingOut = true
    placeCells()
    isLayingOut = false
    if needsReload {
      needsReload = false
      reloadData()
    }
  }

  private func placeCells() {
    scrollSelectionIntoView()
    let visible = visibleRows
    for row in cellsByRow.keys where !visible.contains(row) {
      recycleCell(at: row)
    }
    for row in visible {
      let cell = cellsByRow[row] ?? makeCell(for: row)
      cell.frame = Rect(
        x: frame.x + Self.gutterWidth, y: frame.y + row - firstVisibleRow,
        width: frame.width - Self.gutterWidth, height: 1)
      cell.isSelected = row == selectedRow
    }
  }

  override public func draw(in canvas: inout Canvas, context: DrawContext) {
    if let selectedRow, visibleRows.contains(selectedRow) {
      canvas.draw("›", x: frame.x, y: frame.y + selectedRow - firstVisibleRow, style: .bold)
    }
  }

  override public func render(in canvas: inout Canvas, context: DrawContext) {
    super.render(in: &canvas, context: context)
    if !isHidden, let selectedRow, visibleRows.contains(selectedRow) {
      let y = frame.y + selectedRow - firstVisibleRow
      canvas.addStyle(.reverse, to: Rect(x: frame.x, y: y, width: frame.width, height: 1))
    }
  }

  private func scrollSelectionIntoView() {
    guard frame.height > 0 else { return }
    let lastStart = max(numberOfRows - frame.height, 0)
    if let selectedRow {
      if selectedRow < firstVisibleRow { firstVisibleRow = selectedRow }
      if selectedRow >= firstVisibleRow + frame.height {
        firstVisibleRow = selectedRow - frame.height + 1
      }
    }
    firstVisibleRow = min(max(firstVisibleRow, 0), lastStart)
  }

  private func makeCell(for row: Int) -> TableViewCell {
    guard let dataSource else { return TableViewCell(reuseIdentifier: "") }
    let cell = dataSource.tableView(self, cellForRowAt: row)
    cellsByRow[row] = cell
    addSubview(cell)
    return cell
  }

  private func recycleCell(at row: Int) {
    guard let cell = cellsByRow.removeValue(forKey: row) else { return }
    cell.removeFromSuperview()
    cell.isSelected = false
    reuseQueue[cell.reuseIdentifier, default: []].append(cell)
  }
}
