import Foundation
import Observing

/// How much virtual time the `TestScheduler`s of this process have let pass: the mock
/// latency that tests and scripted runs simulated instead of waiting for.
///
/// `make bench` sets `KIT_SIMULATED_TIME_LOG` to a file, runs `make test`, and adds up the
/// lines every process appended at its exit, to show the suite's wall time beside the hours
/// of three-second loads its scenarios simulate. Without the variable nothing is written.
public enum SimulatedTimeLog {
  /// The environment variable naming the file a line is appended to at exit.
  public static let environmentVariable = "KIT_SIMULATED_TIME_LOG"

  private static let total = Locked(Duration.zero)
  private static let registered = Locked(false)

  /// The virtual time simulated so far in this process.
  public static var simulated: Duration { total.withLock { $0 } }

  /// Counts `duration` of virtual time; the first call arranges the line written at exit.
  static func add(_ duration: Duration) {
    guard duration > .zero else { return }
    total.withLock { $0 += duration }
    let isFirst = registered.withLock { registered in
      defer { registered = true }
      return !registered
    }
    if isFirst, ProcessInfo.processInfo.environment[environmentVariable] != nil {
      atexit { SimulatedTimeLog.appendToLog() }
    }
  }

  /// Appends "SECONDS\n" to the log file. `O_APPEND` keeps lines whole when several
  /// processes write at once.
  private static func appendToLog() {
    guard let path = ProcessInfo.processInfo.environment[environmentVariable] else { return }
    let descriptor = open(path, O_WRONLY | O_APPEND | O_CREAT, 0o644)
    guard descriptor >= 0 else { return }
    defer { close(descriptor) }
    let seconds =
      Double(simulated.components.seconds)
      + Double(simulated.components.attoseconds) / 1e18
    let line = Array("\(seconds)\n".utf8)
    _ = line.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
  }
}
