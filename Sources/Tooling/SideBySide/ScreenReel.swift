import TerminalUI

/// The screens one pane showed, oldest first, each kept once, for step mode to show again.
///
/// Screens that follow each other differ by a few rows: a row that is the same as in the
/// screen before shares its storage (`CellGrid.shareRow(_:with:)`), and `cells` counts only
/// what is stored, so the history can hold itself to a budget of memory.
struct ScreenReel {
  /// The screens kept, oldest first.
  private var screens: [CellGrid] = []
  /// The cells each screen stores of its own: the rows it does not share with the one before.
  private var costs: [Int] = []
  /// How many of the oldest screens were let go.
  private var forgotten = 0

  /// The cells stored, all screens together.
  private(set) var cells = 0

  /// The number the next screen gets: screens are numbered from the start, forgotten ones
  /// included, so a number stays right when old ones are let go.
  var end: Int { forgotten + screens.count }

  /// Keeps `screen` and returns its number; a screen equal to the last one kept is that one.
  /// Each row is compared with the last screen's once: screens come by the thousand.
  mutating func append(_ screen: CellGrid) -> Int {
    var stored = screen
    var shared = 0
    if let last = screens.last, last.size.width == screen.size.width {
      let rows = min(screen.size.height, last.size.height)
      for y in 0..<rows where stored.shareRow(y, with: last) { shared += 1 }
      if shared == rows, last.size == screen.size { return end - 1 }
    }
    let cost = (screen.size.height - shared) * screen.size.width
    screens.append(stored)
    costs.append(cost)
    cells += cost
    return end - 1
  }

  /// The screen numbered `number`.
  func screen(_ number: Int) -> CellGrid {
    screens[number - forgotten]
  }

  /// Lets go of the screens numbered below `number`. The oldest screen left keeps the rows it
  /// shared with the one before, so they are counted as its own from now on.
  mutating func forget(before number: Int) {
    let count = min(number - forgotten, screens.count)
    guard count > 0 else { return }
    cells -= costs[..<count].reduce(0, +)
    screens.removeFirst(count)
    costs.removeFirst(count)
    forgotten += count
    if let first = screens.first {
      cells += first.size.width * first.size.height - costs[0]
      costs[0] = first.size.width * first.size.height
    }
  }

}
