import Testing

@testable import TextDiff

@Suite struct TextLineTests {
  @Test func aTrailingNewlineDoesNotStartAnotherLine() {
    #expect(TextLine.lines(of: "a\nb\n") == [TextLine("a"), TextLine("b")])
  }

  @Test func aLastLineWithoutNewlineSaysSo() {
    #expect(TextLine.lines(of: "a\nb") == [TextLine("a"), TextLine("b", hasNewline: false)])
  }

  @Test func anEmptyTextHasNoLinesAndABlankLineIsALine() {
    #expect(TextLine.lines(of: "").isEmpty)
    #expect(TextLine.lines(of: "\n") == [TextLine("")])
  }
}
