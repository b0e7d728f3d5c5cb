#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Puts the terminal back however the process ends: a normal quit, `exit`, a
/// signal such as SIGINT or SIGTERM, or a crash.
///
/// A program in raw mode on the alternate screen that dies without undoing it
/// leaves the user's shell with no echo and no cursor, which looks like a hung
/// terminal. `atexit` covers the normal paths; a handler per signal covers the
/// rest: it writes the restore bytes, puts back the saved settings, then lets
/// the signal do what it would have done without us, so the exit status still
/// says "killed by SIGTERM" and a crash still crashes (and, where the Swift
/// runtime prints a backtrace, prints it on the restored screen).
///
/// A signal handler may interrupt any code, even `malloc` holding its lock, so
/// it may only call async-signal-safe functions (`write`, `tcsetattr`,
/// `sigaction`, `raise`) and must not allocate, lock or touch reference counts.
/// That is why everything it reads is allocated once, up front, and reached
/// through raw pointers.
enum TerminalSignals {
  /// What the handlers read. `nonisolated(unsafe)`: a signal handler runs
  /// outside any isolation the compiler can check. The pointers never change;
  /// the memory behind them is written only by `arm` and `disarm`, which
  /// `Terminal` calls from one thread, and read by the handlers.
  nonisolated(unsafe) private static let state: UnsafeMutablePointer<State> = {
    let pointer = UnsafeMutablePointer<State>.allocate(capacity: 1)
    pointer.initialize(to: State())
    return pointer
  }()

  /// The terminal settings from before raw mode, to be put back.
  nonisolated(unsafe) private static let savedSettings: UnsafeMutablePointer<termios> = {
    let pointer = UnsafeMutablePointer<termios>.allocate(capacity: 1)
    pointer.initialize(to: termios())
    return pointer
  }()

  /// `Terminal.restoreSequence` as raw memory, ready before any handler can need it.
  nonisolated(unsafe) private static let restoreBytes: UnsafeBufferPointer<UInt8> = {
    let bytes = Array(Terminal.restoreSequence.utf8)
    let buffer = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: bytes.count)
    _ = buffer.initialize(from: bytes)
    return UnsafeBufferPointer(buffer)
  }()

  /// What each signal did before we took it over, indexed by signal number.
  nonisolated(unsafe) private static let previousActions: UnsafeMutablePointer<sigaction> = {
    let pointer = UnsafeMutablePointer<sigaction>.allocate(capacity: signalSlots)
    pointer.initialize(repeating: sigaction(), count: signalSlots)
    return pointer
  }()

  /// Room for every signal number we handle (all are below 32 on Linux and macOS).
  private static let signalSlots = 32

  /// The signals after which the terminal is restored: requests to stop
  /// (SIGINT, SIGTERM, SIGHUP, SIGQUIT) and crashes. Swift's runtime traps
  /// (a failed `!`, an overflow, `fatalError`) arrive as SIGILL or SIGTRAP.
  private static let endingSignals: [Int32] = [
    SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGSEGV, SIGBUS, SIGILL, SIGTRAP, SIGABRT, SIGFPE,
  ]

  /// What the handlers need to know besides the saved settings.
  struct State {
    /// Whether the terminal is in raw mode now and needs restoring.
    var active = false
    /// Whether our handlers are installed.
    var armed = false
    /// Whether `atexit` already knows about us: it cannot be undone, so it is done once.
    var registeredAtExit = false
    /// Where the settings are restored.
    var input: Int32 = 0
    /// Where the restore bytes are written.
    var output: Int32 = 1
  }

  /// Whether the terminal is in raw mode and awaits restoring.
  static var isActive: Bool { state.pointee.active }

  /// Records what to restore and installs the handlers, before the terminal is
  /// changed, so that no moment exists in which it is changed and unprotected.
  static func arm(input: Int32, output: Int32, settings: termios) {
    _ = restoreBytes  // Built now: a handler must find it ready.
    savedSettings.pointee = settings
    state.pointee.input = input
    state.pointee.output = output
    state.pointee.active = true
    if !state.pointee.registeredAtExit {
      state.pointee.registeredAtExit = true
      atexit { TerminalSignals.restoreNow() }
    }
    guard !state.pointee.armed else { return }
    state.pointee.armed = true
    for number in endingSignals {
      sigaction(number, nil, previousActions + Int(number))
      let previous = signal(number, handleEndingSignal)
      // A signal the user chose to ignore (`nohup` ignores SIGHUP) stays ignored.
      if address(of: previous) == address(of: SIG_IGN) { signal(number, SIG_IGN) }
    }
    // A resize only needs to interrupt a waiting `poll`, so the app can redraw.
    sigaction(SIGWINCH, nil, previousActions + Int(SIGWINCH))
    signal(SIGWINCH, handleResize)
  }

  /// Restores the terminal and puts every signal back as it was.
  static func disarm() {
    restoreNow()
    guard state.pointee.armed else { return }
    state.pointee.armed = false
    for number in endingSignals + [SIGWINCH] {
      sigaction(number, previousActions + Int(number), nil)
    }
  }

  /// Writes the restore bytes and puts back the saved settings, once.
  /// Async-signal-safe, and safe to call again: the second call does nothing.
  static func restoreNow() {
    guard state.pointee.active else { return }
    state.pointee.active = false
    writeAll(state.pointee.output, restoreBytes.baseAddress!, restoreBytes.count)
    // TCSAFLUSH also drops unread input, so keys typed ahead do not spill into the shell.
    tcsetattr(state.pointee.input, TCSAFLUSH, savedSettings)
  }

  /// The handler for the ending signals.
  private static let handleEndingSignal: @convention(c) (Int32) -> Void = { signal in
    TerminalSignals.restoreNow()
    // Put back what handled this signal before (usually the default action) and
    // send it again. It is blocked while this handler runs, so it is delivered
    // the moment we return, and the process ends the way it would have without us.
    sigaction(signal, TerminalSignals.previousActions + Int(signal), nil)
    raise(signal)
  }

  /// The handler for SIGWINCH: doing nothing is enough, since its arrival makes
  /// a blocked `poll` return early.
  private static let handleResize: @convention(c) (Int32) -> Void = { _ in }

  /// The address of a signal handler. Function pointers are not Equatable in
  /// Swift, and SIG_IGN is not a real function but the address 1.
  private static func address<Handler>(of handler: Handler) -> Int {
    unsafeBitCast(handler, to: Int.self)
  }
}

/// Writes all `count` bytes to `descriptor`, resuming after partial writes and
/// interruptions. Async-signal-safe: only `write` and `poll`, no allocation.
/// Returns false when the descriptor cannot take the bytes (closed, not writable).
@discardableResult
func writeAll(_ descriptor: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Bool {
  var offset = 0
  while offset < count {
    let written = write(descriptor, bytes + offset, count - offset)
    if written > 0 {
      offset += written
    } else if written < 0, errno == EINTR {
      continue
    } else if written < 0, errno == EAGAIN || errno == EWOULDBLOCK {
      // Someone made the descriptor non-blocking: wait until it can take more.
      var waiting = pollfd(fd: descriptor, events: Int16(POLLOUT), revents: 0)
      _ = poll(&waiting, 1, -1)
    } else {
      return false
    }
  }
  return true
}
