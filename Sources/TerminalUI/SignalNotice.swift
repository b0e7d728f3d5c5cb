#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The one line a program writes on standard error when a signal ends it — `mvc: ended by
/// SIGTERM` — so that whoever sees the shell's prompt come back knows why, without a crash
/// report.
///
/// Written from a signal handler, which may not allocate: every line is made in advance, by
/// `prepare`, and `write` only copies bytes to the descriptor. A broken pipe gets no line: the
/// reader left (`head`, a pager that quit), which is news to nobody.
///
/// `package`: the apps (`TerminalSignals`) and the exercise runner (`Interruption`) both say it.
package enum SignalNotice {
  /// Room for every signal number (Linux's real-time signals go up to 64).
  package static let slots = 65

  /// Each signal's line, indexed by number; empty for a signal that gets none.
  nonisolated(unsafe) private static let lines: UnsafeMutablePointer<UnsafeBufferPointer<UInt8>> =
    {
      let pointer = UnsafeMutablePointer<UnsafeBufferPointer<UInt8>>.allocate(capacity: slots)
      pointer.initialize(repeating: UnsafeBufferPointer(start: nil, count: 0), count: slots)
      return pointer
    }()

  /// Makes the lines of `program` (its name as the user typed it, such as `mvc` or `kit`), once;
  /// call it before the handlers that `write` them are installed.
  package static func prepare(program: String) {
    guard lines[Int(SIGTERM)].isEmpty else { return }
    for number in 1..<Int32(slots) where number != SIGPIPE {
      let bytes = Array("\(program): ended by \(name(of: number))\n".utf8)
      let buffer = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: bytes.count)
      _ = buffer.initialize(from: bytes)
      lines[Int(number)] = UnsafeBufferPointer(buffer)
    }
  }

  /// The name of this program as `prepare` wants it: the last part of how it was started.
  package static var programName: String {
    let path = CommandLine.arguments.first ?? "app"
    return path.split(separator: "/").last.map(String.init) ?? path
  }

  /// Writes the line for `signal` to standard error. Async-signal-safe.
  package static func write(for signal: Int32) {
    guard signal > 0, signal < Int32(slots) else { return }
    let line = lines[Int(signal)]
    guard let start = line.baseAddress, !line.isEmpty else { return }
    writeAll(STDERR_FILENO, start, line.count, waitingAtMost: 500)
  }

  /// The usual name of `signal`: `SIGTERM`, or `SIGRTMIN+3` for a real-time signal.
  package static func name(of signal: Int32) -> String {
    switch signal {
    case SIGHUP: "SIGHUP"
    case SIGINT: "SIGINT"
    case SIGQUIT: "SIGQUIT"
    case SIGILL: "SIGILL"
    case SIGTRAP: "SIGTRAP"
    case SIGABRT: "SIGABRT"
    case SIGBUS: "SIGBUS"
    case SIGFPE: "SIGFPE"
    case SIGUSR1: "SIGUSR1"
    case SIGSEGV: "SIGSEGV"
    case SIGUSR2: "SIGUSR2"
    case SIGPIPE: "SIGPIPE"
    case SIGALRM: "SIGALRM"
    case SIGTERM: "SIGTERM"
    case SIGXCPU: "SIGXCPU"
    case SIGXFSZ: "SIGXFSZ"
    case SIGVTALRM: "SIGVTALRM"
    case SIGPROF: "SIGPROF"
    case SIGSYS: "SIGSYS"
    case SIGIO: "SIGIO"
    default: otherName(of: signal)
    }
  }

  /// The names only one system has.
  private static func otherName(of signal: Int32) -> String {
    #if os(Linux)
      switch signal {
      case SIGSTKFLT: return "SIGSTKFLT"
      case SIGPWR: return "SIGPWR"
      case __libc_current_sigrtmin()...__libc_current_sigrtmax():
        return "SIGRTMIN+\(signal - __libc_current_sigrtmin())"
      default: return "signal \(signal)"
      }
    #elseif canImport(Darwin)
      return signal == SIGEMT ? "SIGEMT" : "signal \(signal)"
    #else
      return "signal \(signal)"
    #endif
  }
}
