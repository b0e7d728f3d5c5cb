// How long one frame of a table takes with 100 rows and with 1,000,000 rows.
// Cell reuse means only visible rows have cells, so the two should cost the
// same; the ratio must stay below 1.5.

import Foundation
import TerminalUI

/// Rows that exist only as numbers until a cell asks for one.
@MainActor
final class NumberedRows: NSObject, TableViewDataSource {
  let count: Int
  init(count: Int) { self.count = count }

  func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { count }

  func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
    // The same texts for both tables, so only the number of rows differs.
    let row = indexPath.row
    cell.textLabel?.text = "Story number \(row % 100) — 新闻 \(row % 100) 🚀"
    cell.detailTextLabel?.text = "22 Nov 2026"
    return cell
  }
}

/// A row with its detail on the right, like the tellings' cells.
@MainActor
final class DetailCell: TableViewCell {
  required init(style: CellStyle, reuseIdentifier: String?) {
    super.init(style: .value1, reuseIdentifier: reuseIdentifier)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }
}

/// A window showing a table of `rows`, with the selection jumping through the
/// first hundred rows — the same jumps for every table — so every frame
/// scrolls and reuses cells as a reader would.
@MainActor
final class TableScreen {
  let source: NumberedRows
  let table = TableView()
  let window: Window

  init(rows: Int) {
    source = NumberedRows(count: rows)
    table.register(DetailCell.self, forCellReuseIdentifier: "row")
    table.dataSource = source
    let screen = ViewController()
    screen.view = table
    window = Window(frame: CGRect(x: 0, y: 0, width: 100, height: 40))
    window.rootViewController = NavigationController(rootViewController: screen)
    window.makeKeyAndVisible()
    table.reloadData()
  }

  /// The mean time of one frame over `frames` frames.
  func frameTime(frames: Int = 2_000) -> Duration {
    let elapsed = ContinuousClock().measure {
      for frame in 0..<frames {
        table.selectRow(
          at: IndexPath(row: (frame * 7) % 100, section: 0), animated: false,
          scrollPosition: .none)
        _ = window.render(at: .zero)
      }
    }
    return elapsed / frames
  }
}

/// Medians over rounds that alternate between the two tables, so a busy
/// moment on the machine slows both alike instead of one.
@MainActor
func medianFrameTimes(rounds: Int = 9) -> (small: Duration, huge: Duration) {
  let small = TableScreen(rows: 100)
  let huge = TableScreen(rows: 1_000_000)
  var smallTimes: [Duration] = []
  var hugeTimes: [Duration] = []
  for _ in 0..<rounds {
    smallTimes.append(small.frameTime())
    hugeTimes.append(huge.frameTime())
  }
  return (smallTimes.sorted()[rounds / 2], hugeTimes.sorted()[rounds / 2])
}
