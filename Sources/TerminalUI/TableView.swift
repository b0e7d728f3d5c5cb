import Foundation
import Observing
import Tracing

/// Supplies a table's rows: `UITableViewDataSource`. A table here has one section.
///
/// As in UIKit, a data source is an `NSObjectProtocol`: a view controller already is one, and
/// a data source of its own subclasses `NSObject` (Foundation has it on Linux too).
@MainActor
public protocol TableViewDataSource: NSObjectProtocol {
  /// How many rows `section` has.
  func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int
  /// A configured cell for the row at `indexPath`, normally from
  /// `dequeueReusableCell(withIdentifier:for:)`.
  func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell
}

/// Hears what happens to a scroll view: `UIScrollViewDelegate`. A terminal scrolls a table by
/// its selection, and tells a delegate nothing more.
@MainActor
public protocol ScrollViewDelegate: NSObjectProtocol {}

/// Hears what happens to a table: `UITableViewDelegate`. Its methods are optional in UIKit;
/// here each has a default that does nothing.
@MainActor
public protocol TableViewDelegate: ScrollViewDelegate {
  /// The reader chose the row at `indexPath` (pressed Enter on it): it is selected now, and
  /// stays selected until the app calls `deselectRow(at:animated:)`, as on iOS.
  func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath)
  /// `cell` is about to be drawn for the row at `indexPath`: the moment to start work that only
  /// a visible row needs, such as fetching its picture.
  func tableView(
    _ tableView: TableView, willDisplay cell: TableViewCell, forRowAt indexPath: IndexPath)
}

extension TableViewDelegate {
  public func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {}
  public func tableView(
    _ tableView: TableView, willDisplay cell: TableViewCell, forRowAt indexPath: IndexPath
  ) {}
}

/// A scrolling list of one-line rows: `UITableView`'s stand-in.
///
/// Only visible rows have cells. Scrolling or reloading puts cells that leave
/// the screen into a reuse queue, and `dequeueReusableCell` hands them out
/// again, so drawing a table of a million rows costs what drawing one screen
/// costs.
///
/// Up and down move a cursor (`›`, in reverse video), as a keyboard moves the focus through an
/// iPad's table. Enter selects the row under it and tells the delegate; as in UIKit, the row
/// stays selected (marked `•`) until the app deselects it. With a refresh control, r pulls it.
@MainActor
open class TableView: ScrollView {
  /// How the table groups its rows: `UITableView.Style`. A terminal draws them all plainly.
  public enum Style: Int, Sendable {
    /// Rows one after another.
    case plain = 0
    /// Sections as groups.
    case grouped = 1
    /// Sections as inset groups.
    case insetGrouped = 2
  }

  /// Where the table's position is shown after `selectRow(at:animated:scrollPosition:)`.
  public enum ScrollPosition: Sendable {
    /// Scroll as little as needed to show the row.
    case none
    /// The row at the top.
    case top
    /// The row in the middle.
    case middle
    /// The row at the bottom.
    case bottom
  }

  /// Where rows come from. Held weakly: the controller owns the table, not the reverse.
  open weak var dataSource: (any TableViewDataSource)?
  /// Who hears about selection and display. Held weakly, like the data source.
  open weak var delegate: (any TableViewDelegate)?

  /// The selected row: the last one Enter chose or the app selected, until it is deselected
  /// or the table reloads; `nil` when none is.
  open var indexPathForSelectedRow: IndexPath? {
    selectedRow.map { IndexPath(row: $0, section: 0) }
  }
  /// The rows that have cells now, top to bottom; `nil` when none is on screen.
  open var indexPathsForVisibleRows: [IndexPath]? {
    let rows = visibleRows
    return rows.isEmpty ? nil : rows.map { IndexPath(row: $0, section: 0) }
  }
  /// The cells on screen, top to bottom.
  open var visibleCells: [TableViewCell] { visibleRows.compactMap { cellsByRow[$0] } }

