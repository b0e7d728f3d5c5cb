#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The few things about `sigaction` and `siginfo_t` whose spelling differs between Linux's C
/// library, musl and Darwin. Everything here is async-signal-safe: plain memory and syscalls.
///
/// `package`: the exercise runner's handlers (`Interruption`, `KeyboardMode`) are built from
/// the same pieces as the apps' (`TerminalSignals`).
package enum SignalAction {
  /// The signals whose default action ends the process: requests to stop, timers, broken
  /// pipes, user signals and crashes. Swift's runtime traps (a failed `!`, an overflow,
  /// `fatalError`) arrive as SIGILL or SIGTRAP.
  package static let endingSignals: [Int32] = {
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

  /// A handler that is told who sent the signal (`SA_SIGINFO`).
  package typealias InfoHandler =
    @convention(c) (Int32, UnsafeMutablePointer<siginfo_t>?, UnsafeMutableRawPointer?) -> Void

  /// A handler that is only told the signal's number.
  package typealias PlainHandler = @convention(c) (Int32) -> Void

  /// An action running `handler` with the sender's details, restarting interrupted calls
  /// where the system can (`poll` never restarts, which is what wakes the run loop).
  ///
  /// SIGTTOU is blocked while any of our handlers runs: a handler that puts the terminal's
  /// settings back must manage it even when the shell has taken the terminal meanwhile (a
  /// `make` above the app stopped first), and the kernel lets a process whose SIGTTOU is
  /// blocked change a terminal it is in the background of, where it would otherwise stop it.
  package static func info(_ handler: InfoHandler) -> sigaction {
    var action = sigaction()
    #if canImport(Glibc)
      action.__sigaction_handler.sa_sigaction = handler
    #elseif canImport(Musl)
      action.__sa_handler.sa_sigaction = handler
    #elseif canImport(Darwin)
      action.__sigaction_u.__sa_sigaction = handler
    #endif
    action.sa_flags = SA_SIGINFO | SA_RESTART
    sigemptyset(&action.sa_mask)
    sigaddset(&action.sa_mask, SIGTTOU)
    return action
  }

  /// An action running `handler`, with SIGTTOU blocked as for `info`.
  package static func plain(_ handler: PlainHandler) -> sigaction {
    var action = sigaction()
    #if canImport(Glibc)
      action.__sigaction_handler.sa_handler = handler
    #elseif canImport(Musl)
      action.__sa_handler.sa_handler = handler
    #elseif canImport(Darwin)
      action.__sigaction_u.__sa_handler = handler
    #endif
    action.sa_flags = SA_RESTART
    sigemptyset(&action.sa_mask)
    sigaddset(&action.sa_mask, SIGTTOU)
    return action
  }

  /// The system's default action: end the process, stop it, or nothing, depending on the signal.
  package static var byDefault: sigaction {
    var action = sigaction()
    setHandlerAddress(&action, to: SIG_DFL)
    sigemptyset(&action.sa_mask)
    return action
  }

  /// Whether `action` ignores its signal (`SIG_IGN`), as `nohup` makes SIGHUP do.
  package static func ignores(_ action: sigaction) -> Bool {
    handlerAddress(of: action) == address(of: SIG_IGN)
  }

  /// Whether the signal described by `info` was sent by another process with `kill`, rather
  /// than raised by this one or produced by the hardware for a fault (a bad memory access, a
  /// trap), which sets a positive code. Without details, it counts as sent from outside.
  package static func isSentByAnotherProcess(_ info: UnsafeMutablePointer<siginfo_t>?) -> Bool {
    guard let info else { return true }
    guard info.pointee.si_code <= 0 else { return false }  // SI_USER, SI_QUEUE, SI_TKILL: a kill.
    #if canImport(Glibc)
      return info.pointee._sifields._kill.si_pid != getpid()
    #elseif canImport(Darwin)
      return info.pointee.si_pid != getpid()
    #else
      return true  // musl hides the sender in nested unions; treat every kill as foreign.
    #endif
  }

  /// Whether `signal` is one that Swift's runtime answers with a crash report: the faults the
  /// hardware reports (a bad memory access, a trap, which Swift's runtime errors are), `abort`,
  /// and SIGQUIT (Ctrl-\). A `switch`, not a lookup in an array, because a handler must not
  /// touch reference counts.
  package static func reportsCrash(_ signal: Int32) -> Bool {
    switch signal {
    case SIGQUIT, SIGILL, SIGTRAP, SIGABRT, SIGBUS, SIGFPE, SIGSEGV, SIGSYS: true
    default: false
    }
  }

  /// Whether `signal`, arriving as `info` says, is this process's own crash, the crash
  /// reporter's to report. The same signal sent by another process, and SIGQUIT however it
  /// comes, is a request to end.
  package static func isOwnCrash(_ signal: Int32, _ info: UnsafeMutablePointer<siginfo_t>?) -> Bool
  {
    reportsCrash(signal) && signal != SIGQUIT && !isSentByAnotherProcess(info)
  }

  /// Whether `action` runs a handler, rather than the default action or nothing.
  package static func runsHandler(_ action: sigaction) -> Bool {
    let address = handlerAddress(of: action)
    return address != self.address(of: SIG_DFL) && address != self.address(of: SIG_IGN)
  }

  /// Stops or ends the process by `signal`'s default action, from a handler of `signal`: the
  /// signal is blocked while its handler runs, so it takes effect the moment the handler returns.
  package static func takeDefaultAction(of signal: Int32) {
    var action = byDefault
    sigaction(signal, &action, nil)
    raise(signal)
  }

  /// Runs `body` with SIGTTOU blocked on this thread, so that changing the terminal's settings
  /// or writing to it never stops the process, even from the background (see `info`).
  /// Async-signal-safe.
  package static func withoutTerminalStops(_ body: () -> Void) {
    var stops = sigset_t()
    var previous = sigset_t()
    sigemptyset(&stops)
    sigaddset(&stops, SIGTTOU)
    pthread_sigmask(SIG_BLOCK, &stops, &previous)
    body()
    pthread_sigmask(SIG_SETMASK, &previous, nil)
  }

  private static func handlerAddress(of action: sigaction) -> Int {
    #if canImport(Glibc)
      address(of: action.__sigaction_handler.sa_handler)
    #elseif canImport(Musl)
      address(of: action.__sa_handler.sa_handler)
    #elseif canImport(Darwin)
      address(of: action.__sigaction_u.__sa_handler)
    #else
      0
    #endif
  }

  private static func setHandlerAddress(
    _ action: inout sigaction, to handler: (@convention(c) (Int32) -> Void)?
  ) {
    #if canImport(Glibc)
      action.__sigaction_handler.sa_handler = handler
    #elseif canImport(Musl)
      action.__sa_handler.sa_handler = handler
    #elseif canImport(Darwin)
      action.__sigaction_u.__sa_handler = handler
    #endif
  }

  /// The address of a handler. Function pointers are not Equatable in Swift, and SIG_IGN and
  /// SIG_DFL are not real functions but the addresses 1 and 0.
  private static func address(of handler: (@convention(c) (Int32) -> Void)?) -> Int {
    unsafeBitCast(handler, to: Int.self)
  }
}
