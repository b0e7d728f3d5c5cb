import Foundation
import Spawning

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// One finished run of an executable: how long it took, its peak memory, what it printed.
struct ProcessRun {
  var wallTime: Duration
  /// The largest resident set the process reached, in bytes.
  var peakMemory: Int
  /// When the first line of output arrived, from the start.
  var firstLine: Duration?
  var exitStatus: Int32

  /// Runs `path` with `arguments` and `environment` additions, standard input from
  /// /dev/null, output read and thrown away, and waits for it with `wait4` to learn its peak
  /// memory.
  static func run(
    _ path: String, _ arguments: [String], environment: [String: String] = [:]
  ) throws -> ProcessRun {
    var ends: [Int32] = [-1, -1]
    guard pipe(&ends) == 0 else { throw BenchError("pipe failed") }
    var variables = ProcessInfo.processInfo.environment
    variables.merge(environment) { $1 }

    let start = ContinuousClock.now
    let pid: pid_t
    do {
      pid = try ChildProcess.spawn(
        path, arguments: arguments, input: .nullDevice, output: .descriptor(ends[1]),
        error: .nullDevice, closing: ends, environment: variables)
    } catch {
      close(ends[0])
      close(ends[1])
      throw BenchError(error.description)
    }
    close(ends[1])
    let sampler = PeakMemorySampler(pid: pid)
    var firstLine: Duration?
    var buffer = [UInt8](repeating: 0, count: 1 << 16)
    while case let count = read(ends[0], &buffer, buffer.count), count > 0 {
      if firstLine == nil, buffer[..<count].contains(UInt8(ascii: "\n")) {
        firstLine = ContinuousClock.now - start
      }
    }
    close(ends[0])
    var status: Int32 = 0
    var usage = rusage()
    while wait4(pid, &status, 0, &usage) < 0, errno == EINTR {}
    let wallTime = ContinuousClock.now - start
    #if canImport(Darwin)
      let peak = Int(usage.ru_maxrss)  // Bytes on Darwin.
    #else
      let peak = sampler.stop()
    #endif
    return ProcessRun(
      wallTime: wallTime, peakMemory: peak, firstLine: firstLine, exitStatus: status)
  }
}

struct BenchError: Error, CustomStringConvertible {
  let description: String
  init(_ description: String) { self.description = description }
}

/// The median of `values`.
func median<T: Comparable>(_ values: [T]) -> T {
  values.sorted()[values.count / 2]
}

/// The peak resident memory of a running child, read from Linux's /proc every millisecond or
/// so until it ends.
///
/// Not `wait4`'s `ru_maxrss`: on Linux, `posix_spawn` runs the child in the parent's memory
/// until `exec`, and the kernel counts that memory as the child's high-water mark too, so a
/// small app started by a large benchmark would seem as large as the benchmark. `VmHWM` in
/// /proc/PID/status is the high-water mark of the child's own memory after `exec`; it only
/// grows, so the last reading before the child ends is its peak, give or take the last
/// millisecond.
final class PeakMemorySampler: @unchecked Sendable {
  private let lock = NSLock()
  private var peak = 0
  private var isDone = false
  private let finished = DispatchSemaphore(value: 0)

  init(pid: pid_t) {
    #if os(Linux)
      Thread { [self] in
        let path = "/proc/\(pid)/status"
        while !lock.withLock({ isDone }) {
          if let kilobytes = Self.highWaterMark(path) {
            lock.withLock { peak = max(peak, kilobytes * 1024) }
          }
          usleep(1_000)
        }
        finished.signal()
      }.start()
    #else
      finished.signal()
    #endif
  }

  /// Stops sampling and returns the peak in bytes.
  func stop() -> Int {
    lock.withLock { isDone = true }
    finished.wait()
    return lock.withLock { peak }
  }

  private static func highWaterMark(_ path: String) -> Int? {
    guard let status = try? String(contentsOfFile: path, encoding: .utf8),
      let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") })
    else { return nil }
    return Int(line.split(separator: " ", omittingEmptySubsequences: true).dropFirst().first ?? "")
  }
}