  /// The row under the terminal's cursor, moved with up and down: the focus, on an iPad with a
  /// keyboard. `nil` when the table is empty.
  private(set) var focusedRow: Int?
  private var selectedRow: Int?
  private(set) var firstVisibleRow = 0
  /// Whether the rows have been counted: on its first layout a table loads them by itself.
  private var hasLoadedRows = false
  private var rowCount = 0
  private var registered: [String: TableViewCell.Type] = [:]
  private var reuseQueue: [String: [TableViewCell]] = [:]
  private var cellsByRow: [Int: TableViewCell] = [:]
  private var cellsMade = 0
  // A data source may ask for a reload while the table is asking it for
  // cells; the reload waits until the cells are placed, as UIKit's does.
  private var isLayingOut = false
  private var needsReload = false
  /// The cell `reconfigureRows(at:)` hands back to the data source's next dequeue.
  private var reconfiguring: TableViewCell?

  /// Columns taken on the left of every row by the cursor (`›`) and the selection (`•`).
  static let gutterWidth = 2

  /// The table's grouping.
  open var style: Style { ownStyle }
  private let ownStyle: Style

  /// Creates an empty table in `style`; it handles up, down and Enter itself.
  public init(frame: CGRect, style: Style) {
    ownStyle = style
    super.init(frame: frame)
  }

  /// Creates an empty plain table.
  override public convenience init(frame: CGRect) { self.init(frame: frame, style: .plain) }

  /// Nothing is decoded here; see `View.init(coder:)`.
  public required init?(coder: NSCoder) { nil }

  /// ↑ and ↓ move the cursor, ⏎ selects its row, r pulls the refresh control when there is one.
  override open var keyCommands: [KeyCommand]? {
    refreshControl?.isEnabled == true ? ownKeyCommands + [pullCommand] : ownKeyCommands
  }

  private lazy var ownKeyCommands = [
    KeyCommand(title: "move", action: TableView.focusPreviousRow, input: KeyCommand.inputUpArrow),
    KeyCommand(title: "move", action: TableView.focusNextRow, input: KeyCommand.inputDownArrow),
    KeyCommand(title: "open", action: TableView.selectFocusedRow, input: "\r"),
  ]
  private lazy var pullCommand = KeyCommand(
    title: "refresh", action: TableView.pullRefreshControl, input: "r")

