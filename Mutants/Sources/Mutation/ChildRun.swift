import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// A program the runner starts — the compiler, the linker, a mutant's tests — run to its end
/// or to a time limit the runner keeps itself (macOS has no `timeout`), its output in a file.
///
/// A mutant can hang (a loop whose condition was negated): at the limit the child is killed,
/// and the mutant counts as timed out. On Ctrl-C every running child is killed first (see
/// `Interruption`).
public enum ChildRun {
  public enum Ending: Equatable, Sendable {
    case exited(Int32)
    case signalled(Int32)
    case timedOut
  }

  /// Runs `executable` with `arguments` in `directory`, its standard output and error into the
  /// file at `output`, with `environment` added to the runner's, and says how it ended.
  public static func run(
    _ executable: String, _ arguments: [String], in directory: String, output: String,
    environment: [String: String] = [:], timeLimit: Duration
  ) throws -> Ending {
    _ = FileManager.default.createFile(atPath: output, contents: nil)
    guard let log = FileHandle(forWritingAtPath: output) else {
      throw MutationError("cannot write \(output)")
    }
    defer { try? log.close() }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = arguments
    process.currentDirectoryURL = URL(fileURLWithPath: directory)
    process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
    process.standardInput = FileHandle.nullDevice
    process.standardOutput = log
    process.standardError = log
    let ended = DispatchSemaphore(value: 0)
    process.terminationHandler = { _ in ended.signal() }
    try Interruption.running.start(process)
    defer { Interruption.running.remove(process) }
    let seconds = Double(timeLimit.components.seconds)
    if ended.wait(timeout: .now() + seconds) == .timedOut {
      Interruption.killGroup(of: process.processIdentifier)
      ended.wait()
      return .timedOut
    }
    switch process.terminationReason {
    case .exit: return .exited(process.terminationStatus)
    case .uncaughtSignal: return .signalled(process.terminationStatus)
    @unknown default: return .exited(process.terminationStatus)
    }
  }
}

/// Ctrl-C, a closed terminal or `kill` while mutants run: every child is killed, the work folder
/// goes, and the runner ends with a line saying nothing was left behind. No mutant is ever
/// written into the kit's own files (each is compiled from a copy under `.build/mutants`), so
/// there is nothing to put back.
public enum Interruption {
  /// The children running now.
  public static let running = RunningChildren()

  /// Installs the handlers: `cleanUp` runs once, after the children are killed.
  public static func install(cleanUp: @escaping @Sendable () -> Void) {
    for number in [SIGINT, SIGTERM, SIGHUP] {
      signal(number, SIG_IGN)
      let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
      source.setEventHandler {
        running.stopAll()
        cleanUp()
        FileHandle.standardError.write(
          Data("\nmutants: stopped; no mutant was ever in the kit's files, so none is left\n".utf8))
        exit(128 + number)
      }
      source.resume()
      sources.withLock { $0.append(source) }
    }
  }

  private static let sources = Guarded<[any DispatchSourceSignal]>([])

  /// Kills a child and the process group it leads, if it leads one.
  static func killGroup(of pid: Int32) {
    _ = kill(-pid, SIGKILL)
    _ = kill(pid, SIGKILL)
  }
}

/// The children running now, for Ctrl-C to kill.
public final class RunningChildren: Sendable {
  private let children = Guarded<(pids: Set<Int32>, stopped: Bool)>(([], false))

  func start(_ process: Process) throws {
    try children.withLock { children in
      guard !children.stopped else { throw MutationError("stopped") }
      try process.run()
      children.pids.insert(process.processIdentifier)
    }
  }

  func remove(_ process: Process) {
    _ = children.withLock { $0.pids.remove(process.processIdentifier) }
  }

  func stopAll() {
    let pids = children.withLock { children in
      children.stopped = true
      return children.pids
    }
    for pid in pids { Interruption.killGroup(of: pid) }
  }
}

/// A value behind a lock.
public final class Guarded<Value>: @unchecked Sendable {
  private var value: Value
  private let lock = NSLock()

  public init(_ value: Value) { self.value = value }

  public func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
    lock.lock()
    defer { lock.unlock() }
    return try body(&value)
  }
}

/// What stops a run, in words for the terminal.
public struct MutationError: Error, CustomStringConvertible {
  public let description: String
  public init(_ description: String) { self.description = description }
}
