import Dispatch
import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Runs another program — the compiler, an exercise's tests, `swift build`,
/// the apps that the terminal tests, the fuzzer and the benchmarks drive —
/// and waits for it, at most for a time limit.
///
/// Written on `posix_spawn` rather than Foundation's `Process`, whose
/// behaviour differs between Linux and macOS in the details that matter
/// here: where output goes, and what happens when time runs out. `run` sends
/// output to a file, never to a pipe, so a chatty child can never block on a
/// full pipe that nobody reads. The time limit is a guard against a learner's
/// endless loop, not a way of waiting for work: a child that exceeds it is
/// killed and reported as such.
///
/// The kit has no package dependencies, so it writes this itself. A real app
/// would take Swift's own `Subprocess` package
/// (https://github.com/swiftlang/swift-subprocess), which does the same on
/// `posix_spawn` with async streams, cancellation and Windows besides.
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
    /// The `errno` value `posix_spawn` returned, about the program or about a
    /// file that one of its streams was to open.
    public let code: Int32

    public var description: String {
      "cannot run \(executable): \(String(cString: strerror(code)))"
    }
  }

  /// Where a child's standard input comes from.
  public enum Input: Equatable, Sendable {
    /// The parent's standard input.
    case inherited
    /// Nowhere: the descriptor is closed in the child.
    case closed
    /// `/dev/null`: the child reads end-of-file at once.
    case nullDevice
    /// This file, read from its start.
    case file(URL)
    /// This descriptor of the parent's, duplicated onto the child's standard input.
    case descriptor(Int32)
  }

  /// Where a child's standard output or standard error goes.
  public enum Output: Equatable, Sendable {
    /// The parent's.
    case inherited
    /// Nowhere: the descriptor is closed in the child, and writing to it fails.
    case closed
    /// `/dev/null`: written and thrown away.
    case nullDevice
    /// This file, created or emptied first.
    case file(URL)
    /// This descriptor of the parent's, duplicated onto the child's.
    case descriptor(Int32)
    /// For standard error: wherever standard output goes, interleaved in the
    /// order written. (As standard output itself it changes nothing.)
    case sameAsOutput
  }

  /// Runs `executable` (a path, or a name looked up in `PATH`) with
  /// `arguments` and standard input from `inputFile`, or `/dev/null` without
  /// one, and waits for it to end or for `timeLimit` to pass. Standard output
  /// goes to `outputFile`, and standard error too unless `errorFile` is given;
  /// both are inherited when `nil`.
  public static func run(
    _ executable: String, arguments: [String], inputFile: URL? = nil, outputFile: URL? = nil,
    errorFile: URL? = nil, environment: [String: String] = ProcessInfo.processInfo.environment,
    timeLimit: Duration? = nil
  ) throws(LaunchError) -> Termination {
    let pid = try spawn(
      executable, arguments: arguments, input: inputFile.map(Input.file) ?? .nullDevice,
      output: outputFile.map(Output.file) ?? .inherited,
      error: errorFile.map(Output.file) ?? (outputFile == nil ? .inherited : .sameAsOutput),
      environment: environment)
    return wait(for: pid, timeLimit: timeLimit)
  }

  /// Starts `executable` (a path, or a name looked up in `PATH`) with
  /// `arguments` and its standard streams where `input`, `output` and `error`
  /// say, and returns its process ID without waiting: the caller waits for it,
  /// with `wait(for:timeLimit:)` or `waitpid`, or it stays a zombie.
  ///
  /// The streams are set up in order — input, output, error — then each pair in
  /// `passing` hands the child one more descriptor of the parent's, under the
  /// number the child is to know it by (`--output /dev/fd/3`, say), and then the
  /// descriptors in `closing` are closed in the child: the parent's ends of a
  /// pipe, say, so that the reader sees end-of-file when the child ends. A
  /// descriptor in `closing` that is also one the child was given (the pipe's
  /// end was 3, and 3 is what it passes on) stays open: it is the child's now. With
  /// `ownProcessGroup` the child leads a process group of its own, as a shell
  /// starts a job, and a signal sent to the parent's group does not reach it.
  /// With `ownSession` it leads a session of its own, and so a process group
  /// too: what it starts stays in its session even when it moves to a group of
  /// its own (Foundation's `Process` does), so `wait(for:timeLimit:endingGroup:)`
  /// can end all of it.
  public static func spawn(
    _ executable: String, arguments: [String], input: Input, output: Output, error: Output,
    closing: [Int32] = [], passing: [(parent: Int32, child: Int32)] = [],
    environment: [String: String] = ProcessInfo.processInfo.environment,
    ownProcessGroup: Bool = false, ownSession: Bool = false
  ) throws(LaunchError) -> pid_t {
    #if canImport(Darwin)
      var actions: posix_spawn_file_actions_t?
    #else
      var actions = posix_spawn_file_actions_t()
    #endif
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    let streams = [
      (STDIN_FILENO, input.fileAction), (STDOUT_FILENO, output.fileAction(forError: false)),
      (STDERR_FILENO, error.fileAction(forError: true)),
    ]
    for case (let descriptor, let action?) in streams {
      switch action {
      case .open(let path, let flags):
        posix_spawn_file_actions_addopen(&actions, descriptor, path, flags, 0o644)
      case .duplicate(let source):
        posix_spawn_file_actions_adddup2(&actions, source, descriptor)
      case .close:
        posix_spawn_file_actions_addclose(&actions, descriptor)
      }
    }
    for (parent, child) in passing {
      posix_spawn_file_actions_adddup2(&actions, parent, child)
    }
    let given = Set(streams.filter { $0.1 != nil }.map(\.0) + passing.map(\.child))
    for descriptor in closing where !given.contains(descriptor) {
      posix_spawn_file_actions_addclose(&actions, descriptor)
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
    var flags = POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF
    if ownSession {
      flags |= newSessionFlag
    } else if ownProcessGroup {
      posix_spawnattr_setpgroup(&attributes, 0)
      flags |= POSIX_SPAWN_SETPGROUP
    }
    posix_spawnattr_setflags(&attributes, Int16(flags))

    // The environment is built here rather than taken from `environ`, which
    // Darwin does not export to Swift.
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

  /// Waits for the child `pid` to end, or kills it once `timeLimit` has passed.
  /// With `endingGroup`, for a child started with `ownProcessGroup` or
  /// `ownSession`, the kill reaches its whole group, and so does a last kill
  /// once the child has ended, which for a session's leader reaches the whole
  /// session too: nothing it started outlives it, unless it started a session
  /// of its own on purpose.
  ///
  /// Waits on a thread of its own, so that this one can give up at the time
  /// limit. Not on a Dispatch queue: its pool keeps few threads, and when they
  /// are all blocked in `waitpid` the next wait can sit in the queue for a second.
  /// That thread only watches (`WNOWAIT`); this one reaps. Until it does, the
  /// child's number cannot go to another process, so the kill at the time limit
  /// can never reach a stranger.
  ///
  /// `beforeReaping` runs once the child has ended (and with `endingGroup`, its group and
  /// session with it), while its number still cannot go to another process.
  public static func wait(
    for pid: pid_t, timeLimit: Duration? = nil, endingGroup: Bool = false,
    beforeReaping: () -> Void = {}
  ) -> Termination {
    let ended = DispatchSemaphore(value: 0)
    Thread {
      var info = siginfo_t()
      while waitid(P_PID, id_t(pid), &info, WEXITED | WNOWAIT) == -1, errno == EINTR {}
      ended.signal()
    }.start()
    var timedOut = false
    if let timeLimit {
      let seconds =
        Double(timeLimit.components.seconds) + Double(timeLimit.components.attoseconds) / 1e18
      if ended.wait(timeout: .now() + seconds) == .timedOut {
        kill(endingGroup ? -pid : pid, SIGKILL)
        timedOut = true
        ended.wait()
      }
    } else {
      ended.wait()
    }
    // Until it is reaped, the child's number still names its group and its session: the kills
    // cannot go astray.
    if endingGroup {
      kill(-pid, SIGKILL)
      if getsid(pid) == pid { endSession(of: pid) }
    }
    beforeReaping()
    var status: Int32 = 0
    while waitpid(pid, &status, 0) == -1, errno == EINTR {}
    return timedOut ? .timedOut : termination(from: status)
  }

  /// Kills every process in the session `leader` leads. Twice over, as one of them may have
  /// started another while the first kills went out.
  static func endSession(of leader: pid_t) {
    for _ in 0..<2 {
      for member in processes(inSession: leader) where member != leader {
        kill(member, SIGKILL)
      }
    }
  }

  /// The processes of the session `session`.
  static func processes(inSession session: pid_t) -> [pid_t] {
    #if canImport(Darwin)
      var query: [Int32] = [CTL_KERN, KERN_PROC, KERN_PROC_SESSION, session]
      var size = 0
      guard sysctl(&query, 4, nil, &size, nil, 0) == 0 else { return [] }
      let stride = MemoryLayout<kinfo_proc>.stride
      var processes = [kinfo_proc](repeating: kinfo_proc(), count: size / stride + 8)
      size = processes.count * stride
      guard sysctl(&query, 4, &processes, &size, nil, 0) == 0 else { return [] }
      return processes.prefix(size / stride).map(\.kp_proc.p_pid)
    #else
      let names = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
      return names.compactMap { pid_t($0) }.filter { getsid($0) == session }
    #endif
  }

  /// Decodes a `waitpid` status; `WIFEXITED` and friends are C macros Swift cannot call.
  static func termination(from status: Int32) -> Termination {
    let signal = status & 0x7f
    return signal == 0 ? .exited((status >> 8) & 0xff) : .signalled(signal)
  }
}

/// `POSIX_SPAWN_SETSID`: Darwin exports it; glibc and musl define it as 0x80 only for C
/// callers who ask for GNU extensions, which Swift's Glibc module does not.
#if canImport(Darwin)
  private let newSessionFlag = Int32(POSIX_SPAWN_SETSID)
#else
  private let newSessionFlag: Int32 = 0x80
#endif

/// What one of the child's standard descriptors becomes before the program starts; none
/// for a descriptor left as the parent has it.
private enum FileAction {
  case open(String, flags: Int32)
  case duplicate(Int32)
  case close
}

extension ChildProcess.Input {
  fileprivate var fileAction: FileAction? {
    switch self {
    case .inherited: nil
    case .closed: .close
    case .nullDevice: .open("/dev/null", flags: O_RDONLY)
    case .file(let url): .open(url.path, flags: O_RDONLY)
    case .descriptor(let descriptor): .duplicate(descriptor)
    }
  }
}

extension ChildProcess.Output {
  fileprivate func fileAction(forError: Bool) -> FileAction? {
    switch self {
    case .inherited: nil
    case .closed: .close
    case .nullDevice: .open("/dev/null", flags: O_WRONLY)
    case .file(let url): .open(url.path, flags: O_WRONLY | O_CREAT | O_TRUNC)
    case .descriptor(let descriptor): .duplicate(descriptor)
    case .sameAsOutput: forError ? .duplicate(STDOUT_FILENO) : nil
    }
  }
}
