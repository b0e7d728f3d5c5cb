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
  /// The largest screen drawn, the limit `--size` has too. A terminal may report any size
  /// (10000×10000 is a resize away), and a frame of a hundred million cells would take the
  /// loop minutes, during which it would not even see `q`.
  static let largestScreen = Size(width: 1000, height: 1000)

  /// Takes over the terminal and loops until `isDone()`: draws
  /// `frame(terminal size)` and hands each key press to `handle`. The terminal is
  /// restored however the loop ends. Returns the exit code: 0, or 74 when the
  /// terminal could no longer be written to.
  ///
  /// What is drawn is never larger than the terminal, nor than `largestScreen`.
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
      if terminal.needsFullRedraw {
        terminal.needsFullRedraw = false
        renderer.invalidate()
      }
      let screen = terminal.size.map(fitted)
      renderer.render(clipped(frame(screen), to: screen))
      if terminal.outputError != nil { return OutputError.exitCode }
      var timeout = idleInterval
      if let next = clock.timeUntilNextDeadline { timeout = min(timeout, next) }
      if isAnimating() { timeout = min(timeout, animationInterval) }
      for press in terminal.readKeyPresses(timeout: timeout) where !isDone() {
        handle(press)
      }
    }
    return 0
  }

  /// `size` no larger than `largestScreen`.
  static func fitted(_ size: Size) -> Size {
    Size(
      width: min(size.width, largestScreen.width), height: min(size.height, largestScreen.height))
  }

  /// `canvas` cut to `screen` (when known), so that nothing is drawn past the terminal's edge
  /// even if a frame was laid out for a larger screen.
  static func clipped(_ canvas: Canvas, to screen: Size?) -> Canvas {
    guard let screen, canvas.size.width > screen.width || canvas.size.height > screen.height
    else { return canvas }
    var visible = Canvas(
      size: Size(
        width: min(canvas.size.width, screen.width), height: min(canvas.size.height, screen.height))
    )
    visible.paste(canvas, x: 0, y: 0)
    return visible
  }
}
