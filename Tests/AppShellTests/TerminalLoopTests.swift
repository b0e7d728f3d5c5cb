import TerminalUI
import Testing

@testable import AppShell

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

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

/// What the loop hands on between two frames: every key that has arrived, or quit alone.
@MainActor
@Suite("The run loop's keys")
struct PendingPressesTests {
  /// Writes `keys` into a pipe, as a terminal would hold them, and reads what the loop takes.
  /// Ten thousand bytes fit in any system's pipe, so the write never waits for a reader.
  func pendingPresses(after keys: String) throws -> [KeyPress] {
    var ends: [Int32] = [-1, -1]
    try #require(pipe(&ends) == 0)
    defer { for end in ends { close(end) } }
    let bytes = Array(keys.utf8)
    let written = bytes.withUnsafeBytes { write(ends[1], $0.baseAddress, $0.count) }
    try #require(written == bytes.count)
    let terminal = Terminal(input: ends[0], output: ends[1])
    return TerminalLoop.pendingPresses(from: terminal, waiting: .zero)
  }

  @Test("A paste is taken whole, not a read's worth at a time, so it costs one frame")
  func pasteTakenWhole() throws {
    let presses = try pendingPresses(after: String(repeating: "j", count: 10_000))
    #expect(presses.count == 10_000)
    #expect(presses.allSatisfy { $0 == .key(.down) })
  }

  @Test("q or Ctrl-C in a flood of keys is honoured before the rest", arguments: ["q", "\u{03}"])
  func quitBeforeTheFlood(quit: String) throws {
    let flood = String(repeating: "j", count: 5_000)
    #expect(try pendingPresses(after: flood + quit + flood) == [.key(.quit)])
  }

  @Test("With nothing typed, nothing")
  func nothing() throws {
    #expect(try pendingPresses(after: "") == [])
  }
}

/// How the loop plays what it took: as many keys as fit in a slice of time, looking at the
/// terminal in between.
@MainActor
@Suite("The run loop playing a paste")
struct SlicedHandlingTests {
  let paste = [KeyPress](repeating: .key(.down), count: 10_000)
  /// How many keys take `costOfAHandful` to play, on the test's clock.
  let handful = 16
  let costOfAHandful = Duration.milliseconds(10)

  /// Plays `paste`, typing `typed` into the terminal while the first keys are played; each
  /// handful of keys moves the test's clock on by `costOfAHandful`.
  func play(typing typed: String) throws -> [KeyPress] {
    var ends: [Int32] = [-1, -1]
    try #require(pipe(&ends) == 0)
    defer { for end in ends { close(end) } }
    let terminal = Terminal(input: ends[0], output: ends[1])
    var handled: [KeyPress] = []
    var now = Duration.zero
    let handle = { (presses: [KeyPress], isOutOfTime: () -> Bool) -> Int in
      if handled.isEmpty {
        let bytes = Array(typed.utf8)
        _ = bytes.withUnsafeBytes { write(ends[1], $0.baseAddress, $0.count) }
      }
      var taken = 0
      for press in presses {
        if taken > 0, isOutOfTime() { break }
        handled.append(press)
        taken += 1
        if handled.count.isMultiple(of: handful) { now += costOfAHandful }
      }
      return taken
    }
    TerminalLoop.handleInSlices(
      paste, from: terminal, isDone: { handled.last == .key(.quit) }, now: { now },
      handle: handle)
    return handled
  }

  @Test(
    "q or Ctrl-C typed during a paste is honoured once a slice of time has passed",
    arguments: ["q", "\u{03}"])
  func quitDuringPlay(quit: String) throws {
    let handled = try play(typing: quit)
    let handfuls = Int((TerminalLoop.sliceDuration / costOfAHandful).rounded(.up))
    #expect(handled.count == handfuls * handful + 1, "the rest of the paste is not played")
    #expect(handled.last == .key(.quit))
  }

  @Test("Keys typed while a paste plays come after it, none lost")
  func keysDuringPlay() throws {
    #expect(try play(typing: "kk") == paste + [.key(.up), .key(.up)])
  }

  @Test("Keys held down are taken in batches, each at least twice its cost after the last")
  func heldKeys() {
    #expect(TerminalLoop.gap(after: .milliseconds(5)) == TerminalLoop.minimumFrameInterval)
    #expect(TerminalLoop.gap(after: .milliseconds(300)) == .milliseconds(600), "half the time idle")
  }

  @Test("A paste with nothing typed meanwhile is played whole, a slice at a time")
  func wholePaste() throws {
    #expect(try play(typing: "") == paste)
  }
}
