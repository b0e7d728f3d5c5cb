import Foundation
import NewsTestSupport
import Spawning
import TerminalUI
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The real apps on a pseudo-terminal: however they end or pause, the terminal is left as it
/// was found — echo and line editing on, the cursor shown, the alternate screen left.
///
/// Each test starts an executable (`mvc` or `kit`) interactively, waits for its first frame,
/// then does what a user or another program would: sends a signal, presses Ctrl-Z, resizes the
/// window, closes the screen. Serialized: the processes are real, and the machine may be small.
@Suite(
  "Terminal hygiene of the real apps", .serialized,
  .enabled(if: PseudoTerminal() != nil, "this system cannot open a pseudo-terminal"))
struct TerminalHygieneTests {
  /// An app running interactively on a fresh pseudo-terminal, its first frame drawn.
  struct Session {
    let pty: PseudoTerminal
    let child: AppProcess
    /// The terminal's settings before the app started.
    let before: [tcflag_t]
    /// What the app wrote until its first frame.
    let start: String

    /// Starts `executable` with a feed that never arrives, so the loading screen stays.
    init(_ executable: String, _ arguments: [String] = [], size: Size? = nil) throws {
      pty = try #require(PseudoTerminal())
      if let size { pty.resize(to: size) }
      before = try #require(pty.modes)
      child = try AppProcess(executable, ["--delay", "3600"] + arguments, terminal: pty.secondary)
      // The full-screen sequence is written after the handlers are installed, and the
      // status bar last in the first frame.
      start = pty.received(until: "q quit")
      #expect(start.contains(Terminal.fullScreenSequence), "the app never went full screen")
    }
  }

  /// The signals sent from outside in `endingSignal`.
  ///
  /// Under ThreadSanitizer, not SIGPIPE, SIGSEGV and SIGABRT: its runtime takes them for
  /// signals caused by the current instruction and runs the handler at once, even in the
  /// middle of its own bookkeeping, where the handler's first read of a global then waits
  /// forever for a lock the interrupted code holds. That is the sanitizer's runtime, not the
  /// app: in any other build the handler only makes async-signal-safe calls.
  static let signalsFromOutside: [Int32] = {
    let all = [
      SIGUSR1, SIGUSR2, SIGALRM, SIGPIPE, SIGTERM, SIGINT, SIGHUP, SIGQUIT, SIGSEGV, SIGABRT,
    ]
    return Sanitizer.isThread ? all.filter { ![SIGPIPE, SIGSEGV, SIGABRT].contains($0) } : all
  }()

