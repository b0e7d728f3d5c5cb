import NewsCore
import TerminalUI

/// The run loop of both terminal runs, one app or every variant side by side.
///
/// One thread does everything, as UIKit's main run loop does: run the work
/// that is due, draw, then sleep in `poll` until a key arrives, the next piece
/// of work is due, or a spinner needs its next frame.
@MainActor
enum TerminalLoop {
  /// How often a spinner moves.
  static let animationInterval = Duration.milliseconds(100)
  /// The longest sleep with nothing to do; a resize is noticed at least this often.
  static let idleInterval = Duration.milliseconds(250)

  /// Takes over the terminal and loops until `isDone()`: draws
  /// `frame(terminal size)` and hands each key press to `handle`. The terminal is
  /// restored however the loop ends. Returns the exit code.
  static func run(
    name: String, console: Console, noColor: Bool, clock: any LoopClock,
    isDone: () -> Bool, isAnimating: () -> Bool, frame: (Size?) -> Canvas,
    handle: (KeyPress) -> Void
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
      renderer.render(frame(terminal.size))
      var timeout = idleInterval
      if let next = clock.timeUntilNextDeadline { timeout = min(timeout, next) }
      if isAnimating() { timeout = min(timeout, animationInterval) }
      for press in terminal.readKeyPresses(timeout: timeout) where !isDone() {
        handle(press)
      }
    }
    return 0
  }
}