  /// Tells the table which class to make for `identifier` when no cell can be reused. The
  /// class must be a `TableViewCell`; UIKit takes any class and fails later, here a wrong one is
  /// refused at once.
  open func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) {
    guard let cellClass = cellClass as? TableViewCell.Type else {
      // UIKit raises too, when it first dequeues one: a programming error, not bad input.
      preconditionFailure("'\(identifier)' must be registered with a TableViewCell class")
    }
    registered[identifier] = cellClass
  }

  /// A cell for the row at `indexPath`: a reused one after `prepareForReuse()`, still showing
  /// what it showed last, or a new one. While the table reconfigures a row, the cell already
  /// showing it, as it is.
  open func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath)
    -> TableViewCell
  {
    if let cell = reconfiguring, cell.reuseIdentifier == identifier {
      reconfiguring = nil
      return cell
    }
    if let cell = reuseQueue[identifier]?.popLast() {
      MessageTrace.speaking(as: cell) { cell.prepareForReuse() }
      return cell
    }
    guard let cellClass = registered[identifier] else {
      // UIKit raises here too: a programming error, not bad input.
      preconditionFailure("no cell class registered for '\(identifier)'")
    }
    let cell = cellClass.init(style: .default, reuseIdentifier: identifier)
    cellsMade += 1
    cell.serialNumber.withLock { [cellsMade] in $0 = cellsMade }
    return cell
  }

  /// Asks the data source for everything again; visible cells are recycled, and the selection
  /// goes, as in UIKit.
  open func reloadData() {
    guard !isLayingOut else {
      needsReload = true
      return
    }
    // Every row is recycled before the first is made again: half-drawn until the end.
    MessageTrace.updatingScreen { reloadRows() }
  }

  private func reloadRows() {
    hasLoadedRows = true
    rowCount =
      dataSource.map { source in
        MessageTrace.speaking(as: source) {
          source.tableView(self, numberOfRowsInSection: 0)
        }
      } ?? 0
    focusedRow = rowCount == 0 ? nil : min(max(focusedRow ?? 0, 0), rowCount - 1)
    selectedRow = nil
    for row in cellsByRow.keys.sorted() { recycleCell(at: row) }
    layoutSubviews()
  }

  /// Asks the data source again for the rows at `indexPaths` that have cells, handing it back
  /// each row's own cell, as it is, from `dequeueReusableCell`: the way to show a change to a
  /// row, such as its picture arriving, without a new cell. Selection stays. An index path
  /// outside the table's one section names no row, and nothing is configured for it.
  open func reconfigureRows(at indexPaths: [IndexPath]) {
    guard let dataSource else { return }
    for row in Set(indexPaths.filter { $0.section == 0 }.map(\.row)).sorted() {
      guard let cell = cellsByRow[row] else { continue }
      reconfiguring = cell
      let configured = MessageTrace.speaking(as: dataSource) {
        dataSource.tableView(self, cellForRowAt: IndexPath(row: row, section: 0))
      }
      reconfiguring = nil
      // UIKit requires the data source to return the cell it was handed back.
      precondition(configured === cell, "reconfigureRows(at:): return the dequeued cell")
    }
  }

  /// How many rows `section` had at the last reload.
  open func numberOfRows(inSection section: Int) -> Int { section == 0 ? rowCount : 0 }

  /// The cell showing the row at `indexPath`, or `nil` when that row is off screen or is not
  /// one of the table's (UIKit's answer for an index path out of range).
  open func cellForRow(at indexPath: IndexPath) -> TableViewCell? {
    indexPath.section == 0 ? cellsByRow[indexPath.row] : nil
  }

  /// Selects the row at `indexPath` (clamped to the table), or nothing for `nil`, moves the
  /// cursor to it, and scrolls it into view. The delegate is not told, as in UIKit. There is no
  /// animation in a terminal: `animated` is accepted and ignored.
  open func selectRow(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
    guard let indexPath else {
      selectedRow = nil
      layoutSubviews()
      return
    }
    guard rowCount > 0 else { return }
    selectedRow = min(max(indexPath.row, 0), rowCount - 1)
    focusedRow = selectedRow
    if let selectedRow {
      switch scrollPosition {
      case .none: break
      case .top: firstVisibleRow = selectedRow
      case .middle: firstVisibleRow = selectedRow - rowsOnScreen / 2
      case .bottom: firstVisibleRow = selectedRow - rowsOnScreen + 1
      }
    }
    layoutSubviews()
  }

  /// Deselects the row at `indexPath`, if it is the selected one; the delegate is not told.
  open func deselectRow(at indexPath: IndexPath, animated: Bool) {
    guard selectedRow == indexPath.row else { return }
    selectedRow = nil
    cellsByRow[indexPath.row]?.isSelected = false
  }

  /// The rows that currently have cells.
  var visibleRows: Range<Int> {
    let start = min(firstVisibleRow, rowCount)
    return start..<min(start + rowsOnScreen, rowCount)
  }

  /// How many one-line rows the table's height holds: one fewer while the refresh control
  /// turns above them.
  private var rowsOnScreen: Int { max(Rect(bounds).height - refreshRows, 0) }
  /// The lines the refresh control takes at the top: one while it refreshes, as of the last
  /// layout (a snapshot moves nothing).
  private var refreshRows = 0

  /// The up key: the cursor moves up one row; nothing happens at the top.
  func focusPreviousRow() { moveFocus(by: -1) }

  /// The down key: the cursor moves down one row; nothing happens at the bottom.
  func focusNextRow() { moveFocus(by: 1) }

  private func moveFocus(by offset: Int) {
    guard rowCount > 0 else { return }
    focusedRow = min(max((focusedRow ?? 0) + offset, 0), rowCount - 1)
    layoutSubviews()
  }

  /// The Enter key: the row under the cursor is selected and reported to the delegate.
  func selectFocusedRow() {
    guard let row = focusedRow else { return }
    let indexPath = IndexPath(row: row, section: 0)
    selectedRow = row
    cellsByRow[row]?.isSelected = true
    guard let delegate else { return }
    MessageTrace.deliver(
      "didSelectRowAt(\(indexPath.row))", from: Participant(of: self), to: Participant(of: delegate)
    ) { delegate.tableView(self, didSelectRowAt: indexPath) }
  }

  /// The r key: the reader pulls the refresh control, which tells the app.
  func pullRefreshControl() { refreshControl?.pull() }

  /// Scrolls so the selection is visible, recycles cells whose rows left the
  /// screen and asks for cells for rows that arrived.
  override open func layoutSubviews() {
    super.layoutSubviews()
    // A snapshot shows the cells there are: asking for new ones would send messages. The cells
    // themselves are still laid out, as subviews, so a row made a moment ago is drawn whole.
    guard !Snapshotting.isActive else { return }
    refreshRows = refreshControl?.isRefreshing == true ? 1 : 0
    refreshControl?.frame = CGRect(x: 0, y: 0, width: bounds.width, height: CGFloat(refreshRows))
    refreshControl?.isHidden = refreshRows == 0
    // As in UIKit, a table that was never reloaded counts its rows when it first lays out.
    if !hasLoadedRows, dataSource != nil {
      reloadData()
      return
    }
    // Cells are made and placed one at a time: half-drawn until the last is placed.
    MessageTrace.updatingScreen {
      isLayingOut = true
      placeCells()
      isLayingOut = false
      if needsReload {
        needsReload = false
        reloadData()
      }
    }
  }

  private func placeCells() {
    scrollCursorIntoView()
    let visible = visibleRows
    for row in cellsByRow.keys.sorted() where !visible.contains(row) {
      recycleCell(at: row)
    }
    for row in visible {
      let cell = cellsByRow[row] ?? makeCell(for: row)
      cell.frame = CGRect(
        x: Self.gutterWidth, y: refreshRows + row - firstVisibleRow,
        width: max(Rect(bounds).width - Self.gutterWidth, 0), height: 1)
      cell.isSelected = row == selectedRow
      cell.isFocusedRow = row == focusedRow
    }
  }

  /// The gutter: `›` and reverse video on the cursor's row, `•` on the selected row. Drawn
  /// before the cells and anything over the table, which cover it.
  override open func draw(in canvas: inout CellGrid, context: DrawContext) {
    let rect = context.rect
    func y(of row: Int) -> Int { rect.y + refreshRows + row - firstVisibleRow }
    if let selectedRow, visibleRows.contains(selectedRow) {
      canvas.draw("•", x: rect.x + 1, y: y(of: selectedRow), style: .bold)
    }
    if let focusedRow, visibleRows.contains(focusedRow) {
      canvas.draw("›", x: rect.x, y: y(of: focusedRow), style: .bold)
      canvas.addStyle(
        .reverse, to: Rect(x: rect.x, y: y(of: focusedRow), width: Self.gutterWidth, height: 1))
    }
  }

  private func scrollCursorIntoView() {
    let height = rowsOnScreen
    guard height > 0 else { return }
    let lastStart = max(rowCount - height, 0)
    if let focusedRow {
      if focusedRow < firstVisibleRow { firstVisibleRow = focusedRow }
      if focusedRow >= firstVisibleRow + height {
        firstVisibleRow = focusedRow - height + 1
      }
    }
    firstVisibleRow = min(max(firstVisibleRow, 0), lastStart)
  }

  /// A cell for `row` from the data source, placed, and announced to the delegate: as in UIKit,
  /// `willDisplay` follows `cellForRowAt` each time a row comes on screen.
  private func makeCell(for row: Int) -> TableViewCell {
    let indexPath = IndexPath(row: row, section: 0)
    guard let dataSource else { return TableViewCell(style: .default, reuseIdentifier: nil) }
    let cell = MessageTrace.speaking(as: dataSource) {
      dataSource.tableView(self, cellForRowAt: indexPath)
    }
    cellsByRow[row] = cell
    addSubview(cell)
    if let delegate {
      MessageTrace.speaking(as: delegate) {
        delegate.tableView(self, willDisplay: cell, forRowAt: indexPath)
      }
    }
    return cell
  }

  private func recycleCell(at row: Int) {
    guard let cell = cellsByRow.removeValue(forKey: row) else { return }
    cell.removeFromSuperview()
    cell.isFocusedRow = false
    reuseQueue[cell.reuseIdentifier ?? "", default: []].append(cell)
  }
}
