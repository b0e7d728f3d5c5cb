import NewsCore
import TerminalUI

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The run loop of both terminal runs, one app or every variant side by side.
///
/// One thread does everything, as UIKit's main run loop does: run the work
/// that is due, draw, then sleep in `poll` until a key arrives, the next piece
/// of work is due, or a spinner needs its next frame. Every key that has arrived
/// by then is handled before the next frame is drawn, so a paste costs one frame,
/// not one per key; and keys that come faster than frames are drawn (a key held
/// down) are gathered into one batch a frame, so that whoever handles them can
/// take them together rather than replay each (see `minimumFrameInterval`).
///
/// q, Ctrl-C and Ctrl-Z come first whatever is queued: the loop looks at the
/// terminal at least every `sliceDuration` while it plays keys, and drops the rest
/// when q or Ctrl-C is there. And a run ends when the program that started it has
/// gone (`make`, killed), as it does when its terminal goes.
@MainActor
package enum TerminalLoop {
  /// How often a spinner moves.
  package static let animationInterval = Duration.milliseconds(100)
  /// The longest sleep with nothing to do; a resize, and a parent gone, are noticed at least
  /// this often.
  package static let idleInterval = Duration.milliseconds(250)
  /// The least time between two batches of keys: keys that come faster (a key held down, at
  /// some 30 a second) wait for the next batch, up to this long, so a held key costs a
  /// frame's work ten times a second rather than thirty, or less when a batch takes long (see
  /// `gap(after:)`). q, Ctrl-C and Ctrl-Z do not wait.
  package static let minimumFrameInterval = Duration.milliseconds(100)
  /// The longest the loop plays keys without looking at the terminal: q, Ctrl-C and Ctrl-Z
  /// typed meanwhile are seen this late, and a key's worth later, at most.
  package static let sliceDuration = Duration.milliseconds(25)
  /// The largest screen drawn, the limit `--size` has too. A terminal may report any size
  /// (10000×10000 is a resize away), and a frame of a hundred million cells would take the
  /// loop minutes, during which it would not even see `q`.
  nonisolated static let largestScreen = Size(width: 1000, height: 1000)
  /// The most key presses handled between two frames: a paste of a few pages. Input that
  /// never stops still gets a frame now and then.
  nonisolated static let largestBatch = 65_536

  /// Takes over the terminal and loops until `isDone()`: draws `frame(screen)` and hands the
  /// key presses that arrived since to `handle`, all at once (see `pendingPresses`), which
  /// takes as many as it can until the closure it is given says time is up, at least one,
  /// and returns how many it took (see `handleInSlices`). The
  /// terminal is restored however the loop ends. Returns the exit code: 0, or 74 when the
  /// terminal could no longer be written to.
  ///
  /// The screen is the terminal's, made no larger than `chosenSize` (`--size`) nor
  /// `largestScreen`, and what is drawn is cut to it.
  package static func run(
    name: String, console: Console, noColor: Bool, clock: any LoopClock, chosenSize: Size?,
    isDone: () -> Bool, isAnimating: () -> Bool, frame: (Size) -> CellGrid,
    handle: ([KeyPress], _ isOutOfTime: () -> Bool) -> Int
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
    let parent = getppid()
    // When the last batch of keys began, and what it cost: handling it and drawing after it.
    var lastBatch: (start: Duration, cost: Duration?)?
    // A parent gone (a `make` killed) leaves the program to a shell that has taken the
    // terminal back: it ends, as it does when its terminal closes.
    while !isDone(), getppid() == parent {
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
      if let start = lastBatch?.start, lastBatch?.cost == nil {
        lastBatch?.cost = uptime() - start
      }
      var presses = pendingPresses(from: terminal, waiting: timeout)
      if !presses.isEmpty, let (start, cost) = lastBatch {
        presses = gathering(presses, from: terminal, until: start + gap(after: cost ?? .zero))
      }
      if !presses.isEmpty { lastBatch = (uptime(), nil) }
      handleInSlices(presses, from: terminal, isDone: isDone, handle: handle)
      // What came while those keys were handled — a q right after a key — is handled before a
      // frame is drawn for them: a frame takes a while, and after a q nobody would see it.
      if !presses.isEmpty, !isDone() {
        let arrived = pendingPresses(from: terminal, waiting: .zero)
        handleInSlices(arrived, from: terminal, isDone: isDone, handle: handle)
      }
    }
    return 0
  }

  /// How long after the start of a batch of keys that cost `cost` to handle and draw the next
  /// batch may start: `minimumFrameInterval`, or twice the cost when that is longer, so keys
  /// held down keep the loop busy half the time at most, however slow a batch is, and the
  /// keys that come meanwhile are taken together.
  static func gap(after cost: Duration) -> Duration {
    max(minimumFrameInterval, cost * 2)
  }

  /// `presses` and the keys that arrive until `time` (on `uptime()`'s clock), or q alone as
  /// soon as it comes (see `pendingPresses`).
  static func gathering(_ presses: [KeyPress], from terminal: Terminal, until time: Duration)
    -> [KeyPress]
  {
    var presses = presses
    while presses != [.key(.quit)], presses.count < largestBatch,
      case let left = time - uptime(), left > .zero
    {
      let more = pendingPresses(from: terminal, waiting: left)
      presses = more == [.key(.quit)] ? more : presses + more
    }
    return presses
  }

  /// Hands `presses` on a slice of time at a time: `handle` takes as many as it can until
  /// `sliceDuration` has passed on `now`'s clock (at least one, however long it takes), and
  /// says how many it took; then whatever else has arrived is taken. So a paste of twenty
  /// thousand keys takes seconds to play, and a q typed after it is honoured within a slice,
  /// before the rest of the paste (see `pendingPresses`); and whoever handles keys can take
  /// many together, and coalesce them.
  package static func handleInSlices(
    _ presses: [KeyPress], from terminal: Terminal, isDone: () -> Bool,
    now: @escaping () -> Duration = uptime,
    handle: ([KeyPress], _ isOutOfTime: () -> Bool) -> Int
  ) {
    var presses = presses[...]
    while !presses.isEmpty, !isDone() {
      let end = now() + sliceDuration
      let taken = handle(Array(presses)) { now() >= end }
      presses = presses.dropFirst(max(taken, 1))
      guard !presses.isEmpty else { return }
      let arrived = pendingPresses(from: terminal, waiting: .zero)
      presses = arrived == [.key(.quit)] ? arrived[...] : presses + arrived
    }
  }

  /// The time on the system's monotonic clock, since the first reading.
  nonisolated package static func uptime() -> Duration { ContinuousClock.now - firstReading }
  nonisolated private static let firstReading = ContinuousClock.now

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
