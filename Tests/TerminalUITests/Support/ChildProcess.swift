import Dispatch
import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// One of the kit's executables, started on descriptors the test chooses, in a process group
/// of its own, with every signal at its default action and none blocked — as a shell starts a
/// job — so that what the test sends is what the app gets.
///
/// The executables are found beside the test bundle: `swift test` builds every product of the
/// package before it runs any test, so they are there and up to date.
final class ChildProcess {
  let pid: pid_t

  /// Where the package's built products are.
  static let productsDirectory: URL = {
    #if canImport(Darwin)
      for bundle in Bundle.allBundles where bundle.bundlePath.hasSuffix(".xctest") {
        return bundle.bundleURL.deletingLastPathComponent()
      }
    #endif
    return URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
  }()

  /// Starts `executable` (a product name such as "mvc") with `arguments`. `descriptors` maps
  /// the child's standard descriptors to the test's; a missing one is closed in the child.
  init(
    _ executable: String, _ arguments: [String] = [], descriptors: [Int32: Int32]
  ) throws {
    let path = Self.productsDirectory.appendingPathComponent(executable).path
    guard FileManager.default.isExecutableFile(atPath: path) else {
      throw SpawnError(message: "no executable at \(path): build the package first")
    }
    // A signal whose default action dumps core (SIGQUIT, SIGSEGV) must not leave core files.
    var noCore = rlimit(rlim_cur: 0, rlim_max: 0)
    var current = rlimit()
    getrlimit(resourceCore, &current)
    noCore.rlim_max = current.rlim_max
    setrlimit(resourceCore, &noCore)

    #if canImport(Darwin)
      var actions: posix_spawn_file_actions_t?
      var attributes: posix_spawnattr_t?
    #else
      var actions = posix_spawn_file_actions_t()
      var attributes = posix_spawnattr_t()
    #endif
    posix_spawn_file_actions_init(&actions)
    posix_spawnattr_init(&attributes)
    defer {
      posix_spawn_file_actions_destroy(&actions)
      posix_spawnattr_destroy(&attributes)
    }
    for child in [STDIN_FILENO, STDOUT_FILENO, STDERR_FILENO] {
      if let parent = descriptors[child] {
        posix_spawn_file_actions_adddup2(&actions, parent, child)
      } else {
        posix_spawn_file_actions_addclose(&actions, child)
      }
    }
    var allSignals = sigset_t()
    var noSignals = sigset_t()
    sigfillset(&allSignals)
    sigemptyset(&noSignals)
    posix_spawnattr_setsigdefault(&attributes, &allSignals)
    posix_spawnattr_setsigmask(&attributes, &noSignals)
    posix_spawnattr_setpgroup(&attributes, 0)
    posix_spawnattr_setflags(
      &attributes,
      Int16(POSIX_SPAWN_SETPGROUP | POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK))

    let argv = ([path] + arguments).map { strdup($0) } + [nil]
    // Built here rather than taken from `environ`, which Darwin does not export to Swift.
    let variables = ProcessInfo.processInfo.environment.map { strdup("\($0)=\($1)") } + [nil]
    defer { for pointer in argv + variables { free(pointer) } }
    var pid: pid_t = 0
    let result = posix_spawn(&pid, path, &actions, &attributes, argv, variables)
    guard result == 0 else { throw SpawnError(message: "posix_spawn \(path): \(result)") }
    self.pid = pid
  }

  /// Sends `signal` to the child.
  func send(_ signal: Int32) {
    kill(pid, signal)
  }

  /// The child's next change of state — it ended, or (with `includingStops`) it stopped — or
  /// `nil` if none came within `seconds`, when the child is killed so that the test ends. The
  /// time limit only bounds a failure; a passing test never waits for it.
  func waitForStatus(includingStops: Bool = false, seconds: Int = 20) -> ProcessStatus? {
    let waiter = StatusWaiter(pid: pid, options: includingStops ? WUNTRACED : 0)
    waiter.start()
    guard waiter.done.wait(timeout: .now() + .seconds(seconds)) == .success else {
      kill(pid, SIGKILL)
      _ = waiter.done.wait(timeout: .now() + .seconds(seconds))
      return nil
    }
    return waiter.status
  }

  struct SpawnError: Error, CustomStringConvertible {
    let message: String
    var description: String { message }
  }
}

/// A `waitpid` on a thread of its own, so the test can bound how long it waits.
private final class StatusWaiter: @unchecked Sendable {
  let pid: pid_t
  let options: Int32
  let done = DispatchSemaphore(value: 0)
  /// Written by the waiting thread before `done` is signalled, read after.
  var status: ProcessStatus?

  init(pid: pid_t, options: Int32) {
    self.pid = pid
    self.options = options
  }

  func start() {
    Thread {
      var raw: Int32 = 0
      var result: pid_t
      repeat { result = waitpid(self.pid, &raw, self.options) } while result < 0 && errno == EINTR
      if result == self.pid { self.status = ProcessStatus(raw) }
      self.done.signal()
    }.start()
  }
}

/// What `waitpid` said about a child, decoded (the C macros are not imported into Swift).
enum ProcessStatus: Equatable, CustomStringConvertible {
  case exited(Int32)
  case killed(by: Int32)
  case stopped(by: Int32)

  init(_ raw: Int32) {
    let low = raw & 0x7F
    if low == 0 {
      self = .exited((raw >> 8) & 0xFF)
    } else if low == 0x7F {
      self = .stopped(by: (raw >> 8) & 0xFF)
    } else {
      self = .killed(by: low)
    }
  }

  var description: String {
    switch self {
    case .exited(let code): "exited with \(code)"
    case .killed(let signal): "killed by signal \(signal)"
    case .stopped(let signal): "stopped by signal \(signal)"
    }
  }
}

#if canImport(Glibc)
  private let resourceCore = __rlimit_resource_t(RLIMIT_CORE.rawValue)
#else
  private let resourceCore = RLIMIT_CORE
#endif
