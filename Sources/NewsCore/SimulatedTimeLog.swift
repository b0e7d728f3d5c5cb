import Foundation
import Observing

/// How much virtual time the `ManualScheduler`s of this process have let pass: the mock
/// latency that tests and scripted runs simulated instead of waiting for.
///
/// `make bench` sets `KIT_SIMULATED_TIME_LOG` to a file, runs `make test`, and adds up the
/// lines every process appended at its exit, to show the suite's wall time beside the hours
/// of three-second loads its scenarios simulate. Without the variable nothing is written.
public enum SimulatedTimeLog {
  /// The environment variable naming the file a line is appended to at exit.
  public static let environmentVariable = "KIT_SIMULATED_TIME_LOG"

  /// The file, when `make bench` asked for one; otherwise nothing is counted at all.
  private static let logPath = ProcessInfo.processInfo.environment[environmentVariable]
  private static let total = Locked(Duration.zero)
  /// Arranges, once, the line written at exit.
  private static let appendsAtExit: Void = { atexit { SimulatedTimeLog.appendToLog() } }()

  /// Counts `duration` of virtual time, when a log was asked for.
  static func add(_ duration: Duration) {
    guard logPath != nil, duration > .zero else { return }
    _ = appendsAtExit
    total.withLock { $0 += duration }
  }

  /// Appends "SECONDS\n" to the log file. `O_APPEND` keeps lines whole when several
  /// processes write at once.
  private static func appendToLog() {
    guard let logPath else { return }
    let descriptor = open(logPath, O_WRONLY | O_APPEND | O_CREAT, 0o644)
    guard descriptor >= 0 else { return }
    defer { close(descriptor) }
    let seconds = total.withLock { $0 } / .seconds(1)
    let line = Array("\(seconds)\n".utf8)
    _ = line.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
  }
}
