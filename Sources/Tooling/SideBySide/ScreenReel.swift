import TerminalUI

/// The screens one pane showed, oldest first, each kept once, for step mode to show again.
///
/// Screens that follow each other differ by a few rows: a row that is the same as in the
/// screen before shares its storage (`CellGrid.sharingRows(with:)`), and `cells` counts only
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
  mutating func append(_ screen: CellGrid) -> Int {
    if let last = screens.last, last == screen { return end - 1 }
    let stored = screens.last.map(screen.sharingRows(with:)) ?? screen
    let cost = Self.cells(of: stored, notSharedWith: screens.last)
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

  /// The cells of `screen` in rows it does not share with `previous`.
  private static func cells(of screen: CellGrid, notSharedWith previous: CellGrid?) -> Int {
    let shared =
      previous.map { previous in
        guard previous.size.width == screen.size.width else { return 0 }
        return (0..<min(screen.size.height, previous.size.height)).filter {
          screen.rows[$0] == previous.rows[$0]
        }.count
      } ?? 0
    return (screen.size.height - shared) * screen.size.width
  }
}