  @Test(
    "Every signal that ends mvc restores the terminal, and the app ends by that signal",
    arguments: signalsFromOutside)
  func endingSignal(_ signal: Int32) throws {
    let session = try Session("mvc")
    session.child.send(signal)
    let status = session.child.waitForStatus()
    let after = session.pty.received()
    #expect(
      status == .killed(by: signal), "\(status.map(String.init(describing:)) ?? "still running")")
    #expect(session.pty.modes == session.before, "the terminal settings were not put back")
    #expect(
      (session.start + after).hasSuffix(Terminal.restoreSequence + Self.notice("mvc", signal)))
    #expect(!after.contains("Press space"), "the crash reporter took a signal sent from outside")
    #expect(!after.contains("crashed"))
  }

  /// The one line an app writes when `signal` ends it, on the restored terminal (which turns
  /// its newline into CR LF); none for a broken pipe.
  static func notice(_ program: String, _ signal: Int32) -> String {
    signal == SIGPIPE ? "" : "\(program): ended by \(SignalNotice.name(of: signal))\r\n"
  }

  /// Found while replaying issue 26: a terminal that reads no more (a hung connection) kept
  /// the handler writing the restore bytes for ever, and SIGTERM never ended the app.
  @Test("An app whose terminal takes no more output still ends on SIGTERM, its settings back")
  func terminalThatReadsNoMore() throws {
    let session = try Session("mvc")
    // Fill what the terminal holds for its emulator, which reads nothing from now on: through
    // a descriptor of the test's own, as the app's must stay blocking.
    let filler = open(session.pty.secondaryPath, O_WRONLY | O_NOCTTY | O_NONBLOCK)
    try #require(filler >= 0)
    let block = [UInt8](repeating: UInt8(ascii: "x"), count: 4096)
    while write(filler, block, block.count) > 0 {}
    close(filler)
    session.child.send(SIGTERM)
    #expect(session.child.waitForStatus() == .killed(by: SIGTERM), "stuck on a full terminal")
    #expect(session.pty.modes == session.before)
  }

  @Test(
    "The side-by-side kit restores the terminal too",
    arguments: [SIGUSR1, SIGQUIT, SIGTERM, SIGHUP])
  func kitEndingSignal(_ signal: Int32) throws {
    let session = try Session("kit", size: Size(width: 100, height: 30))
    session.child.send(signal)
    #expect(session.child.waitForStatus() == .killed(by: signal))
    let after = session.pty.received()
    #expect(session.pty.modes == session.before)
    #expect(
      (session.start + after).hasSuffix(Terminal.restoreSequence + Self.notice("kit", signal)))
  }

  @Test(
    "SIGTSTP gives the terminal back and stops; SIGCONT takes it again and redraws everything",
    arguments: ["mvc", "kit"])
  func suspendAndContinue(_ executable: String) throws {
    let session = try Session(executable, size: Size(width: 100, height: 30))
    session.child.send(SIGTSTP)
    try expectSuspended(session)
    session.child.send(SIGCONT)
    try expectResumed(session)
    session.pty.type("q")
    #expect(session.child.waitForStatus() == .exited(0))
    _ = session.pty.received(until: Terminal.restoreSequence)
    #expect(session.pty.modes == session.before)
  }

  /// The kernel sends them to a process that uses its terminal from the background.
  @Test(
    "SIGTTIN and SIGTTOU give the terminal back before the app stops; SIGCONT takes it again",
    arguments: [SIGTTIN, SIGTTOU])
  func stopSignal(_ signal: Int32) throws {
    let session = try Session("mvc")
    session.child.send(signal)
    try expectSuspended(session, by: signal)
    session.child.send(SIGCONT)
    try expectResumed(session)
    session.pty.type("q")
    #expect(session.child.waitForStatus() == .exited(0))
  }

  @Test("Ctrl-Z does what SIGTSTP does, though raw mode delivers it as a byte")
  func controlZ() throws {
    let session = try Session("mvc")
    session.pty.type("\u{1A}")
    try expectSuspended(session)
    session.child.send(SIGCONT)
    try expectResumed(session)
    session.pty.type("q")
    #expect(session.child.waitForStatus() == .exited(0))
  }

  /// Issue 37: after a paste of thousands of keys the stage played every one before it read
  /// the q typed after them (20 s for 1,000 zooms). The loop's slices and the stage's
  /// coalescing are tested with a clock moved by hand; here, the real kit on a real terminal.
  @Test("q typed after a paste of 5,000 keys ends the kit, its terminal restored")
  func quitAfterAPaste() throws {
    let session = try Session("kit", size: Size(width: 160, height: 48))
    let keys = ["1", "r", "t", "\u{1B}[B", "\u{1B}[A", "2", "]", "["]
    session.pty.type((0..<5_000).map { keys[$0 % keys.count] }.joined() + "q")
    #expect(session.child.waitForStatus() == .exited(0))
    _ = session.pty.received(until: Terminal.restoreSequence)
    #expect(session.pty.modes == session.before)
  }

  /// Issue 37: `kill -9` of the `make` that started a program leaves it to a shell that has
  /// taken the terminal back. The apps and the kit end then, as when their terminal closes.
  @Test("A program ends when the one that started it is gone", arguments: ["kit", "mvc"])
  func parentGone(_ executable: String) throws {
    let pty = try #require(PseudoTerminal())
    pty.resize(to: Size(width: 100, height: 30))
    let before = try #require(pty.modes)
    let numberFile = FileManager.default.temporaryDirectory
      .appendingPathComponent("parent-gone-\(getpid())-\(executable)").path
    defer { unlink(numberFile) }
    // A stand-in for make: a shell that starts a shell that writes its number and becomes the
    // program, then waits for it.
    let make = try ChildProcess.spawn(
      "/bin/sh",
      arguments: [
        "-c",
        #"exec 3<&0; sh -c 'echo $$ > "$NUMBER"; exec "$PROGRAM" --delay 3600' <&3 3<&- & wait"#,
      ],
      input: .descriptor(pty.secondary), output: .descriptor(pty.secondary),
      error: .descriptor(pty.secondary),
      environment: ProcessInfo.processInfo.environment.merging([
        "TERM": "xterm-256color", "NUMBER": numberFile,
        "PROGRAM": AppProcess.productsDirectory.appendingPathComponent(executable).path,
      ]) { _, new in new }, ownProcessGroup: true)
    _ = pty.received(until: executable == "kit" ? "? keys" : "q quit")
    let program = try #require(
      (try? String(contentsOfFile: numberFile, encoding: .utf8)).flatMap {
        pid_t($0.trimmingCharacters(in: .whitespacesAndNewlines))
      })
    defer { kill(program, SIGKILL) }
    kill(make, SIGKILL)
    var status: Int32 = 0
    _ = waitpid(make, &status, 0)
    let ended = pty.received(until: Terminal.restoreSequence).hasSuffix(Terminal.restoreSequence)
    #expect(ended, "\(executable) went on without its parent")
    #expect(pty.modes == before)
  }

  /// The child stopped by `signal` with the terminal as it was before the app started.
  func expectSuspended(_ session: Session, by signal: Int32 = SIGTSTP) throws {
    let status = session.child.waitForStatus(includingStops: true)
    #expect(status == .stopped(by: signal))
    let output = session.pty.received(until: Terminal.restoreSequence)
    #expect(output.hasSuffix(Terminal.restoreSequence), "the screen was not handed back")
    #expect(session.pty.modes == session.before, "stopped with the terminal still in raw mode")
  }

  /// Raw mode and the alternate screen back, and the whole screen drawn again.
  func expectResumed(_ session: Session) throws {
    let output = session.pty.received(until: "q quit")
    let full = try #require(output.range(of: Terminal.fullScreenSequence), "no full screen")
    #expect(output[full.upperBound...].contains("\u{1B}[2J"), "not redrawn from a clear screen")
    let modes = try #require(session.pty.modes)
    #expect(modes[3] & tcflag_t(ECHO | ICANON) == 0, "raw mode was not taken again")
  }

  /// Issue 26, finding 7: `TERM=dumb` (Emacs's shell, an editor's output pane) was ignored,
  /// and the alternate screen and colours arrived there as garbage.
  @Test("On a dumb terminal the app prints plain frames and reads keys a line at a time")
  func dumbTerminal() throws {
    let pty = try #require(PseudoTerminal())
    let before = try #require(pty.modes)
    let child = try AppProcess(
      "mvc", ["--size", "40x8"], terminal: pty.secondary, environment: ["TERM": "dumb"])
    let prompt = pty.received(until: "one per line")
    #expect(prompt.contains("mvc: this terminal shows plain lines only (TERM)"))
    pty.type("wait\rquit\r\u{04}")
    #expect(child.waitForStatus() == .exited(0))
    let frames = pty.received()
    #expect(frames.contains("--- frame 1: wait ---"))
    #expect(!(prompt + frames).contains("\u{1B}"), "an escape sequence reached a dumb terminal")
    #expect(pty.modes == before)
  }

  @Test("The side-by-side kit on a dumb terminal prints its plain tour")
  func dumbTerminalStage() throws {
    let pty = try #require(PseudoTerminal())
    let child = try AppProcess(
      "kit", ["--size", "120x30"], terminal: pty.secondary, environment: ["TERM": "dumb"])
    let tour = pty.received(until: "--- frame 5")
    #expect(child.waitForStatus() == .exited(0))
    #expect(tour.hasPrefix("kit: this terminal shows plain lines only (TERM)"), "as the apps say")
    #expect(tour.contains("--- frame 0"))
    #expect(!tour.contains("\u{1B}"), "an escape sequence reached a dumb terminal")
  }

  @Test(
    "An interactive app whose screen goes away restores the keyboard's settings and exits 74",
    arguments: ["mvc", "kit"])
  func screenGoesAway(_ executable: String) throws {
    let keyboard = try #require(PseudoTerminal())
    let screen = try #require(PseudoTerminal())
    screen.resize(to: Size(width: 100, height: 30))
    let before = try #require(keyboard.modes)
    let child = try AppProcess(
      executable, ["--delay", "3600"],
      descriptors: [
        STDIN_FILENO: keyboard.secondary, STDOUT_FILENO: screen.secondary,
        STDERR_FILENO: keyboard.secondary,
      ])
    _ = screen.received(until: executable == "kit" ? "? keys" : "q quit")
    // The window closes: from now on every write the app makes fails. The spinner's next
    // frame is one, a tenth of a second later.
    screen.closePrimary()
    #expect(child.waitForStatus() == .exited(74))
    #expect(keyboard.modes == before)
  }

  @Test("A scripted run on a terminal whose output is closed exits 74, the terminal untouched")
  func scriptedWriteError() throws {
    let pty = try #require(PseudoTerminal())
    let before = try #require(pty.modes)
    let child = try AppProcess(
      "mvc", ["--script", "wait,down,enter"],
      descriptors: [STDIN_FILENO: pty.secondary, STDERR_FILENO: pty.secondary])
    #expect(child.waitForStatus() == .exited(74))
    let messages = pty.received()
    #expect(messages.contains("cannot write to standard output"))
    #expect(!messages.contains("Fatal error"))
    #expect(pty.modes == before)
  }

  @Test("A terminal that says it is 10000x10000 is drawn at most 1000x1000, and q still quits")
  func hugeTerminal() throws {
    let session = try Session("mvc")
    session.pty.resize(to: Size(width: 10_000, height: 10_000))
    // Without a controlling terminal the kernel does not send SIGWINCH; a window manager would.
    session.child.send(SIGWINCH)
    // Wait for the frame drawn at the new size (its status bar), then quit.
    let frame = session.pty.received(until: "q quit")
    session.pty.type("q")
    #expect(session.child.waitForStatus() == .exited(0))
    let rows = DrawnRows(session.start + frame + session.pty.received())
    #expect(rows.lastRow <= 1000)
    #expect(rows.widestRow <= 1000)
  }

  @Test("--size larger than the terminal draws no more than the terminal holds")
  func sizeLargerThanTerminal() throws {
    let session = try Session("mvc", ["--size", "200x50"], size: Size(width: 80, height: 24))
    session.pty.type("q")
    #expect(session.child.waitForStatus() == .exited(0))
    let rows = DrawnRows(session.start + session.pty.received())
    #expect(rows.lastRow <= 24)
    #expect(rows.widestRow <= 80)
    #expect(rows.widestRow >= 70, "the frame was laid out for the terminal, not cropped small")
  }
}

