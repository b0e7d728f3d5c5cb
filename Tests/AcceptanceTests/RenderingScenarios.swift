import AppShell
import NewsCore
import TerminalUI
import Testing

/// Hostile, wide and long text at narrow and wide screens: nothing escapes
/// to the terminal, nothing spills past its row, every variant draws it alike.
@MainActor
@Suite("Rendering untrusted text, in every variant")
struct RenderingScenarios {
  @Test("Hostile titles are neutralised and cut to the screen", arguments: [20, 45, 80, 200])
  func hostileTitles(width: Int) throws {
    let fixture = try Fixtures.feed(Fixtures.hostileTitles)
    let size = Size(width: width, height: 16)
    let run = try Scenario(fixture: fixture, size: size).run(
      "wait,down,down,enter,wait,back,down,down,down,down,down,down,enter")
    for (index, frame) in run.frames.enumerated() {
      #expect(
        !frame.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" },
        "frame \(index) holds a control character")
      #expect(!frame.unicodeScalars.contains { (0x80..<0xA0).contains($0.value) })
      #expect(!frame.unicodeScalars.contains { (0x202A...0x202E).contains($0.value) })
      for line in run.lines(index) {
        #expect(
          TerminalText.width(of: line) <= width, "a row spills past \(width) columns: \(line)")
      }
    }
    #expect(run.frames[1].contains("␛[2J"), "the escape is shown, harmlessly, as a picture")
  }

  @Test("Rows are cut with an ellipsis and never wrap into the next row")
  func longTitlesAreCut() throws {
    let fixture = try Fixtures.feed([String(repeating: "新闻", count: 60), "Second"])
    let run = try Scenario(fixture: fixture, size: Size(width: 40, height: 8)).run("wait")
    let rows = run.lines(1)
    #expect(rows[2].contains("…"))
    #expect(rows[3].contains("Second"), "the next row is the next story, not a wrapped title")
  }
}
