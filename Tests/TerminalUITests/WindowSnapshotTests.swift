import Foundation
import Testing

@testable import TerminalUI

/// A screen that is nothing but a table of numbered rows.
@MainActor
final class RowsScreen: ViewController {
  let table = TableView()
  let rows: CountingRows

  init(rows: CountingRows) {
    self.rows = rows
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override func loadView() {
    table.register(CountedCell.self, forCellReuseIdentifier: "row")
    table.dataSource = rows
    table.delegate = rows
    view = table
  }

  override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    table.reloadData()
  }
}

/// A data source that takes a snapshot of its window each time it is asked for a cell, as the
/// kit's step mode does each time a message passes.
@MainActor
final class SnapshottingRows: CountingRows {
  weak var window: Window?
  var snapshots: [CellGrid] = []

  override func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath)
    -> TableViewCell
  {
    if let window { snapshots.append(window.snapshot(at: .zero)) }
    return super.tableView(tableView, cellForRowAt: indexPath)
  }
}

@MainActor
@Suite("Window.snapshot: the screen as it stands, asking no one for anything")
struct WindowSnapshotTests {
  @Test("A snapshot of a grown window shows the cells there are and asks for no more")
  func asksForNothing() {
    let rows = CountingRows(count: 100)
    let window = window(showing: RowsScreen(rows: rows), size: Size(width: 20, height: 3))
    _ = window.render(at: .zero)
    #expect(rows.cellsMade == 3)

    window.size = Size(width: 20, height: 6)
    let snapshot = window.snapshot(at: .zero)
    #expect(rows.cellsMade == 3, "a snapshot must not ask the data source")
    #expect(snapshot.line(2).contains("Row 2"))
    #expect(snapshot.line(3).isEmpty)

    let frame = window.render(at: .zero)
    #expect(rows.cellsMade == 6, "a render does")
    #expect(frame.line(5).contains("Row 5"))
  }

  @Test("Snapshots taken in the middle of a layout change nothing that follows")
  func midLayout() {
    func run(snapshotting: Bool) -> (frame: CellGrid, cellsMade: Int, snapshots: [CellGrid]) {
      let rows = SnapshottingRows(count: 10)
      let window = Window(frame: CGRect(x: 0, y: 0, width: 20, height: 4))
      window.rootViewController = RowsScreen(rows: rows)
      if snapshotting { rows.window = window }
      window.makeKeyAndVisible()
      window.send(.down)
      rows.count = 8
      (window.rootViewController as? RowsScreen)?.table.reloadData()
      return (window.render(at: .zero), rows.cellsMade, rows.snapshots)
    }
    let plain = run(snapshotting: false)
    let watched = run(snapshotting: true)
    #expect(watched.frame == plain.frame)
    #expect(watched.cellsMade == plain.cellsMade)
    // The first reload asks for four cells; the picture before each shows the rows made so far.
    #expect(watched.snapshots.count == 8)
    #expect(!watched.snapshots[0].line(0).contains("Row"))
    #expect(watched.snapshots[3].line(2).contains("Row 2"))
    #expect(!watched.snapshots[3].line(3).contains("Row"))
  }
}
