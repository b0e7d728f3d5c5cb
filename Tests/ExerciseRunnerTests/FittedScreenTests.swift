import TerminalUI
import Testing

@testable import ExerciseRunner

@Suite struct FittedScreenTests {
  @Test func proseIsWrappedAtSpacesKeepingItsIndentation() {
    #expect(
      FittedScreen.wrap("  each observer must hear every change", width: 20) == [
        "  each observer must", "  hear every change",
      ])
  }

  @Test func aWordLongerThanALineIsBrokenWhereItMustBe() {
    #expect(FittedScreen.wrap("abcdefghij", width: 4) == ["abcd", "efgh", "ij"])
  }

  @Test func coloursTakeNoRoomAndACutLineEndsInAnEllipsisAndNormalColour() {
    let red = "\u{1B}[31m-  private var observers: [String: (Value) -> Void] = [:]\u{1B}[0m"
    #expect(FittedScreen.cells(of: Substring(red)) == 57)
    let cut = FittedScreen.cut(red, width: 20)
    #expect(cut == "\u{1B}[31m-  private var obse…\u{1B}[0m")
    #expect(FittedScreen.cells(of: Substring(cut)) == 20)
  }

  @Test func wideCharactersCountTwoCells() {
    #expect(FittedScreen.cut("深圳地铁开通", width: 7) == "深圳地…")
  }

  /// Issue 24: at 80x24 the pass line scrolled off the top of a long comparison.
  @Test func theVerdictAndTheFooterAlwaysShow() {
    let body =
      "✓ 01 box: all 8 tests pass.\n\n" + (1...60).map { "+line \($0)" }.joined(separator: "\n")
    let lines = FittedScreen.lines(
      body: body, footer: "\nWatching 01 box\n", size: Size(width: 80, height: 24)
    ) { "… \($0) more lines" }
    #expect(lines.count == 24)
    #expect(lines.first == "✓ 01 box: all 8 tests pass.")
    #expect(lines[21] == "… 41 more lines")
    #expect(lines.suffix(2) == ["", "Watching 01 box"])
  }

  @Test func aScreenThatFitsIsLeftWhole() {
    let lines = FittedScreen.lines(
      body: "✗ 01 box: 1 of 8 tests fails.\n", footer: "", size: Size(width: 80, height: 24)
    ) { "… \($0) more lines" }
    #expect(lines == ["✗ 01 box: 1 of 8 tests fails."])
  }
}
