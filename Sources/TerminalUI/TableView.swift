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
  /// The reader chose the row at `indexPath` (pressed Enter on it).
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

/// A scrolling list of one-line rows with a selection: `UITableView`'s stand-in.
///
/// Only visible rows have cells. Scrolling or reloading puts cells that leave
/// the screen into a reuse queue, and `dequeueReusableCell` hands them out
/// again, so drawing a table of a million rows costs what drawing one screen
/// costs. Up and down move the selection; Enter reports it to the delegate.
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

  /// The highlighted row, moved with up and down; `nil` when the table is empty.
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

  private var selectedRow: Int?
  private(set) var firstVisibleRow = 0
  private var rowCount = 0
  private var registered: [String: TableViewCell.Type] = [:]
  private var reuseQueue: [String: [TableViewCell]] = [:]
  private var cellsByRow: [Int: TableViewCell] = [:]
  private var cellsMade = 0
  // A data source may ask for a reload while the table is asking it for
  // cells; the reload waits until the cells are placed, as UIKit's does.
  private var isLayingOut = false
  private var needsReload = false

  /// Columns taken by the selection marker on the left of every row.
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

  /// ↑ and ↓ move the selection, ⏎ opens the selected row.
  override open var keyCommands: [KeyCommand]? { ownKeyCommands }

  private lazy var ownKeyCommands = [
    KeyCommand(title: "move", action: TableView.selectPreviousRow, input: KeyCommand.inputUpArrow),
    KeyCommand(title: "move", action: TableView.selectNextRow, input: KeyCommand.inputDownArrow),
    KeyCommand(title: "open", action: TableView.activateSelectedRow, input: "\r"),
  ]

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

  /// A cell for the row at `indexPath`: a reused one after `prepareForReuse()`, or a new one.
  open func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath)
    -> TableViewCell
  {
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

  /// Asks the data source for everything again; visible cells are recycled.
  open func reloadData() {
    guard !isLayingOut else {
      needsReload = true
      return
    }
    // Every row is recycled before the first is made again: half-drawn until the end.
    MessageTrace.updatingScreen { reloadRows() }
  }

  private func reloadRows() {
    rowCount =
      dataSource.map { source in
        MessageTrace.speaking(as: source) {
          source.tableView(self, numberOfRowsInSection: 0)
        }
      } ?? 0
    selectedRow = rowCount == 0 ? nil : min(max(selectedRow ?? 0, 0), rowCount - 1)
    for row in cellsByRow.keys.sorted() { recycleCell(at: row) }
    layoutSubviews()
  }

  /// How many rows `section` had at the last reload.
  open func numberOfRows(inSection section: Int) -> Int { section == 0 ? rowCount : 0 }

  /// The cell showing the row at `indexPath`, or `nil` when that row is off screen.
  open func cellForRow(at indexPath: IndexPath) -> TableViewCell? { cellsByRow[indexPath.row] }

  /// Selects the row at `indexPath` (clamped to the table), or nothing for `nil`, and scrolls it
  /// into view. There is no animation in a terminal: `animated` is accepted and ignored.
  open func selectRow(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
    guard let indexPath else {
      selectedRow = nil
      return
    }
    guard rowCount > 0 else { return }
    selectedRow = min(max(indexPath.row, 0), rowCount - 1)
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

  /// The rows that currently have cells.
  var visibleRows: Range<Int> {
    let start = min(firstVisibleRow, rowCount)
    return start..<min(start + rowsOnScreen, rowCount)
  }

  /// How many one-line rows the table's height holds.
  private var rowsOnScreen: Int { Rect(bounds).height }

  /// The up key: the selection moves up one row; nothing happens at the top.
  func selectPreviousRow() {
    selectRow(
      at: IndexPath(row: (selectedRow ?? 0) - 1, section: 0), animated: false, scrollPosition: .none
    )
  }

  /// The down key: the selection moves down one row; nothing happens at the bottom.
  func selectNextRow() {
    selectRow(
      at: IndexPath(row: (selectedRow ?? -1) + 1, section: 0), animated: false,
      scrollPosition: .none)
  }

  /// The Enter key: the selected row is reported to the delegate.
  func activateSelectedRow() {
    guard let indexPath = indexPathForSelectedRow, let delegate else { return }
    MessageTrace.deliver(
      "didSelectRowAt(\(indexPath.row))", from: Participant(of: self), to: Participant(of: delegate)
    ) { delegate.tableView(self, didSelectRowAt: indexPath) }
  }

  /// Scrolls so the selection is visible, recycles cells whose rows left the
  /// screen and asks for cells for rows that arrived.
  override open func layoutSubviews() {
    super.layoutSubviews()
    // A snapshot shows the cells there are: asking for new ones would send messages. The cells
    // themselves are still laid out, as subviews, so a row made a moment ago is drawn whole.
    guard !Snapshotting.isActive else { return }
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
    scrollSelectionIntoView()
    let visible = visibleRows
    for row in cellsByRow.keys.sorted() where !visible.contains(row) {
      recycleCell(at: row)
    }
    for row in visible {
      let cell = cellsByRow[row] ?? makeCell(for: row)
      cell.frame = CGRect(
        x: Self.gutterWidth, y: row - firstVisibleRow,
        width: max(Rect(bounds).width - Self.gutterWidth, 0), height: 1)
      cell.isSelected = row == selectedRow
    }
  }

  override open func draw(in canvas: inout CellGrid, context: DrawContext) {
    if let selectedRow, visibleRows.contains(selectedRow) {
      let rect = context.rect
      canvas.draw("›", x: rect.x, y: rect.y + selectedRow - firstVisibleRow, style: .bold)
    }
  }

  /// The selected row is drawn in reverse video, over its cell.
  override func render(in canvas: inout CellGrid, at origin: CGPoint, time: Duration) {
    super.render(in: &canvas, at: origin, time: time)
    if !isHidden, let selectedRow, visibleRows.contains(selectedRow) {
      let rect = Rect(frame.offsetBy(dx: origin.x, dy: origin.y))
      let y = rect.y + selectedRow - firstVisibleRow
      canvas.addStyle(.reverse, to: Rect(x: rect.x, y: y, width: rect.width, height: 1))
    }
  }

  private func scrollSelectionIntoView() {
    let height = rowsOnScreen
    guard height > 0 else { return }
    let lastStart = max(rowCount - height, 0)
    if let selectedRow {
      if selectedRow < firstVisibleRow { firstVisibleRow = selectedRow }
      if selectedRow >= firstVisibleRow + height {
        firstVisibleRow = selectedRow - height + 1
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
    cell.isSelected = false
    reuseQueue[cell.reuseIdentifier ?? "", default: []].append(cell)
  }
}
