import Dispatch
import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Runs another program — the compiler, an exercise's tests, `swift build` —
/// and waits for it, at most for a time limit.
///
/// Written on `posix_spawn` rather than Foundation's `Process`, whose
/// behaviour differs between Linux and macOS in the details that matter
/// here: where output goes, and what happens when time runs out. Output goes
/// to a file, never to a pipe, so a chatty child can never block on a full
/// pipe that nobody reads. The time limit is a guard against a learner's
/// endless loop, not a way of waiting for work: a child that exceeds it is
/// killed and reported as such.
public enum ChildProcess {
  /// How a child ended.
  public enum Termination: Equatable, Sendable {
    /// It exited with this status.
    case exited(Int32)
    /// A signal ended it: 4 (SIGILL) or 5 (SIGTRAP) for a Swift runtime trap, 6 for abort.
    case signalled(Int32)
    /// It ran past the time limit and was killed.
    case timedOut
  }

  /// Why a child could not be started.
  public struct LaunchError: Error, Equatable, CustomStringConvertible {
    /// The program.
    public let executable: String
    /// The `errno` value `posix_spawn` returned.
    public let code: Int32

    public var description: String {
      "cannot run \(executable): \(String(cString: strerror(code)))"
    }
  }

  /// Runs `executable` (a path, or a name looked up in `PATH`) with
  /// `arguments` and standard input from `/dev/null`, and waits for it to end
  /// or for `timeLimit` to pass. Standard output goes to `outputFile`, and
  /// standard error too unless `errorFile` is given; both are inherited when `nil`.
  public static func run(
    _ executable: String, arguments: [String], outputFile: URL? = nil, errorFile: URL? = nil,
    environment: [String: String] = ProcessInfo.processInfo.environment,
    timeLimit: Duration? = nil
  ) throws(LaunchError) -> Termination {
    let pid = try spawn(
      executable, arguments: arguments, outputFile: outputFile, errorFile: errorFile,
      environment: environment)
    return wait(for: pid, timeLimit: timeLimit)
  }

  private static func spawn(
    _ executable: String, arguments: [String], outputFile: URL?, errorFile: URL?,
    environment: [String: String]
  ) throws(LaunchError) -> pid_t {
    #if canImport(Darwin)
      var actions: posix_spawn_file_actions_t?
    #else
      var actions = posix_spawn_file_actions_t()
    #endif
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, STDIN_FILENO, "/dev/null", O_RDONLY, 0)
    let flags = O_WRONLY | O_CREAT | O_TRUNC
    if let outputFile {
      posix_spawn_file_actions_addopen(&actions, STDOUT_FILENO, outputFile.path, flags, 0o644)
    }
    if let errorFile {
      posix_spawn_file_actions_addopen(&actions, STDERR_FILENO, errorFile.path, flags, 0o644)
    } else if outputFile != nil {
      posix_spawn_file_actions_adddup2(&actions, STDOUT_FILENO, STDERR_FILENO)
    }

    // The child starts with no signal blocked and every signal at its default
    // action, whatever the calling thread had: Dispatch's worker threads block
    // signals, and a child inheriting that mask could not be stopped with one.
    #if canImport(Darwin)
      var attributes: posix_spawnattr_t?
    #else
      var attributes = posix_spawnattr_t()
    #endif
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    var noSignals = sigset_t()
    var allSignals = sigset_t()
    sigemptyset(&noSignals)
    sigfillset(&allSignals)
    posix_spawnattr_setsigmask(&attributes, &noSignals)
    posix_spawnattr_setsigdefault(&attributes, &allSignals)
    posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))

    let argv = ([executable] + arguments).map { strdup($0) } + [nil]
    let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
    defer {
      for pointer in argv + envp { free(pointer) }
    }
    var pid = pid_t()
    let result =
      executable.contains("/")
      ? posix_spawn(&pid, executable, &actions, &attributes, argv, envp)
      : posix_spawnp(&pid, executable, &actions, &attributes, argv, envp)
    guard result == 0 else { throw LaunchError(executable: executable, code: result) }
    return pid
  }

  /// Waits on a thread of its own, so that this one can give up at the time
  /// limit. Not on a Dispatch queue: its pool keeps few threads, and when they
  /// are all blocked in `waitpid` the next wait can sit in the queue for a second.
  private static func wait(for pid: pid_t, timeLimit: Duration?) -> Termination {
    let ended = DispatchSemaphore(value: 0)
    let status = ExitStatus()
    Thread {
      var value: Int32 = 0
      while waitpid(pid, &value, 0) == -1, errno == EINTR {}
      status.value = value
      ended.signal()
    }.start()
    guard let timeLimit else {
      ended.wait()
      return termination(from: status.value)
    }
    let seconds =
      Double(timeLimit.components.seconds) + Double(timeLimit.components.attoseconds) / 1e18
    if ended.wait(timeout: .now() + seconds) == .timedOut {
      kill(pid, SIGKILL)
      ended.wait()
      return .timedOut
    }
    return termination(from: status.value)
  }

  /// Decodes a `waitpid` status; `WIFEXITED` and friends are C macros Swift cannot call.
  static func termination(from status: Int32) -> Termination {
    let signal = status & 0x7f
    return signal == 0 ? .exited((status >> 8) & 0xff) : .signalled(signal)
  }
}

/// The waiting thread's answer. It is written before the semaphore is
/// signalled and read only after the wait returns, and that ordering is what
/// makes sharing it safe.
private final class ExitStatus: @unchecked Sendable {
  var value: Int32 = 0
}
