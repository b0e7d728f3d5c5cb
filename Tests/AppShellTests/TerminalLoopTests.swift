import TerminalUI
import Testing

@testable import AppShell

/// The screen an interactive run draws on, one app or the stage.
@MainActor
@Suite struct TerminalLoopTests {
  let terminal = Size(width: 80, height: 24)

  @Test func theTerminalsSizeWhenNothingIsChosen() {
    #expect(TerminalLoop.screen(terminal: terminal, chosen: nil) == terminal)
  }

  @Test func sizeMakesTheScreenSmallerNeverLarger() {
    #expect(
      TerminalLoop.screen(terminal: terminal, chosen: Size(width: 60, height: 30))
        == Size(width: 60, height: 24))
    #expect(
      TerminalLoop.screen(terminal: terminal, chosen: Size(width: 200, height: 50)) == terminal)
  }

  @Test func aTerminalOfUnknownSizeIsTheChosenSizeOr80x24() {
    #expect(
      TerminalLoop.screen(terminal: nil, chosen: Size(width: 60, height: 20))
        == Size(width: 60, height: 20))
    #expect(TerminalLoop.screen(terminal: nil, chosen: nil) == Size(width: 80, height: 24))
  }

  @Test func noScreenIsLargerThanTheLargestDrawn() {
    #expect(
      TerminalLoop.screen(terminal: Size(width: 10_000, height: 10_000), chosen: nil)
        == TerminalLoop.largestScreen)
    #expect(
      TerminalLoop.screen(
        terminal: Size(width: 10_000, height: 10_000), chosen: Size(width: 1000, height: 40))
        == Size(width: 1000, height: 40))
  }
}
