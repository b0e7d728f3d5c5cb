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

  /// Issue 35: the "tests changed" screen broke its restore command over two lines, which,
  /// pasted, is a syntax error. A command is never broken; one longer than the terminal is left
  /// for the terminal to fold, and counted for the rows it takes.
  @Test func aCommandIsNeverBroken() {
    let command = "  git cat-file blob 8ab4275180485f59 > Exercises/01-box/Tests/BoxTests.swift"
    #expect(FittedScreen.wrapped(command + "\n", width: 40) == [command])
    #expect(FittedScreen.wrapped("  not a command, so broken at a space\n", width: 20).count == 2)
    let lines = FittedScreen.lines(
      body: (1...10).map { "line \($0)" }.joined(separator: "\n"), footer: command,
      size: Size(width: 40, height: 8)
    ) { "… \($0) more lines" }
    #expect(FittedScreen.rows(of: lines, width: 40) == 8)
    #expect(lines.last == command)
  }

  @Test func aScreenThatFitsIsLeftWhole() {
    let lines = FittedScreen.lines(
      body: "✗ 01 box: 1 of 8 tests fails.\n", footer: "", size: Size(width: 80, height: 24)
    ) { "… \($0) more lines" }
    #expect(lines == ["✗ 01 box: 1 of 8 tests fails."])
  }
}

/// Issue 35: `make hint` printed HINTS.md's lines of 88–100 columns, split mid-word at 80.
@Suite struct ProseTests {
  @Test func aParagraphIsReflowedToTheWidth() {
    let markdown =
      "Keep `observers` in an array,\nin the order they bound,\nand give each a number."
    #expect(
      Prose.reflowed(markdown, width: 30) == [
        "Keep `observers` in an array,", "in the order they bound, and",
        "give each a number.",
      ])
  }

  @Test func listItemsHangUnderTheirTextAndCodeIsLeftAsWritten() {
    let markdown = """
      - the first item, which is long enough
        to wrap
      - the second

      ```swift
      let aLineOfCodeThatIsLongerThanTheWidth = 1
      ```
      """
    #expect(
      Prose.reflowed(markdown, width: 24) == [
        "- the first item, which", "  is long enough to wrap", "- the second", "",
        "```swift", "let aLineOfCodeThatIsLongerThanTheWidth = 1", "```",
      ])
  }
}
