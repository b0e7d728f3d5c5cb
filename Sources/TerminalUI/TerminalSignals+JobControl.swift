#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Job control: handing the terminal back to the shell on Ctrl-Z or SIGTSTP, and taking it
/// again on SIGCONT, as `less` and `vim` do. The handlers only wrote a byte into the pipe; the
/// run loop calls `takeEvents()` when the pipe is readable, between two frames.
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

  /// Gives the terminal back and stops the process, as SIGTSTP's default action would, then,
  /// once continued, takes the terminal again. Returns after SIGCONT; the caller redraws.
  static func suspend() {
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
    raise(SIGTSTP)
    // Continued: SIGCONT woke the process.
    pthread_sigmask(SIG_SETMASK, &previousMask, nil)
    sigaction(SIGTSTP, &ours, nil)
    resume()
  }

  /// Takes the terminal again after the process was stopped — by `suspend`, or by a SIGSTOP
  /// it could not see coming — while the shell may have changed the settings and the screen.
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

  /// Asks the whole foreground job to stop, as Ctrl-Z does when the terminal sends it as a
  /// signal: in raw mode it arrives as the byte 26 instead, and the app passes it on. The
  /// whole process group, so that a `make` or a script that started the app stops too and
  /// the shell gets the terminal back.
  static func requestSuspend() {
    kill(0, SIGTSTP)
  }
}
