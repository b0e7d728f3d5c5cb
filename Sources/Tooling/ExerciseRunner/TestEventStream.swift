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
    /// What Swift Testing said, in order: the failed expectation, what a collection gained and
    /// lost, the test's comment.
    public let messages: [Message]
    /// Where: `File.swift:31`.
    public let location: String?
  }

  /// One thing Swift Testing said of an issue, and its kind (its `symbol`): `fail` for the
  /// expectation and the values it saw, `difference` for what a collection gained and lost
  /// ("inserted […], removed […]"), `details` for the test's own comment.
  public struct Message: Equatable, Sendable {
    public let kind: String
    public let text: String

    public init(kind: String, text: String) {
      self.kind = kind
      self.text = text
    }
  }

  /// The longest event line read, in bytes; a longer one (a test comparing megabytes of text)
  /// is skipped, so a chatty test cannot make the runner hold more than this.
  static let maximumLineBytes = 1 << 20
  /// The most a message keeps of what a test said.
  static let maximumMessageCharacters = 2_000
  /// The most messages an issue keeps.
  static let maximumMessages = 8

  /// The module the tests were compiled into, whose name each test id starts with.
  public let moduleName: String
  /// The test functions found.
  public private(set) var tests: [TestFunction] = []
  /// The first issue of each test that has one, in the order they happened; known issues
  /// are left out. A test that fails a million times keeps one.
  public private(set) var issues: [Issue] = []
  /// Whether the run reached its end (a crash stops it before).
  public private(set) var didFinish = false
  /// The tests that started and have not ended: after a crash, the one it happened in.
  public private(set) var unfinishedTestIDs: [String] = []
  /// The tests that ended, in the order they did.
  public private(set) var endedTestIDs: [String] = []
  /// The tests that started.
  public private(set) var startedTestIDs: Set<String> = []
  /// The order in which the exercise's hints take its tests (its `failing-tests.txt`), which
  /// is the order failures are shown in: the model's tests before the screen's, say.
  public var teachingOrder: [String] = []

  private var partialLine: [UInt8] = []
  private var partialLineIsTooLong = false

  /// An empty report, to be given the event stream's bytes as they come (`append`).
  public init(moduleName: String) { self.moduleName = moduleName }

  /// Reads a whole event stream.
  public init(eventStream: String, moduleName: String) {
    self.init(moduleName: moduleName)
    append(eventStream.utf8)
    append([UInt8(ascii: "\n")])
  }

  /// Takes the event stream's bytes as they were read; a line may be split across calls.
  public mutating func append(_ bytes: some Sequence<UInt8>) {
    Array(bytes).withUnsafeBytes { append($0) }
  }

  /// Takes the event stream's bytes as they were read, a line at a time.
  public mutating func append(_ bytes: UnsafeRawBufferPointer) {
    bytes.forEachLinePiece { piece, endsLine in
      let room = max(Self.maximumLineBytes - partialLine.count, 0)
      if piece.count > room { partialLineIsTooLong = true }
      partialLine.append(contentsOf: UnsafeRawBufferPointer(rebasing: piece.prefix(room)))
      guard endsLine else { return }
      if !partialLineIsTooLong { read(line: partialLine) }
      partialLine.removeAll(keepingCapacity: true)
      partialLineIsTooLong = false
    }
  }

  private mutating func read(line: [UInt8]) {
    guard let record = try? JSONDecoder().decode(Record.self, from: Data(line)) else { return }
    let payload = record.payload
    switch (record.kind, payload.kind) {
    case ("test", "function"):
      guard let id = payload.id else { return }
      tests.append(
        TestFunction(
          id: Self.shortID(id, moduleName: moduleName),
          displayName: TerminalSafe.text(payload.displayName ?? payload.name ?? id),
          fileID: payload.sourceLocation?.fileID ?? "", line: payload.sourceLocation?.line ?? 0))
    case ("event", "testStarted"):
      guard let testID = payload.testID else { return }
      let id = Self.shortID(testID, moduleName: moduleName)
      unfinishedTestIDs.append(id)
      startedTestIDs.insert(id)
    case ("event", "testEnded"):
      guard let testID = payload.testID else { return }
      let id = Self.shortID(testID, moduleName: moduleName)
      unfinishedTestIDs.removeAll { $0 == id }
      endedTestIDs.append(id)
    case ("event", "issueRecorded"):
      guard let testID = payload.testID, payload.issue?.isKnown != true else { return }
      let id = Self.shortID(testID, moduleName: moduleName)
      guard !issues.contains(where: { $0.testID == id }) else { return }
      let location = payload.issue?.sourceLocation.map {
        "\($0.fileID.split(separator: "/").last ?? ""):\($0.line)"
      }
      let messages = (payload.messages ?? []).prefix(Self.maximumMessages).map {
        Message(
          kind: $0.symbol ?? "",
          text: TerminalSafe.lines(String($0.text.prefix(Self.maximumMessageCharacters))))
      }
      issues.append(Issue(testID: id, messages: Array(messages), location: location))
    case ("event", "runEnded"):
      didFinish = true
    default:
      return
    }
  }

  /// The tests with at least one issue, in the order the exercise teaches them
  /// (`teachingOrder`), then any others in the order they are written.
  public var failingTests: [TestFunction] {
    let failing = Set(issues.map(\.testID))
    let rank = Dictionary(
      teachingOrder.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
    return tests.filter { failing.contains($0.id) }.sorted {
      (rank[$0.id] ?? Int.max, $0.fileID, $0.line) < (rank[$1.id] ?? Int.max, $1.fileID, $1.line)
    }
  }

  /// The tests that this run proves pass: each was found (the stream's record of it, written
  /// before the run starts), started and ended, with no issue. A test the stream only says
  /// ended proves nothing: code that writes into the stream can say that of any test.
  public var passedTestIDs: Set<String> {
    Set(endedTestIDs).intersection(startedTestIDs).intersection(tests.map(\.id))
      .subtracting(issues.map(\.testID))
  }

  /// The tests that started and never ended, in the order they started: the last is the one
  /// running when the program stopped (the runner runs one test at a time).
  public var unfinishedTests: [TestFunction] {
    unfinishedTestIDs.compactMap { id in tests.first { $0.id == id } }
  }

  /// The test that was running when the program stopped early, if a test was.
  public var runningTest: TestFunction? { unfinishedTests.last }

  /// The first issue of the first failing test, in the order of `failingTests`.
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
    let messages: [MessageRecord]?
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
  /// "details", "difference").
  private struct MessageRecord: Decodable {
    let symbol: String?
    let text: String
  }
}
