#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Puts the terminal back however the process ends — a normal quit, `exit`, any
/// signal whose default action ends the process, a crash — and hands it over and
/// back when the process is stopped with Ctrl-Z, SIGTSTP, SIGTTIN or SIGTTOU.
///
/// A program in raw mode on the alternate screen that dies without undoing it
/// leaves the user's shell with no echo and no cursor, which looks like a hung
/// terminal. `atexit` covers the normal paths; a handler per signal covers the
/// rest: it writes the restore bytes, puts back the saved settings, says in one
/// line on standard error which signal ended the app (`SignalNotice`), then lets
/// the signal end the process, so the exit status still says "killed by SIGTERM".
///
/// A crash of the app's own (a bad memory access, a Swift runtime trap, an
/// `abort`) is the exception: the signal goes on to whatever handled it before —
/// where the Swift runtime prints a backtrace, on the restored screen. The same
/// signals sent by another process, and SIGQUIT however it comes, are requests
/// to end, not crashes: Swift's crash reporter would answer them with a report
/// and a "Press space" prompt that races the shell for the keyboard.
///
/// Stopping for Ctrl-Z or SIGTSTP cannot be done in a handler, which may
/// interrupt the app halfway through writing a frame. So those handlers (and
/// SIGCONT's and SIGWINCH's) only write a byte into a pipe — the classic
/// "self-pipe" — that the run loop's `poll` watches beside the keyboard, and the
/// loop does the work between frames (see `Terminal.readKeys`). SIGTTIN and
/// SIGTTOU are different: the kernel sends them when the app touches the
/// terminal from the background, and repeats the call that provoked them, so
/// the loop would never get its turn; their handler gives the terminal back and
/// stops at once (see `TerminalSignals+JobControl.swift`).
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
    let pointer = UnsafeMutablePointer<sigaction>.allocate(capacity: SignalNotice.slots)
    pointer.initialize(repeating: sigaction(), count: SignalNotice.slots)
    return pointer
  }()

  /// The job-control signals that only wake the run loop through the pipe.
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
    _ = SignalAction.endingSignals
    _ = stoppingAction
    SignalNotice.prepare(program: SignalNotice.programName)
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
    for number in SignalAction.endingSignals {
      sigaction(number, &ending, previousActions + Int(number))
      // A signal the user chose to ignore (`nohup` ignores SIGHUP) stays ignored.
      if SignalAction.ignores(previousActions[Int(number)]) {
        sigaction(number, previousActions + Int(number), nil)
      }
    }
    for number in wakingSignals {
      sigaction(number, &waking, previousActions + Int(number))
    }
    for number in stoppingSignals {
      var stopping = stoppingAction
      sigaction(number, &stopping, previousActions + Int(number))
    }
  }

  /// Restores the terminal and puts every signal back as it was.
  static func disarm() {
    restoreNow()
    guard state.pointee.armed else { return }
    state.pointee.armed = false
    for number in SignalAction.endingSignals + wakingSignals + stoppingSignals {
      sigaction(number, previousActions + Int(number), nil)
    }
  }

  /// Writes the restore bytes and puts back the saved settings, once, whichever process group
  /// holds the terminal now: SIGTTOU is blocked meanwhile (see `SignalAction.info`).
  /// Async-signal-safe, and safe to call again: the second call does nothing.
  static func restoreNow() {
    guard state.pointee.active else { return }
    state.pointee.active = false
    SignalAction.withoutTerminalStops {
      // The settings first, so that whoever sees the restore bytes finds them back: now, not
      // once the output has drained (TCSAFLUSH), which a terminal that reads no more would
      // never let happen; and unread input dropped, so that keys typed ahead do not spill into
      // the shell.
      tcsetattr(state.pointee.input, TCSANOW, savedSettings)
      tcflush(state.pointee.input, TCIFLUSH)
      writeAll(
        state.pointee.output, restoreBytes.baseAddress!, restoreBytes.count, waitingAtMost: 500)
    }
  }

  /// The handler for the signals that end the process.
  private static let handleEndingSignal: SignalAction.InfoHandler = { signal, info, _ in
    let savedErrno = errno
    defer { errno = savedErrno }
    TerminalSignals.restoreNow()
    // What handled the signal before runs it now — the Swift runtime's crash reporter for the
    // app's own crash, or someone else's handler (a test's) — sent again: it is blocked while
    // this handler runs, so it is delivered the moment we return. A request to end that only
    // the crash reporter would have answered (a crash signal from another process, SIGQUIT)
    // or that nobody handled ends the app quietly: one line, then the default action.
    let previous = TerminalSignals.previousActions + Int(signal)
    if SignalAction.isOwnCrash(signal, info)
      || (SignalAction.runsHandler(previous.pointee) && !SignalAction.reportsCrash(signal))
    {
      sigaction(signal, previous, nil)
      raise(signal)
    } else {
      SignalNotice.write(for: signal)
      SignalAction.takeDefaultAction(of: signal)
    }
  }

  /// The handler for SIGTSTP, SIGCONT and SIGWINCH: one byte into the pipe. SIGCONT also
  /// takes SIGTTIN and SIGTTOU back, which stopped the process by their default action.
  private static let handleWakingSignal: SignalAction.PlainHandler = { signal in
    let savedErrno = errno
    defer { errno = savedErrno }
    if signal == SIGCONT, TerminalSignals.state.pointee.armed {
      var stopping = TerminalSignals.stoppingAction
      sigaction(SIGTTIN, &stopping, nil)
      sigaction(SIGTTOU, &stopping, nil)
    }
    var byte = UInt8(truncatingIfNeeded: signal)
    _ = write(TerminalSignals.state.pointee.wakeWrite, &byte, 1)
  }
}

/// Writes all `count` bytes to `descriptor`, resuming after partial writes and interruptions.
/// With `milliseconds`, gives up on what the descriptor has not taken by then: for what is
/// written on the way out, often from a signal handler, which must not keep the process from
/// ending when nobody reads the terminal any more (a connection that hangs). Async-signal-safe:
/// only `fcntl`, `write` and `poll`, no allocation. Returns false when the descriptor cannot
/// take the bytes (closed, not writable, full for longer than `milliseconds`).
@discardableResult
func writeAll(
  _ descriptor: Int32, _ bytes: UnsafeRawPointer, _ count: Int,
  waitingAtMost milliseconds: Int32? = nil
) -> Bool {
  // Without waiting for a terminal that takes nothing; the flag belongs to what the shell
  // shares too, so it is put back before anyone else reads it.
  let flags = milliseconds == nil ? -1 : fcntl(descriptor, F_GETFL)
  if flags >= 0 { _ = fcntl(descriptor, F_SETFL, flags | O_NONBLOCK) }
  defer { if flags >= 0 { _ = fcntl(descriptor, F_SETFL, flags) } }
  var offset = 0
  var patience = milliseconds ?? .max
  while offset < count {
    let written = write(descriptor, bytes + offset, count - offset)
    if written > 0 {
      offset += written
    } else if written < 0, errno == EINTR {
      continue
    } else if written < 0, errno == EAGAIN || errno == EWOULDBLOCK, patience > 0 {
      // Full, or made non-blocking by someone: wait until it can take more.
      var waiting = pollfd(fd: descriptor, events: Int16(POLLOUT), revents: 0)
      _ = poll(&waiting, 1, milliseconds == nil ? -1 : 50)
      if milliseconds != nil { patience -= 50 }
    } else {
      return false
    }
  }
  return true
}
