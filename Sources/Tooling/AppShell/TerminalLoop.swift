import NewsCore
import TerminalUI

/// The run loop of both terminal runs, one app or every variant side by side.
///
/// One thread does everything, as UIKit's main run loop does: run the work
/// that is due, draw, then sleep in `poll` until a key arrives, the next piece
/// of work is due, or a spinner needs its next frame. Every key that has arrived
/// by then is handled before the next frame is drawn, so a paste costs one frame,
/// not one per key.
@MainActor
package enum TerminalLoop {
  /// How often a spinner moves.
  package static let animationInterval = Duration.milliseconds(100)
  /// The longest sleep with nothing to do; a resize is noticed at least this often.
  package static let idleInterval = Duration.milliseconds(250)
  /// The largest screen drawn, the limit `--size` has too. A terminal may report any size
  /// (10000×10000 is a resize away), and a frame of a hundred million cells would take the
  /// loop minutes, during which it would not even see `q`.
  nonisolated static let largestScreen = Size(width: 1000, height: 1000)
  /// The most key presses handled between two frames: a paste of a few pages. Input that
  /// never stops still gets a frame now and then.
  nonisolated static let largestBatch = 65_536
  /// The most key presses handled before the loop looks at the terminal again: a stage takes a
  /// fraction of a millisecond a key, so a slice is over in about a tenth of a second.
  nonisolated static let sliceSize = 512

  /// Takes over the terminal and loops until `isDone()`: draws `frame(screen)` and hands the
  /// key presses that arrived since to `handle`, all at once (see `pendingPresses`). The
  /// terminal is restored however the loop ends. Returns the exit code: 0, or 74 when the
  /// terminal could no longer be written to.
  ///
  /// The screen is the terminal's, made no larger than `chosenSize` (`--size`) nor
  /// `largestScreen`, and what is drawn is cut to it.
  package static func run(
    name: String, console: Console, noColor: Bool, clock: any LoopClock, chosenSize: Size?,
    isDone: () -> Bool, isAnimating: () -> Bool, frame: (Size) -> CellGrid,
    handle: ([KeyPress]) -> Void
  ) -> Int32 {
    let terminal = Terminal()
    do {
      try terminal.enterFullScreen()
    } catch {
      console.writeError("\(name): cannot use the terminal (\(error))\n")
      return 1
    }
    defer { terminal.restore() }
    let renderer = ANSIRenderer(
      colorEnabled: console.allowsColor && !noColor, write: terminal.write)
    while !isDone() {
      clock.runDueWork()
      if terminal.needsFullRedraw {
        terminal.needsFullRedraw = false
        renderer.invalidate()
      }
      let screen = Self.screen(terminal: terminal.size, chosen: chosenSize)
      renderer.render(frame(screen).cropped(to: screen))
      if terminal.outputError != nil { return OutputError.exitCode }
      var timeout = idleInterval
      if let next = clock.timeUntilNextDeadline { timeout = min(timeout, next) }
      if isAnimating() { timeout = min(timeout, animationInterval) }
      let presses = pendingPresses(from: terminal, waiting: timeout)
      handleInSlices(presses, from: terminal, isDone: isDone, handle: handle)
    }
    return 0
  }

  /// Hands `presses` on a slice at a time, and between two slices takes whatever else has
  /// arrived: a paste of twenty thousand keys takes seconds to play, and a q typed after it
  /// is honoured at the next slice, before the rest of the paste (see `pendingPresses`).
  package static func handleInSlices(
    _ presses: [KeyPress], from terminal: Terminal, isDone: () -> Bool,
    handle: ([KeyPress]) -> Void
  ) {
    var presses = presses[...]
    while !presses.isEmpty, !isDone() {
      handle(Array(presses.prefix(sliceSize)))
      presses = presses.dropFirst(sliceSize)
      guard !presses.isEmpty else { return }
      let arrived = pendingPresses(from: terminal, waiting: .zero)
      presses = arrived == [.key(.quit)] ? arrived[...] : presses + arrived
    }
  }

  /// The key presses that have arrived, after waiting at most `timeout` for the first: all of
  /// them, up to `largestBatch`, not just what one read returns, so a paste is handled whole
  /// before the next frame. When q or Ctrl-C is among them, that alone: whoever asks to quit
  /// during a flood of keys wants out now, not once the flood has been played.
  package static func pendingPresses(from terminal: Terminal, waiting timeout: Duration?)
    -> [KeyPress]
  {
    var presses = terminal.readKeyPresses(timeout: timeout)
    var more = presses
    while !more.contains(.key(.quit)), !more.isEmpty, presses.count < largestBatch {
      more = terminal.readKeyPresses(timeout: .zero)
      presses += more
    }
    return more.contains(.key(.quit)) ? [.key(.quit)] : presses
  }

  /// The screen a run draws on: the terminal's size (80x24 when it cannot be known), made no
  /// larger than `chosen` — `--size` picks a smaller screen, never a larger one, as rows wider
  /// than the terminal would wrap and scroll the whole display — nor than `largestScreen`.
  package static func screen(terminal: Size?, chosen: Size?) -> Size {
    let available = terminal ?? chosen ?? Size(width: 80, height: 24)
    let limit = chosen ?? largestScreen
    return Size(
      width: min(available.width, limit.width, largestScreen.width),
      height: min(available.height, limit.height, largestScreen.height))
  }
}