/// The rows an ANSI renderer drew, read back from its output: every `ESC [ row ; 1 H` starts
/// a row, and its text runs to the next escape sequence that moves the cursor.
struct DrawnRows {
  /// The highest row number moved to (1-based, as the terminal counts).
  private(set) var lastRow = 0
  /// The widest text written after one move, in cells.
  private(set) var widestRow = 0

  init(_ output: String) {
    var text = ""
    var scalars = output.unicodeScalars[...]
    func finishRow() {
      widestRow = max(widestRow, TerminalText.width(of: text))
      text = ""
    }
    while let scalar = scalars.popFirst() {
      guard scalar == "\u{1B}" else {
        text.unicodeScalars.append(scalar)
        continue
      }
      // ESC [ parameters final, or ESC and one more byte.
      guard scalars.first == "[" else {
        scalars = scalars.dropFirst()
        continue
      }
      scalars = scalars.dropFirst()
      var parameters = ""
      while let next = scalars.popFirst() {
        if (0x40...0x7E).contains(next.value) {
          if next == "H" {
            finishRow()
            let row = Int(parameters.split(separator: ";").first ?? "1") ?? 1
            lastRow = max(lastRow, row)
          } else if next == "J" {
            finishRow()
          }
          break
        }
        parameters.unicodeScalars.append(next)
      }
    }
    finishRow()
  }
}
