/// Where a learner stands on one exercise: the short form of an outcome,
/// which the progress list shows and the result cache keeps.
public enum ExerciseStatus: Equatable, Sendable, Codable {
  /// Every test passes.
  case passed
  /// `failed` of `total` tests fail.
  case failing(failed: Int, total: Int)
  /// The code does not compile.
  case notCompiling
  /// The tests crashed or did not finish in time.
  case broken
  /// The tests are not the committed ones: never a pass.
  case testsChanged
  /// The check could not count: the tests did not all report passing by name, or the learner's
  /// code brought tests of its own.
  case notCounted

  /// The status an outcome amounts to.
  public init(_ outcome: ExerciseOutcome) {
    switch outcome {
    case .passed: self = .passed
    case .failed(let report, _):
      self = .failing(failed: report.failingTests.count, total: report.tests.count)
    case .didNotCompile: self = .notCompiling
    case .crashed, .timedOut: self = .broken
    case .unproven, .importsTestFramework: self = .notCounted
    case .testsChanged: self = .testsChanged
    }
  }

  /// A few words for the progress list.
  var summary: String {
    switch self {
    case .passed: "done"
    case .failing(let failed, let total):
      "\(failed) of \(total) tests " + (failed == 1 ? "fails" : "fail")
    case .notCompiling: "does not compile"
    case .broken: "tests crash or hang"
    case .testsChanged: "its tests were changed"
    case .notCounted: "its check does not count"
    }
  }
}
