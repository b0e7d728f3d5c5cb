#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The few things about `sigaction` and `siginfo_t` whose spelling differs between Linux's C
/// library, musl and Darwin. Everything here is async-signal-safe: plain memory and syscalls.
enum SignalAction {
  /// A handler that is told who sent the signal (`SA_SIGINFO`).
  typealias InfoHandler =
    @convention(c) (Int32, UnsafeMutablePointer<siginfo_t>?, UnsafeMutableRawPointer?) -> Void

  /// A handler that is only told the signal's number.
  typealias PlainHandler = @convention(c) (Int32) -> Void

  /// An action running `handler` with the sender's details, restarting interrupted calls
  /// where the system can (`poll` never restarts, which is what wakes the run loop).
  static func info(_ handler: InfoHandler) -> sigaction {
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
    return action
  }

  /// An action running `handler`.
  static func plain(_ handler: PlainHandler) -> sigaction {
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
    return action
  }

  /// The system's default action: end the process, stop it, or nothing, depending on the signal.
  static var byDefault: sigaction {
    var action = sigaction()
    setHandlerAddress(&action, to: SIG_DFL)
    sigemptyset(&action.sa_mask)
    return action
  }

  /// Whether `action` ignores its signal (`SIG_IGN`), as `nohup` makes SIGHUP do.
  static func ignores(_ action: sigaction) -> Bool {
    handlerAddress(of: action) == address(of: SIG_IGN)
  }

  /// Whether the signal described by `info` was sent by another process with `kill`, rather
  /// than raised by this one or produced by the hardware for a fault (a bad memory access, a
  /// trap), which sets a positive code. Without details, it counts as sent from outside.
  static func isSentByAnotherProcess(_ info: UnsafeMutablePointer<siginfo_t>?) -> Bool {
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
