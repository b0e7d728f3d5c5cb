#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Job control: handing the terminal back to the shell on Ctrl-Z, SIGTSTP, SIGTTIN or SIGTTOU,
/// and taking it again on SIGCONT, as `less` and `vim` do — under a shell, and under `make` or
/// any other program that runs the app and is stopped with it.
///
/// The order is what makes it work under `make`. Ctrl-Z stops the whole foreground job, and
/// the shell takes the terminal back as soon as `make`, its child, has stopped; a process in
/// the background that changes the terminal's settings is stopped by SIGTTOU. So the app puts
/// the terminal back first and stops the job after (`suspend(wholeJob:)`), and every restore
/// runs with SIGTTOU blocked, which the kernel allows from the background too. Taking the
/// terminal again is the opposite: it must not happen from the background (after `bg`), so
/// `resume` leaves SIGTTOU to the kernel, whose stop waits for `fg`.
extension TerminalSignals {
  /// What the job-control signals that arrived since the last look asked for.
  struct Events: OptionSet {
    let rawValue: Int
    /// SIGTSTP: give the terminal back and stop.
    static let suspend = Events(rawValue: 1 << 0)
    /// SIGCONT: the process was continued; take the terminal again and draw everything.
    static let resume = Events(rawValue: 1 << 1)
    /// SIGWINCH: the window changed size.
    static let resize = Events(rawValue: 1 << 2)
    /// Ctrl-Z, read as a key in raw mode: give the terminal back and stop the whole job.
    static let suspendJob = Events(rawValue: 1 << 3)
  }

  /// The signals the kernel sends to a process that reads from or changes its terminal while
  /// in the background, or that anyone may send: handled at once, in the handler.
  static let stoppingSignals: [Int32] = [SIGTTIN, SIGTTOU]

  /// The action for `stoppingSignals`, made once: SIGCONT's handler installs it again.
  static let stoppingAction = SignalAction.plain(handleStoppingSignal)

  /// SIGTTIN or SIGTTOU: the terminal back, then the stop the signal asks for. The kernel
  /// repeats the read or the change of settings that provoked it once the process is continued,
  /// by then in the foreground, and SIGCONT wakes the run loop to take the screen again.
  private static let handleStoppingSignal: SignalAction.PlainHandler = { signal in
    let savedErrno = errno
    defer { errno = savedErrno }
    TerminalSignals.restoreNow()
    SignalAction.takeDefaultAction(of: signal)
  }

  /// Makes the self-pipe, once per process. Both ends are non-blocking: a handler must never
  /// wait on a full pipe, and reading an empty one must not hang the loop.
  static func openWakePipe() {
    let state = self.state
    guard state.pointee.wakeRead < 0 else { return }
    var ends: [Int32] = [-1, -1]
    guard pipe(&ends) == 0 else { return }
    for end in ends {
      _ = fcntl(end, F_SETFL, fcntl(end, F_GETFL) | O_NONBLOCK)
      _ = fcntl(end, F_SETFD, FD_CLOEXEC)
    }
    state.pointee.wakeRead = ends[0]
    state.pointee.wakeWrite = ends[1]
  }

  /// Reads every byte the handlers wrote and says which signals they stood for.
  static func takeEvents() -> Events {
    var events: Events = []
    var bytes = [UInt8](repeating: 0, count: 64)
    while case let count = read(wakeDescriptor, &bytes, bytes.count), count > 0 {
      for byte in bytes[..<count] {
        switch Int32(byte) {
        case SIGTSTP: events.insert(.suspend)
        case SIGCONT: events.insert(.resume)
        case SIGWINCH: events.insert(.resize)
        default: break
        }
      }
    }
    return events
  }

  /// Gives the terminal back and stops the process — with the rest of its job when
  /// `wholeJob`, as Ctrl-Z does when the terminal sends it as a signal, so that a `make` or a
  /// script that started the app stops too and the shell gets the terminal back — then, once
  /// continued, takes the terminal again. Returns after SIGCONT; the caller redraws.
  static func suspend(wholeJob: Bool) {
    guard isActive else { return }
    restoreNow()
    // Stop with SIGTSTP itself, so the shell reports "Stopped" as for any job: its default
    // action, unblocked for the moment it takes.
    var byDefault = SignalAction.byDefault
    var ours = sigaction()
    sigaction(SIGTSTP, &byDefault, &ours)
    var stop = sigset_t()
    var previousMask = sigset_t()
    sigemptyset(&stop)
    sigaddset(&stop, SIGTSTP)
    pthread_sigmask(SIG_UNBLOCK, &stop, &previousMask)
    // The process group is the job: the shell made it so when it started the app or whatever
    // started it. The signal reaches this process before `kill` returns.
    if wholeJob { kill(0, SIGTSTP) } else { raise(SIGTSTP) }
    // Continued: SIGCONT woke the process.
    pthread_sigmask(SIG_SETMASK, &previousMask, nil)
    sigaction(SIGTSTP, &ours, nil)
    resume()
  }

  /// Takes the terminal again after the process was stopped — by `suspend`, by SIGTTIN or
  /// SIGTTOU, or by a SIGSTOP it could not see coming — while the shell may have changed the
  /// settings and the screen. Continued in the background (`bg`), the change of settings
  /// stops it with SIGTTOU until `fg`, and it takes the terminal then.
  static func resume() {
    let state = self.state
    guard state.pointee.armed else { return }
    var raw = rawSettings.pointee
    // TCSADRAIN, not TCSAFLUSH: keys typed since the app came back are the user's next ones.
    tcsetattr(state.pointee.input, TCSADRAIN, &raw)
    state.pointee.active = true
    let sequence = Array(Terminal.fullScreenSequence.utf8)
    sequence.withUnsafeBytes { _ = writeAll(state.pointee.output, $0.baseAddress!, $0.count) }
  }
}
