import Spawning

/// What happened when an exercise's code was compiled and its tests run.
public enum ExerciseOutcome: Equatable, Sendable {
  /// Every test passes. `warnings` is whatever the compiler said, usually nothing.
  case passed(TestRunReport, warnings: String)
  /// The code compiles and the tests ran, and some failed.
  case failed(TestRunReport, warnings: String)
  /// The code does not compile: the compiler's words, its first lines, made safe to show.
  case didNotCompile(String)
  /// The tests stopped before the end: a trap, a crash. `output` is the last lines they
  /// printed before the runtime's stack trace, made safe to show.
  case crashed(ChildProcess.Termination, TestRunReport, output: String)
  /// The tests ended as if all had passed, but not every committed test was found, started and
  /// reported passed (`missing` were not), or the program ran tests that are not the kit's
  /// (`foreign`, `Suite/test()`). Code that ends the test program early, writes to its event
  /// stream or brings tests of its own proves nothing.
  case unproven(TestRunReport, missing: [String], foreign: [String])
  /// The learner's own module imports a test framework (`module`, Swift Testing or XCTest),
  /// in `files` as far as their text says: the learner's files are the app's code, and the
  /// only tests that judge them are the kit's. Not compiled further, never run.
  case importsTestFramework(module: String, files: [String])
  /// Compiling or testing ran out of time, probably an endless loop.
  case timedOut(Phase, limit: Duration)
  /// The exercise's tests are not the committed ones, so they were not run: a check against
  /// edited tests would prove nothing.
  case testsChanged(FileChanges)

  /// The two steps of a check.
  public enum Phase: String, Sendable {
    /// Compiling.
    case compiling
    /// Running the tests.
    case testing
  }

  /// Whether the exercise is done.
  public var isPassed: Bool {
    if case .passed = self { true } else { false }
  }

  /// The test report, when the tests ran.
  public var report: TestRunReport? {
    switch self {
    case .passed(let report, _), .failed(let report, _), .crashed(_, let report, _),
      .unproven(let report, _, _):
      report
    case .didNotCompile, .timedOut, .testsChanged, .importsTestFramework: nil
    }
  }
}
