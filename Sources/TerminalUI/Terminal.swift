#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The real terminal: its size, full-screen raw mode, key input and output.
///
/// Normally a terminal is in "cooked" mode: it echoes what you type, holds it
/// until Enter, and turns Ctrl-C into SIGINT. A full-screen app needs each key
/// the moment it is pressed, unechoed, so `enterFullScreen()` switches to raw
/// mode and to the alternate screen (the one `vim` and `less` use, which hides
/// the shell's scrollback and gives it back untouched on exit).
///
/// Raw mode is process-wide state that outlives the program if it is not
/// undone, so `restore()` is idempotent and also runs on every other way out:
/// `exit`, every signal whose default action ends the process, crashes (see
/// `TerminalSignals`), and when this object is released. Ctrl-Z, SIGTSTP,
/// SIGTTIN or SIGTTOU give the terminal back to the shell and stop; SIGCONT
/// takes it again and asks for a full redraw. One process has one terminal, so
/// one full-screen session at a time.
///
/// Only the pure parts can be unit tested without a terminal; tests drive the
/// rest through a pseudo-terminal, or by hand: `make run`, then quit, press
/// Ctrl-C, or `kill` the process, and check that the shell echoes again.
public final class Terminal {
  /// The descriptor keys are read from, usually standard input.
  public let input: Int32
  /// The descriptor output is written to, usually standard output.
  public let output: Int32
  /// Keeps the start of an escape sequence split across two reads.
  private var decoder = KeyDecoder()
  /// Whether this object switched the terminal to full screen.
  private var ownsFullScreen = false

  /// Whether the screen may hold something this program did not draw: the shell had it while
  /// the process was suspended, or the window changed size. The run loop then draws the
  /// next frame whole and sets this back to `false`.
  public var needsFullRedraw = false

  /// The first error writing to the output (the terminal went away), after which the run
  /// loop should end; `nil` while every write has succeeded.
  public private(set) var outputError: OutputError?

  /// Sequence that switches to the alternate screen, hides the cursor and turns off automatic
  /// wrapping: a character that a terminal draws wider than the kit counts it (an emoji
  /// sequence, see `ANSIRenderer`) can then never push the end of a row onto the next.
  public static let fullScreenSequence = "\u{1B}[?1049h\u{1B}[?25l\u{1B}[?7l"
  /// Sequence that resets text attributes, shows the cursor, turns wrapping back on and
  /// leaves the alternate screen: the bytes written on every way out of full screen.
  public static let restoreSequence = "\u{1B}[0m\u{1B}[?25h\u{1B}[?7h\u{1B}[?1049l"

  /// Creates a terminal on the given descriptors (standard input and output
  /// unless told otherwise; a test passes a pseudo-terminal or a pipe).
  public init(input: Int32 = STDIN_FILENO, output: Int32 = STDOUT_FILENO) {
    self.input = input
    self.output = output
  }

  deinit {
    if ownsFullScreen { TerminalSignals.disarm() }
  }

  /// Whether `fileDescriptor` is a terminal rather than a file or a pipe.
  public static func isTerminal(_ fileDescriptor: Int32) -> Bool {
    isatty(fileDescriptor) == 1
  }

  /// Whether keys can be read from and frames shown on a person's terminal:
  /// both descriptors are terminals. When not, the app runs scripted.
  public var isInteractive: Bool {
    Self.isTerminal(input) && Self.isTerminal(output)
  }

  /// Whether a terminal of the type `term` names (the `TERM` variable) understands the escape
  /// sequences the kit draws with: the cursor moved to a row, the alternate screen, colours.
  /// Every terminal emulator does; a `dumb` one (Emacs's shell buffer, some editors' output
  /// panes, a line printer) shows them as garbage, and so does the VT52, which predates them,
  /// and a terminal whose type is set to nothing. Any other type, or none at all, counts as
  /// able: nearly all terminals are. A real app would read the type's capabilities from the
  /// terminfo database (ncurses); the kit needs only this one answer.
  public static func understandsEscapes(term: String?) -> Bool {
    guard let term else { return true }
    return !["", "dumb", "vt52"].contains(term)
  }

