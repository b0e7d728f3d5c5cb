import TerminalUI
import Testing

@testable import AppShell
@testable import SideBySide

@Suite("StageLayout: a grid when one fits, a zoom when not")
struct StageLayoutTests {
  func layout(_ width: Int, _ height: Int, panes: Int, zoom: Bool = false, traces: Bool = true)
    -> StageLayout
  {
    StageLayout(
      screen: Size(width: width, height: height), paneCount: panes, zoomRequested: zoom,
      focus: 0, showsTraces: traces)
  }

  @Test(
    "The arrangement at each size",
    arguments: [
      (80, 24, 4, StageLayout.Arrangement.grid(columns: 2, rows: 2)),
      (80, 24, 5, .zoom(0)),
      (80, 24, 1, .grid(columns: 1, rows: 1)),
      (80, 24, 2, .grid(columns: 2, rows: 1)),
      (80, 24, 3, .grid(columns: 2, rows: 2)),
      (200, 50, 4, .grid(columns: 2, rows: 2)),
      (200, 50, 5, .grid(columns: 3, rows: 2)),
      (120, 40, 5, .grid(columns: 3, rows: 2)),
      (100, 30, 5, .zoom(0)),
      (40, 12, 4, .zoom(0)),
      (20, 8, 4, .tooSmall),
    ])
  func arrangement(width: Int, height: Int, panes: Int, expected: StageLayout.Arrangement) {
    #expect(layout(width, height, panes: panes).arrangement == expected)
  }

  @Test(
    "Every pane drawn lies inside the screen, none overlaps another, all apps are one size",
    arguments: [(80, 24, 4), (200, 50, 5), (120, 40, 5), (80, 24, 3), (81, 25, 2), (300, 80, 5)])
  func panesFit(width: Int, height: Int, panes: Int) {
    let layout = layout(width, height, panes: panes)
    let screen = Rect(x: 0, y: 0, width: width, height: height - 1)
    var covered = Set<[Int]>()
    for frame in layout.frames.values {
      for rect in [frame.bar, frame.app, frame.strip] where rect.width > 0 && rect.height > 0 {
        #expect(rect.x >= 0 && rect.y >= 0)
        #expect(rect.x + rect.width <= screen.width && rect.y + rect.height <= screen.height)
        for y in rect.y..<(rect.y + rect.height) {
          for x in rect.x..<(rect.x + rect.width) {
            let isNew = covered.insert([x, y]).inserted
            #expect(isNew, "cell \(x),\(y) is drawn twice")
          }
        }
      }
      #expect(frame.app.size == layout.appSize)
      #expect(frame.app.height >= 6)
    }
  }

  @Test("At 200x50 five panes leave a slot for the keys")
  func spareSlot() {
    #expect(layout(200, 50, panes: 5).spareSlot != nil)
    #expect(layout(200, 50, panes: 4).spareSlot == nil)
  }

  @Test("A zoom asked for shows one pane even where a grid fits; its app gets most of the room")
  func zoomAskedFor() {
    let zoomed = layout(200, 50, panes: 5, zoom: true)
    #expect(zoomed.arrangement == .zoom(0))
    #expect(zoomed.appSize.width > 100, "wide: the conversation goes beside the app")
    let narrow = layout(80, 24, panes: 4, zoom: true)
    #expect(narrow.appSize == Size(width: 80, height: 12), "narrow: under it")
  }

  @Test("Without traces the apps take the strips' rows")
  func tracesOff() {
    #expect(layout(80, 24, panes: 4, traces: false).appSize.height == 10)
    #expect(layout(80, 24, panes: 4).appSize.height == 6)
  }

  @Test("The smallest grid is named for the message that asks for it")
  func gridMinimum() {
    #expect(StageLayout.gridMinimum(for: 5) == Size(width: 102, height: 23))
    #expect(StageLayout.gridFits(5, on: StageLayout.gridMinimum(for: 5)))
    #expect(!StageLayout.gridFits(5, on: Size(width: 101, height: 23)))
  }
}
