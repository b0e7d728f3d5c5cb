import Testing

@testable import ExerciseRunner

@Suite struct BoundedLinesTests {
  @Test func theLastLinesAreKeptAndTheRestCounted() {
    var lines = BoundedLines(keep: .last, maximumLines: 3)
    lines.append("1\n2\n3\n4\n5\n".utf8)
    #expect(lines.lines == ["3", "4", "5"])
    #expect(lines.omittedLines == 2)
  }

  @Test func theFirstLinesAreKeptWhenTheyMatterMost() {
    var lines = BoundedLines(keep: .first, maximumLines: 2)
    lines.append("error one\nerror two\nerror three\n".utf8)
    #expect(lines.text == "error one\nerror two\n")
    #expect(lines.omittedLines == 1)
  }

  @Test func aHugeLineIsCutAsItArrivesWhereverItsPiecesFall() {
    var lines = BoundedLines(keep: .last, maximumLines: 2, maximumLineBytes: 10)
    for _ in 0..<1000 { lines.append([UInt8](repeating: UInt8(ascii: "x"), count: 10_000)) }
    lines.append("\nend".utf8)
    lines.finish()
    #expect(lines.lines == ["xxxxx…xxxxx", "end"])
  }

  /// A trap's message follows whatever the test printed last, on the same line when that
  /// did not end with a newline: the end of a cut line is kept for it.
  @Test func theEndOfAHugeLineIsKept() {
    var lines = BoundedLines(keep: .last, maximumLines: 2, maximumLineBytes: 60)
    for _ in 0..<100 { lines.append([UInt8](repeating: UInt8(ascii: "x"), count: 10_000)) }
    lines.append("Fatal error: boom\n".utf8)
    #expect(
      lines.lines == [String(repeating: "x", count: 30) + "…xxxxxxxxxxxxxFatal error: boom"])
  }

  @Test func aCutInsideACharacterDoesNotLeaveHalfOfIt() {
    var lines = BoundedLines(keep: .last, maximumLines: 1, maximumLineBytes: 4)
    lines.append("a€bcd€\n".utf8)
    #expect(lines.lines == ["a…"])
  }

  @Test func aLineThatFitsExactlyIsNotCut() {
    var lines = BoundedLines(keep: .last, maximumLines: 1, maximumLineBytes: 4)
    lines.append("abcd\n".utf8)
    #expect(lines.lines == ["abcd"])
  }

  @Test func bytesThatAreNotUTF8CostOneCharacterNotTheLine() {
    var lines = BoundedLines(keep: .last, maximumLines: 2)
    lines.append([0xFF, 0xFE] + Array("Fatal error: boom\n".utf8))
    #expect(lines.lines == ["\u{FFFD}\u{FFFD}Fatal error: boom"])
  }

  @Test func escapeSequencesAndControlsArriveDefused() {
    var lines = BoundedLines(keep: .last, maximumLines: 2)
    lines.append("\u{1B}[2J\u{1B}]0;title\u{07}done\r\n".utf8)
    #expect(lines.lines == ["␛[2J␛]0;title␇done"])
  }

  @Test func nothingAfterTheStackTraceMarkerIsKept() {
    var lines = BoundedLines(keep: .last, maximumLines: 3, stopMarker: "Current stack trace:")
    lines.append("a\nFatal error: boom\nCurrent stack trace:\n0 libswiftCore\n1 main\n".utf8)
    #expect(lines.lines == ["a", "Fatal error: boom"])
  }
}
