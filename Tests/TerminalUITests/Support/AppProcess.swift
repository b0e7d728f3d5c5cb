import Dispatch
import Foundation
import Spawning

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
final class AppProcess {
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
  /// `environment` adds to or changes the test's own variables.
  init(
    _ executable: String, _ arguments: [String] = [], descriptors: [Int32: Int32],
    environment changes: [String: String] = [:]
  ) throws {
    let path = Self.productsDirectory.appendingPathComponent(executable).path
    guard FileManager.default.isExecutableFile(atPath: path) else {
      throw MissingExecutable(path: path)
    }
    // A signal whose default action dumps core (SIGQUIT, SIGSEGV) must not leave core files.
    var noCore = rlimit(rlim_cur: 0, rlim_max: 0)
    var current = rlimit()
    getrlimit(resourceCore, &current)
    noCore.rlim_max = current.rlim_max
    setrlimit(resourceCore, &noCore)

    func output(_ child: Int32) -> ChildProcess.Output {
      descriptors[child].map { .descriptor($0) } ?? .closed
    }
    // A terminal that draws screens, whatever the one running the tests is (CI may say `dumb`).
    var environment = ProcessInfo.processInfo.environment
    environment["TERM"] = "xterm-256color"
    environment.merge(changes) { _, changed in changed }
    pid = try ChildProcess.spawn(
      path, arguments: arguments,
      input: descriptors[STDIN_FILENO].map { .descriptor($0) } ?? .closed,
      output: output(STDOUT_FILENO), error: output(STDERR_FILENO), environment: environment,
      ownProcessGroup: true)
  }

  /// Starts `executable` with the terminal `terminal` (a pseudo-terminal's secondary end) as
  /// its standard input, output and error, as a shell starts it.
  convenience init(
    _ executable: String, _ arguments: [String] = [], terminal: Int32,
    environment changes: [String: String] = [:]
  ) throws {
    try self.init(
      executable, arguments,
      descriptors: [STDIN_FILENO: terminal, STDOUT_FILENO: terminal, STDERR_FILENO: terminal],
      environment: changes)
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

  struct MissingExecutable: Error, CustomStringConvertible {
    let path: String
    var description: String { "no executable at \(path): build the package first" }
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
