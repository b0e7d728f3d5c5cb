import Foundation
import Observing
import TerminalUI
import Testing
import Tracing

@testable import AppShell
@testable import SideBySide

@MainActor
@Suite("TraceStrip: every message whole, newest at the bottom")
struct TraceStripTests {
  func entries(_ texts: [String], causes: [Int]? = nil) -> [Conversation.Entry] {
    var conversation = Conversation()
    let trace = MessageTrace()
    for (index, text) in texts.enumerated() {
      let number = causes?[index] ?? 1
      trace.record(
        text, from: Participant("NotificationCenter"), to: Participant("NewsListViewController"))
      conversation.append(
        trace.drainMessages()[0],
        cause: Conversation.Cause(
          number: number, label: "▸ key \(number)", time: .zero, kind: .learner))
    }
    return conversation.entries
  }

  func draw(_ strip: TraceStrip, width: Int, height: Int) -> [String] {
    var canvas = CellGrid(size: Size(width: width, height: height))
    strip.draw(in: Rect(x: 0, y: 0, width: width, height: height), on: &canvas)
    return (0..<height).map(canvas.line)
  }

  @Test("A message wider than the strip wraps onto indented lines, every character kept")
  func wraps() {
    let text = "thumbnailDidLoad(low-glare-streetlights.jpg)"
    let rows = draw(
      TraceStrip(entries: entries([text])[...], showsCauses: false, emptyText: ""), width: 36,
      height: 4)
    // A word longer than a line is broken between characters, so compare without spaces.
    let message = "NotificationCenter → NewsListViewController: \(text)"
    #expect(rows.joined().filter { $0 != " " } == message.filter { $0 != " " })
    #expect(rows.allSatisfy { !$0.contains("…") }, "nothing is cut")
    #expect(rows[1].hasPrefix("  "), "a continuation is indented")
  }

  @Test("The newest messages show at the bottom; a line counts the older ones above")
  func newestAtTheBottom() {
    let rows = draw(
      TraceStrip(
        entries: entries(["a()", "b()", "c()", "d()"])[...], showsCauses: false, emptyText: ""),
      width: 60, height: 3)
    #expect(rows[0] == "↑ 2 older · [ or PgUp")
    #expect(rows[1].hasSuffix("c()"))
    #expect(rows[2].hasSuffix("d()"))
  }

  @Test("Scrolled back, the newest are below, and a line says so")
  func scrolled() {
    let rows = draw(
      TraceStrip(
        entries: entries(["a()", "b()", "c()", "d()"])[...], showsCauses: false, scrolledBack: 2,
        emptyText: ""), width: 60, height: 3)
    #expect(rows[0].hasSuffix("a()"))
    #expect(rows[1].hasSuffix("b()"))
    #expect(rows[2] == "↓ 2 newer · ] or PgDn")
  }

  @Test("With causes, each run of messages is under the key or time that set it off")
  func causes() {
    let rows = draw(
      TraceStrip(
        entries: entries(["a()", "b()", "c()"], causes: [1, 1, 2])[...], showsCauses: true,
        emptyText: ""), width: 60, height: 5)
    #expect(
      rows == [
        "▸ key 1", "NotificationCenter → NewsListViewController: a()",
        "NotificationCenter → NewsListViewController: b()", "▸ key 2",
        "NotificationCenter → NewsListViewController: c()",
      ])
  }

  @Test("The message a step showed is highlighted, all of its lines")
  func highlight() {
    let all = entries(["first()", String(repeating: "long ", count: 12)])
    var canvas = CellGrid(size: Size(width: 40, height: 6))
    TraceStrip(entries: all[...], highlighted: 1, showsCauses: false, emptyText: "").draw(
      in: Rect(x: 0, y: 0, width: 40, height: 6), on: &canvas)
    let highlighted = (0..<6).filter { canvas.rows[$0][0].style.contains(.reverse) }
    #expect(highlighted.count > 1)
    #expect(!canvas.rows[0][0].style.contains(.reverse), "the first message is not")
  }

  @Test("Feed text in a message is neutralised, and no message means a word saying so")
  func hostileAndEmpty() {
    let rows = draw(
      TraceStrip(
        entries: entries(["title(\u{1B}[31mred)"])[...], showsCauses: false, emptyText: ""),
      width: 80, height: 1)
    #expect(!rows[0].contains("\u{1B}"))
    let empty = draw(
      TraceStrip(entries: [][...], showsCauses: false, emptyText: "no messages yet"), width: 40,
      height: 2)
    #expect(empty[0] == "no messages yet")
  }
}

extension TraceStripTests {
  @Test("A newest message that needs the whole strip gets it: the count of older ones goes")
  func newestFirst() {
    let long = String(repeating: "word ", count: 12)
    let all = entries(["a()", long])
    let height = TerminalText.wrapped(all[1].message.description, toWidth: 38).count
    let rows = draw(
      TraceStrip(entries: all[...], showsCauses: false, emptyText: ""), width: 40, height: height)
    #expect(!rows[0].hasPrefix("↑"))
    #expect(rows.allSatisfy { !$0.contains("…") })
    #expect(rows.joined().components(separatedBy: "word").count - 1 == 12)
  }
}
