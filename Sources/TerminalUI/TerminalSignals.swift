#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Puts the terminal back however the process ends — a normal quit, `exit`, any
/// signal whose default action ends the process, a crash — and hands it over and
/// back when the process is suspended with Ctrl-Z or SIGTSTP.
///
/// A program in raw mode on the alternate screen that dies without undoing it
/// leaves the user's shell with no echo and no cursor, which looks like a hung
/// terminal. `atexit` covers the normal paths; a handler per signal covers the
/// rest: it writes the restore bytes, puts back the saved settings, then lets
/// the signal do what it would have done without us, so the exit status still
/// says "killed by SIGTERM" and a crash still crashes (and, where the Swift
/// runtime prints a backtrace, prints it on the restored screen).
///
/// One exception: a crash signal (SIGSEGV, SIGABRT, SIGQUIT…) sent by another
/// process is not a crash, and Swift's crash reporter, which would otherwise
/// receive it, waits on a "Press space" prompt and may let the app run on in a
/// restored terminal. So such a signal gets the system's default action: the
/// process ends, as the sender asked.
///
/// Suspending cannot be done in a handler, which may interrupt the app halfway
/// through writing a frame. So the job-control handlers (SIGTSTP, SIGCONT,
/// SIGWINCH) only write a byte into a pipe — the classic "self-pipe" — that the
/// run loop's `poll` watches beside the keyboard, and the loop does the work
/// between frames (see `Terminal.readKeys`).
///
/// A signal handler may interrupt any code, even `malloc` holding its lock, so
/// it may only call async-signal-safe functions (`write`, `tcsetattr`,
/// `sigaction`, `raise`) and must not allocate, lock or touch reference counts.
/// That is why everything it reads is allocated once, up front, and reached
/// through raw pointers. SIGKILL and SIGSTOP cannot be caught by any program.
enum TerminalSignals {
  /// What the handlers read. `nonisolated(unsafe)`: a signal handler runs
  /// outside any isolation the compiler can check. The pointers never change;
  /// the memory behind them is written only by `arm`, `disarm`, `suspend` and
  /// `resume`, which `Terminal` calls from one thread, and read by the handlers.
  nonisolated(unsafe) static let state: UnsafeMutablePointer<State> = {
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

  /// The raw-mode settings, to be applied again when the process is continued.
  nonisolated(unsafe) static let rawSettings: UnsafeMutablePointer<termios> = {
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

  /// Room for every signal number (Linux's real-time signals go up to 64).
  private static let signalSlots = 65

  /// The signals whose default action ends the process: requests to stop, timers, broken
  /// pipes, user signals and crashes. Swift's runtime traps (a failed `!`, an overflow,
  /// `fatalError`) arrive as SIGILL or SIGTRAP.
  static let endingSignals: [Int32] = {
    var signals: [Int32] = [
      SIGHUP, SIGINT, SIGQUIT, SIGILL, SIGTRAP, SIGABRT, SIGBUS, SIGFPE, SIGUSR1, SIGSEGV,
      SIGUSR2, SIGPIPE, SIGALRM, SIGTERM, SIGXCPU, SIGXFSZ, SIGVTALRM, SIGPROF, SIGSYS,
    ]
    #if os(Linux)
      signals += [SIGSTKFLT, SIGPWR, SIGIO]
      // The real-time signals; the C library keeps the first few for its threads.
      signals += Array(__libc_current_sigrtmin()...__libc_current_sigrtmax())
    #elseif canImport(Darwin)
      signals += [SIGEMT]
    #endif
    return signals
  }()

  /// Whether `signal` reports a crash. Sent by another process it is a request to end, and
  /// gets the default action rather than the crash reporter. A `switch`, not a lookup in an
  /// array, because a handler must not touch reference counts.
  private static func isCrash(_ signal: Int32) -> Bool {
    switch signal {
    case SIGQUIT, SIGILL, SIGTRAP, SIGABRT, SIGBUS, SIGFPE, SIGSEGV, SIGSYS: true
    default: false
    }
  }

  /// The job-control signals, which only wake the run loop through the pipe.
  private static let wakingSignals: [Int32] = [SIGTSTP, SIGCONT, SIGWINCH]

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
    /// The self-pipe: handlers write one byte naming their signal, the run loop reads it.
    var wakeRead: Int32 = -1
    var wakeWrite: Int32 = -1
  }

  /// Whether the terminal is in raw mode and awaits restoring.
  static var isActive: Bool { state.pointee.active }

  /// The descriptor that becomes readable when a job-control signal arrived: the run loop
  /// polls it beside the keyboard. -1 before the first `arm`.
  static var wakeDescriptor: Int32 { state.pointee.wakeRead }

  /// Records what to restore and installs the handlers, before the terminal is
  /// changed, so that no moment exists in which it is changed and unprotected.
  static func arm(input: Int32, output: Int32, settings: termios, raw: termios) {
    _ = restoreBytes  // Built now: a handler must find it ready.
    _ = endingSignals
    savedSettings.pointee = settings
    rawSettings.pointee = raw
    state.pointee.input = input
    state.pointee.output = output
    state.pointee.active = true
    if !state.pointee.registeredAtExit {
      state.pointee.registeredAtExit = true
      atexit { TerminalSignals.restoreNow() }
    }
    openWakePipe()
    guard !state.pointee.armed else { return }
    state.pointee.armed = true
    var ending = SignalAction.info(handleEndingSignal)
    var waking = SignalAction.plain(handleWakingSignal)
    for number in endingSignals {
      sigaction(number, &ending, previousActions + Int(number))
      // A signal the user chose to ignore (`nohup` ignores SIGHUP) stays ignored.
      if SignalAction.ignores(previousActions[Int(number)]) {
        sigaction(number, previousActions + Int(number), nil)
      }
    }
    for number in wakingSignals {
      sigaction(number, &waking, previousActions + Int(number))
    }
  }

  /// Restores the terminal and puts every signal back as it was.
  static func disarm() {
    restoreNow()
    guard state.pointee.armed else { return }
    state.pointee.armed = false
    for number in endingSignals + wakingSignals {
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

  /// The handler for the signals that end the process.
  private static let handleEndingSignal: SignalAction.InfoHandler = { signal, info, _ in
    let savedErrno = errno
    defer { errno = savedErrno }
    TerminalSignals.restoreNow()
    // Put back what handled this signal before (usually the default action, for crashes
    // the Swift runtime's crash reporter) and send it again. It is blocked while this
    // handler runs, so it is delivered the moment we return, and the process ends the way
    // it would have without us. A crash signal from another process is a request to end:
    // the default action, not the crash reporter.
    if TerminalSignals.isCrash(signal), SignalAction.isSentByAnotherProcess(info) {
      var byDefault = SignalAction.byDefault
      sigaction(signal, &byDefault, nil)
    } else {
      sigaction(signal, TerminalSignals.previousActions + Int(signal), nil)
    }
    raise(signal)
  }

  /// The handler for SIGTSTP, SIGCONT and SIGWINCH: one byte into the pipe.
  private static let handleWakingSignal: SignalAction.PlainHandler = { signal in
    let savedErrno = errno
    defer { errno = savedErrno }
    var byte = UInt8(truncatingIfNeeded: signal)
    _ = write(TerminalSignals.state.pointee.wakeWrite, &byte, 1)
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
