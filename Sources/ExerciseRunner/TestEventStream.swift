import Foundation

/// What one run of an exercise's tests reported, read from Swift Testing's
/// event stream (`--event-stream-output-path FILE --event-stream-version 0`):
/// one JSON object per line, first a record for every test found, then an
/// event for everything that happened.
///
/// Only the fields the runner uses are decoded; anything else a newer Swift
/// Testing adds is ignored, and a line that is not understood is skipped.
public struct TestRunReport: Equatable, Sendable {
  /// A test function, in the order the tests are written.
  public struct TestFunction: Equatable, Sendable {
    /// `Suite/test()` — the id without module or source location, as `failing-tests.txt` lists it.
    public let id: String
    /// The name to show: the test's display name if it has one, else its function name.
    public let displayName: String
    /// The file the test is written in, as `Module/File.swift`.
    public let fileID: String
    /// The line it starts on.
    public let line: Int
  }

  /// One thing a test got wrong.
  public struct Issue: Equatable, Sendable {
    /// The test it belongs to, as `TestFunction.id`.
    public let testID: String
    /// What Swift Testing said, line by line: the failed expectation, then any comment.
    public let messages: [String]
    /// Where: `File.swift:31`.
    public let location: String?
  }

  /// The test functions found.
  public private(set) var tests: [TestFunction] = []
  /// The issues recorded, in the order they happened; known issues are left out.
  public private(set) var issues: [Issue] = []
  /// Whether the run reached its end (a crash stops it before).
  public private(set) var didFinish = false

  /// Reads an event stream.
  public init(eventStream: String, moduleName: String) {
    let decoder = JSONDecoder()
    for line in eventStream.split(separator: "\n") {
      guard let record = try? decoder.decode(Record.self, from: Data(line.utf8)) else { continue }
      let payload = record.payload
      switch (record.kind, payload.kind) {
      case ("test", "function"):
        guard let id = payload.id else { continue }
        tests.append(
          TestFunction(
            id: Self.shortID(id, moduleName: moduleName),
            displayName: payload.displayName ?? payload.name ?? id,
            fileID: payload.sourceLocation?.fileID ?? "", line: payload.sourceLocation?.line ?? 0))
      case ("event", "issueRecorded"):
        guard let testID = payload.testID, payload.issue?.isKnown != true else { continue }
        let location = payload.issue?.sourceLocation.map {
          "\($0.fileID.split(separator: "/").last ?? ""):\($0.line)"
        }
        issues.append(
          Issue(
            testID: Self.shortID(testID, moduleName: moduleName),
            messages: (payload.messages ?? []).filter { $0.symbol != "difference" }.map(\.text),
            location: location))
      case ("event", "runEnded"):
        didFinish = true
      default:
        continue
      }
    }
  }

  /// The tests with at least one issue, in the order they are written.
  public var failingTests: [TestFunction] {
    let failing = Set(issues.map(\.testID))
    return tests.filter { failing.contains($0.id) }.sorted {
      ($0.fileID, $0.line) < ($1.fileID, $1.line)
    }
  }

  /// The first issue of the first failing test in the order the tests are written.
  public var firstIssue: (test: TestFunction, issue: Issue)? {
    guard let test = failingTests.first, let issue = issues.first(where: { $0.testID == test.id })
    else { return nil }
    return (test, issue)
  }

  /// `Module.Suite/test()/File.swift:4:4` → `Suite/test()`: the id without
  /// what changes when the module is renamed or a line is added above the test.
  static func shortID(_ id: String, moduleName: String) -> String {
    var parts = id.split(separator: "/").map(String.init)
    if let last = parts.last, last.contains(".swift:") { parts.removeLast() }
    if let first = parts.first, first.hasPrefix(moduleName + ".") {
      parts[0] = String(first.dropFirst(moduleName.count + 1))
    }
    return parts.joined(separator: "/")
  }

  private struct Record: Decodable {
    let kind: String
    let payload: Payload
  }

  private struct Payload: Decodable {
    let kind: String?
    let id: String?
    let name: String?
    let displayName: String?
    let sourceLocation: SourceLocation?
    let testID: String?
    let issue: IssuePayload?
    let messages: [Message]?
  }

  private struct IssuePayload: Decodable {
    let isKnown: Bool?
    let sourceLocation: SourceLocation?
  }

  private struct SourceLocation: Decodable {
    let fileID: String
    let line: Int
  }

  /// One line of what Swift Testing says; `symbol` is its kind ("fail",
  /// "details", "difference"). A difference repeats the expectation in a form
  /// that confuses more than it helps here, so it is left out.
  private struct Message: Decodable {
    let symbol: String?
    let text: String
  }
}
