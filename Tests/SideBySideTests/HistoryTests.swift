import TerminalUI
import Testing

@testable import SideBySide

@Suite("History: every moment step mode can show, each screen the effect of its message")
struct HistoryTests {
  func cause(_ number: Int, _ label: String, _ kind: Conversation.Cause.Kind = .learner)
    -> Conversation.Cause
  {
    Conversation.Cause(number: number, label: label, time: .seconds(number), kind: kind)
  }

  func screen(_ text: String) -> CellGrid {
    var grid = CellGrid(size: Size(width: 10, height: 1))
    grid.draw(text, x: 0, y: 0)
    return grid
  }

  /// Two panes after the start: pane 0 has sent 2 messages before, pane 1 none.
  func twoPanes(capacity: Int = 2_000, screenBudget: Int = 2_000_000) -> History {
    History(
      start: cause(0, "▸ start"), shown: [2, 0], capacity: capacity, screenBudget: screenBudget)
  }

  /// The screens both panes show at each moment, as text; `live` for the pane as it is now.
  func screens(_ history: History) -> [[String]] {
    history.moments.indices.map { index in
      (0..<2).map { history.screen(ofPane: $0, at: index).map { $0.line(0) } ?? "live" }
    }
  }

  @Test("A cause's nth moment shows every pane's nth message, or its last when it has fewer")
  func alignment() {
    var history = twoPanes()
    history.begin(cause(1, "▸ refresh"), shown: [2, 0], closingWith: [screen("s"), screen("s")])
    history.record(inPane: 0, screenBefore: nil)
    history.record(inPane: 1, screenBefore: nil)
    history.record(inPane: 0, screenBefore: screen("a1"))
    history.record(inPane: 0, screenBefore: screen("a2"))
    let refresh = Array(history.moments.suffix(3))
    #expect(refresh.map(\.step) == [1, 2, 3])
    #expect(refresh.map { $0.panes.map(\.shown) } == [[3, 1], [4, 1], [5, 1]])
  }

  @Test(
    "At each moment a pane shows the screen as its next message passed, then as the cause left it")
  func causeAndEffect() {
    var history = twoPanes()
    history.begin(cause(1, "▸ refresh"), shown: [2, 0], closingWith: [screen("s"), screen("s")])
    history.record(inPane: 0, screenBefore: screen("before m1"))
    history.record(inPane: 1, screenBefore: screen("before n1"))
    history.record(inPane: 0, screenBefore: screen("after m1"))
    #expect(screens(history).suffix(2) == [["after m1", "live"], ["live", "live"]])
    history.begin(
      cause(2, "⏱ 3 s", .clock), shown: [4, 1], closingWith: [screen("end 0"), screen("end 1")])
    #expect(
      screens(history).suffix(3) == [
        ["after m1", "end 1"], ["end 0", "end 1"], ["live", "live"],
      ])
  }

  @Test("A clock's cause that sent nothing leaves no moment; a key or a resize leaves one")
  func silentCauses() {
    var history = twoPanes()
    history.begin(
      cause(1, "⏱ 1 s", .clock), shown: [2, 0], closingWith: [screen("s"), screen("s")])
    history.begin(cause(2, "▸ down"), shown: [2, 0], closingWith: [screen("s"), screen("s")])
    history.begin(
      cause(3, "⏱ 2 s", .clock), shown: [2, 0], closingWith: [screen("t"), screen("t")])
    history.begin(cause(4, "▸ resize", .resize), shown: [2, 0], closingWith: nil)
    history.begin(
      cause(5, "⏱ 3 s", .clock), shown: [2, 0], closingWith: [screen("u"), screen("u")])
    #expect(history.moments.map(\.cause.label) == ["▸ start", "▸ down", "▸ resize", "⏱ 3 s"])
    #expect(screens(history)[1] == ["t", "t"], "↓ moved the selection")
    #expect(history.isStop(2, focus: 0), "a resize is a stop even where no pane said a word")
    #expect(history.learnerStart(atOrBefore: 3) == 1, "but it is not a key")
  }

  @Test("Keys read together wait for the screens of the drawing after them")
  func awaitingDrawing() {
    var history = twoPanes()
    history.begin(cause(1, "▸ down"), shown: [2, 0], closingWith: [screen("s"), screen("s")])
    history.begin(cause(2, "▸ down"), shown: [2, 0], closingWith: nil)
    #expect(screens(history)[1] == ["live", "live"])
    history.drawn([screen("drawn"), screen("drawn")])
    #expect(screens(history)[1] == ["drawn", "drawn"])
    #expect(screens(history)[2] == ["live", "live"], "the open cause shows the panes now")
  }

  @Test("Step stops: every message, or with a focus only the focused pane's, and each key")
  func stops() {
    var history = twoPanes()
    history.begin(cause(1, "▸ refresh"), shown: [2, 0], closingWith: [screen("s"), screen("s")])
    history.record(inPane: 1, screenBefore: nil)
    history.record(inPane: 1, screenBefore: screen("x"))
    history.record(inPane: 0, screenBefore: nil)
    history.begin(cause(2, "▸ down"), shown: [3, 2], closingWith: [screen("s"), screen("s")])
    // Moments: 0 start, 1 and 2 the refresh's two steps, 3 ↓.
    #expect((0..<4).filter { history.isStop($0, focus: nil) } == [0, 1, 2, 3])
    #expect((0..<4).filter { history.isStop($0, focus: 0) } == [0, 1, 3])
    #expect(history.stop(after: 1, focus: 0) == 3)
    #expect(history.stop(before: 3, focus: 0) == 1)
    #expect(history.learnerStart(atOrBefore: 2) == 1)
    #expect(history.steps(ofCauseAt: 1) == 2)
  }

  @Test(
    "Beyond its bounds the oldest moments go, with their screens; the cursor stays on its moment")
  func bounds() {
    var history = twoPanes(capacity: 5, screenBudget: 100)
    history.cursor = 0
    for number in 1...20 {
      history.begin(
        cause(number, "▸ refresh"), shown: [2, 0],
        closingWith: [screen("s\(number)"), screen("t\(number)")])
      if number == 17 { history.cursor = history.present }
    }
    #expect(history.moments.count <= 5)
    #expect(history.cells <= 100)
    #expect(history.current.cause.number == 17)
    #expect(history.moments.last?.cause.number == 20)
  }
}
