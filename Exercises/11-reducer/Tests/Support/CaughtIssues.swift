import Observing
import Testing

/// The issues your test records while it runs against a reducer known to be broken. There, each
/// one is your test doing its job, so they are counted here rather than reported: a passing run
/// stays quiet, and only a broken reducer that got through is reported, by name.
///
/// (`withKnownIssue` would count them too, but prints each one it expected as an "Expectation
/// failed", and a passing run would read as a page of failures.)
final class CaughtIssues: Sendable {
  /// Where the issues recorded now go, while `expectCaught` runs your test; `nil` elsewhere.
  @TaskLocal static var current: CaughtIssues?

  private let issues = Locked<[Issue]>([])
  private let storeReports = Locked(0)

  /// The issues caught so far.
  var all: [Issue] { issues.withLock { $0 } }

  /// How many of them a `TestStore` reported: a change, an action or an effect your test did
  /// not write down.
  var reportedByATestStore: Int { storeReports.withLock { $0 } }

  fileprivate func add(_ issue: Issue) {
    issues.withLock { $0.append(issue) }
  }

  /// A test store is about to report an issue.
  func noteTestStoreReport() {
    storeReports.withLock { $0 += 1 }
  }
}

extension Trait where Self == IssueHandlingTrait {
  /// For the tests that run your test against broken reducers: an issue recorded inside
  /// `expectCaught` is caught there; every other issue is reported as usual.
  static var catchesIssuesOfYourTest: Self {
    .filterIssues { issue in
      guard let caught = CaughtIssues.current else { return true }
      caught.add(issue)
      return false
    }
  }
}

/// Runs `yourTest` against a broken reducer, where it must record an issue, and fails with
/// `brokenBecause` when it recorded none.
@MainActor
func expectCaught(
  _ brokenBecause: Comment, sourceLocation: SourceLocation = #_sourceLocation,
  _ yourTest: () -> Void
) {
  if caughtIssues(of: yourTest).all.isEmpty {
    Issue.record(brokenBecause, sourceLocation: sourceLocation)
  }
}

/// Runs `yourTest` against a broken reducer, and returns the issues it recorded.
@MainActor
func caughtIssues(of yourTest: () -> Void) -> CaughtIssues {
  let caught = CaughtIssues()
  CaughtIssues.$current.withValue(caught) { yourTest() }
  return caught
}
