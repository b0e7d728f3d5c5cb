import TerminalUI
import Testing

@testable import SideBySide

@Suite("ScreenReel: each screen kept once, rows shared with the screen before")
struct ScreenReelTests {
  /// A screen of `lines`, one row each, 10 cells wide.
  func screen(_ lines: String...) -> CellGrid {
    var grid = CellGrid(size: Size(width: 10, height: lines.count))
    for (row, line) in lines.enumerated() { grid.draw(line, x: 0, y: row) }
    return grid
  }

  @Test("A screen equal to the last one is that one, and costs nothing")
  func equalScreens() {
    var reel = ScreenReel()
    let first = reel.append(screen("a", "b"))
    let again = reel.append(screen("a", "b"))
    #expect(first == again)
    #expect(reel.cells == 20)
  }

  @Test("A screen costs only the rows it changed; each is given back whole")
  func sharedRows() {
    var reel = ScreenReel()
    let first = reel.append(screen("a", "b", "c"))
    let second = reel.append(screen("a", "B", "c"))
    #expect(reel.cells == 30 + 10)
    #expect(reel.screen(first) == screen("a", "b", "c"))
    #expect(reel.screen(second) == screen("a", "B", "c"))
    #expect(reel.end == 2)
  }

  @Test("Letting old screens go counts the rows they shared as the oldest kept one's own")
  func forgetting() {
    var reel = ScreenReel()
    _ = reel.append(screen("a", "b", "c"))
    let second = reel.append(screen("a", "B", "c"))
    let third = reel.append(screen("x", "B", "c"))
    #expect(reel.cells == 30 + 10 + 10)
    reel.forget(before: second)
    #expect(reel.cells == 30 + 10, "the second screen is now stored whole")
    #expect(reel.screen(third) == screen("x", "B", "c"), "numbers stay as they were")
    reel.forget(before: reel.end)
    #expect(reel.cells == 0)
  }

  @Test("A screen of another size shares nothing")
  func otherSize() {
    var reel = ScreenReel()
    _ = reel.append(screen("a", "b"))
    _ = reel.append(CellGrid(size: Size(width: 12, height: 2)))
    #expect(reel.cells == 20 + 24)
  }
}