  /// The size of the terminal `fileDescriptor` refers to, or `nil` when it is
  /// not a terminal or does not know its size.
  public static func size(of fileDescriptor: Int32) -> Size? {
    var window = winsize()
    // The request's type differs: Int32 constant on Linux, UInt on Darwin.
    #if canImport(Glibc) || canImport(Musl)
      let result = ioctl(fileDescriptor, UInt(TIOCGWINSZ), &window)
    #else
      let result = ioctl(fileDescriptor, TIOCGWINSZ, &window)
    #endif
    guard result == 0, window.ws_col > 0, window.ws_row > 0 else { return nil }
    return Size(width: Int(window.ws_col), height: Int(window.ws_row))
  }

  /// The output terminal's current size, or `nil` when output is not a terminal.
  /// Ask again after `readKeys` returns early: the window may have been resized.
  public var size: Size? { Self.size(of: output) }

  /// Switches to raw mode, the alternate screen and a hidden cursor, and makes
  /// sure they are undone however the process ends. Does nothing when the
  /// terminal is already in full screen.
  ///
  /// - Throws: `TerminalError.notATerminal` when input is not a terminal,
  ///   `TerminalError.settingsFailed` when the terminal refuses the settings.
  public func enterFullScreen() throws {
    var settings = termios()
    guard tcgetattr(input, &settings) == 0 else { throw TerminalError.notATerminal(input) }
    guard !TerminalSignals.isActive else { return }
    var raw = Self.rawSettings(from: settings)
    // Armed before anything changes: a signal from here on finds what to restore.
    TerminalSignals.arm(input: input, output: output, settings: settings, raw: raw)
    ownsFullScreen = true
    guard tcsetattr(input, TCSAFLUSH, &raw) == 0 else {
      let code = errno
      restore()
      throw TerminalError.settingsFailed(errno: code)
    }
    write(Self.fullScreenSequence)
  }

  /// `settings` changed for raw mode. Each flag is a behaviour of the
  /// line discipline, the kernel layer between the keyboard and the program.
  static func rawSettings(from settings: termios) -> termios {
    var raw = settings
    // Local modes: no echo, no line editing (bytes arrive at once, not on
    // Enter), no Ctrl-V quoting, and no signals from keys, so Ctrl-C
    // arrives as byte 3 and quitting goes through the app's own path.
    raw.c_lflag &= ~tcflag_t(ECHO | ICANON | IEXTEN | ISIG)
    // Input modes: no CR to LF translation, no Ctrl-S/Ctrl-Q flow control
    // (Ctrl-S would otherwise freeze the screen), no parity or 8th-bit stripping.
    raw.c_iflag &= ~tcflag_t(BRKINT | ICRNL | INPCK | ISTRIP | IXON)
    raw.c_cflag |= tcflag_t(CS8)
    // Output processing stays on, so "\n" still moves to the start of a line.
    // A read returns as soon as one byte is there; `poll` does the waiting.
    withUnsafeMutableBytes(of: &raw.c_cc) { controlCharacters in
      controlCharacters[Int(VMIN)] = 1
      controlCharacters[Int(VTIME)] = 0
    }
    return raw
  }

  /// Shows the cursor, leaves the alternate screen and puts back the settings
  /// from before `enterFullScreen()`. Safe to call any number of times.
  public func restore() {
    TerminalSignals.disarm()
    ownsFullScreen = false
  }

  /// The keys pressed, waiting at most `timeout` for the first (forever when
  /// `nil`; `.zero` only looks).
  ///
  /// Returns [] on timeout, and early when a signal such as a window resize
  /// or SIGCONT arrives, so the caller can check `size` and `needsFullRedraw`
  /// and redraw. When input has ended (the terminal closed) it returns [.quit],
  /// just as the end of a script acts as `quit`.
  ///
  /// Job control happens here, between frames: after SIGTSTP, or Ctrl-Z (which
  /// raw mode delivers as the byte 26 rather than as a signal), the terminal is
  /// restored and the process stops until SIGCONT, when full screen comes back.
  public func readKeys(timeout: Duration?) -> [Key] {
    readKeyPresses(timeout: timeout).compactMap(\.key)
  }

  /// The presses made, as `readKeys(timeout:)` reads them, with the ones that
  /// are not app keys kept too (a space, a digit, Home) for the kit's controls.
  public func readKeyPresses(timeout: Duration?) -> [KeyPress] {
    guard var bytes = readBytes(timeout: timeout) else { return [.key(.quit)] }
    // An escape sequence is written in one go but may be read in two: if the
    // read ended on ESC, give the rest a moment before deciding it was Esc.
    if bytes.last == 0x1B, let more = readBytes(timeout: .milliseconds(25)) {
      bytes += more
    }
    if bytes.contains(Self.suspendByte), ownsFullScreen { handleSignalEvents([.suspendJob]) }
    return decoder.decodePresses(bytes)
  }

  /// Ctrl-Z: the byte the terminal would have turned into SIGTSTP outside raw mode.
  static let suspendByte: UInt8 = 0x1A

  /// Acts on the job-control signals that arrived since the last look, and on `requested`.
  private func handleSignalEvents(_ requested: TerminalSignals.Events = []) {
    let suspending: TerminalSignals.Events = [.suspend, .suspendJob]
    var events = requested.union(TerminalSignals.takeEvents())
    while !events.isDisjoint(with: suspending), ownsFullScreen {
      // Returns once continued, in full screen again.
      TerminalSignals.suspend(wholeJob: events.contains(.suspendJob))
      needsFullRedraw = true
      // The SIGCONT that continued the process has usually left its byte by now: full
      // screen is back already, so only a new suspend or a resize still counts.
      events = TerminalSignals.takeEvents().subtracting(.resume).union(
        events.subtracting(suspending))
    }
    if events.contains(.resume), ownsFullScreen {
      TerminalSignals.resume()
      needsFullRedraw = true
    }
    if events.contains(.resize) { needsFullRedraw = true }
  }

  /// The bytes available after waiting at most `timeout`: [] when none came,
  /// `nil` at the end of input or on an error that will not go away.
  private func readBytes(timeout: Duration?) -> [UInt8]? {
    var waiting = [
      pollfd(fd: input, events: Int16(POLLIN), revents: 0),
      // The self-pipe of the job-control signals; -1 (ignored by poll) until armed.
      pollfd(fd: TerminalSignals.wakeDescriptor, events: Int16(POLLIN), revents: 0),
    ]
    let ready = poll(&waiting, nfds_t(waiting.count), timeout.map(Self.milliseconds) ?? -1)
    if ready < 0 { return errno == EINTR ? [] : nil }
    guard ready > 0 else { return [] }
    if waiting[1].revents != 0 {
      handleSignalEvents()
      if waiting[0].revents == 0 { return [] }
    }
    var buffer = [UInt8](repeating: 0, count: 1024)
    let count = read(input, &buffer, buffer.count)
    if count < 0 { return errno == EINTR || errno == EAGAIN ? [] : nil }
    guard count > 0 else { return nil }
    return Array(buffer[..<count])
  }

  /// A timeout in whole milliseconds for `poll`, rounded up so that a short
  /// wait is not turned into no wait at all.
  static func milliseconds(_ duration: Duration) -> Int32 {
    guard duration > .zero else { return 0 }
    let (seconds, attoseconds) = duration.components
    let attosecondsPerMillisecond: Int64 = 1_000_000_000_000_000
    let partial = (attoseconds + attosecondsPerMillisecond - 1) / attosecondsPerMillisecond
    let (total, overflow) = seconds.multipliedReportingOverflow(by: 1000)
    guard !overflow, total < Int64(Int32.max) - partial else { return Int32.max }
    return Int32(total + partial)
  }

  /// Writes `string` to the output, all of it: `write(2)` may take only part
  /// of a large frame, or be interrupted by a signal, and then the rest is sent.
  /// After a failure, recorded in `outputError`, nothing more is written.
  public func write(_ string: String) {
    guard outputError == nil else { return }
    do throws(OutputError) {
      try OutputFile(descriptor: output).write(string)
    } catch {
      outputError = error
    }
  }
}

/// Why the terminal could not be put in full screen.
public enum TerminalError: Error, Equatable, Sendable {
  /// The descriptor is not a terminal (a file or a pipe): run scripted instead.
  case notATerminal(Int32)
  /// The terminal refused the new settings; `errno` says why.
  case settingsFailed(errno: Int32)
}
