import Testing

@testable import ExerciseRunner

/// An event stream as Swift Testing 6.3 writes it (abridged: backtraces and instants left out).
private let stream = """
  {"kind":"test","payload":{"id":"Ex.BoxTests","kind":"suite","name":"BoxTests","sourceLocation":{"_filePath":"/k/BoxTests.swift","column":2,"fileID":"Ex/BoxTests.swift","line":3}},"version":0}
  {"kind":"test","payload":{"id":"Ex.BoxTests/later()/BoxTests.swift:20:4","isParameterized":false,"kind":"function","name":"later()","sourceLocation":{"_filePath":"/k/BoxTests.swift","column":4,"fileID":"Ex/BoxTests.swift","line":20}},"version":0}
  {"kind":"test","payload":{"id":"Ex.BoxTests/twoObservers()/BoxTests.swift:8:4","displayName":"two observers both hear","isParameterized":false,"kind":"function","name":"twoObservers()","sourceLocation":{"_filePath":"/k/BoxTests.swift","column":4,"fileID":"Ex/BoxTests.swift","line":8}},"version":0}
  {"kind":"test","payload":{"id":"Ex.passes()/Free.swift:2:2","isParameterized":false,"kind":"function","name":"passes()","sourceLocation":{"_filePath":"/k/Free.swift","column":2,"fileID":"Ex/Free.swift","line":2}},"version":0}
  {"kind":"event","payload":{"kind":"runStarted","messages":[{"symbol":"default","text":"Test run started."}]},"version":0}
  {"kind":"event","payload":{"issue":{"isKnown":false,"sourceLocation":{"_filePath":"/k/BoxTests.swift","column":5,"fileID":"Ex/BoxTests.swift","line":25}},"kind":"issueRecorded","messages":[{"symbol":"fail","text":"Expectation failed: later"}],"testID":"Ex.BoxTests/later()/BoxTests.swift:20:4"},"version":0}
  {"kind":"event","payload":{"issue":{"isKnown":false,"sourceLocation":{"_filePath":"/k/BoxTests.swift","column":5,"fileID":"Ex/BoxTests.swift","line":11}},"kind":"issueRecorded","messages":[{"symbol":"fail","text":"Expectation failed: (a → [1]) == [1, 2]"},{"symbol":"difference","text":"removed [2]"},{"symbol":"details","text":"the first one stopped hearing"}],"testID":"Ex.BoxTests/twoObservers()/BoxTests.swift:8:4"},"version":0}
  {"kind":"event","payload":{"issue":{"isKnown":true,"sourceLocation":{"_filePath":"/k/Free.swift","column":5,"fileID":"Ex/Free.swift","line":3}},"kind":"issueRecorded","messages":[{"symbol":"fail","text":"known"}],"testID":"Ex.passes()/Free.swift:2:2"},"version":0}
  not json at all
  {"kind":"event","payload":{"kind":"runEnded","messages":[]},"version":0}

  """

@Suite struct TestRunReportTests {
  private let report = TestRunReport(eventStream: stream, moduleName: "Ex")

  @Test func findsTheTestFunctionsButNotTheSuites() {
    #expect(report.tests.map(\.id) == ["BoxTests/later()", "BoxTests/twoObservers()", "passes()"])
  }

  @Test func aDisplayNameIsPreferredToTheFunctionName() {
    #expect(report.tests.map(\.displayName) == ["later()", "two observers both hear", "passes()"])
  }

  @Test func failingTestsAreInTheOrderTheyAreWrittenNotTheOrderTheyFailed() {
    #expect(report.failingTests.map(\.id) == ["BoxTests/twoObservers()", "BoxTests/later()"])
  }

  @Test func failuresFollowTheExercisesTeachingOrderWhenItHasOne() {
    var taught = report
    taught.teachingOrder = ["BoxTests/later()"]
    #expect(taught.failingTests.map(\.id) == ["BoxTests/later()", "BoxTests/twoObservers()"])
    #expect(taught.firstIssue?.test.id == "BoxTests/later()")
  }

  @Test func aStreamReadInPiecesReadsTheSame() {
    var pieces = TestRunReport(moduleName: "Ex")
    for byte in stream.utf8 { pieces.append([byte]) }
    #expect(pieces.tests == report.tests)
    #expect(pieces.issues == report.issues)
  }

  @Test func anEventLineTooLongToHoldIsSkippedAndTheRestRead() {
    var report = TestRunReport(moduleName: "Ex")
    report.append(Array(repeating: UInt8(ascii: "x"), count: TestRunReport.maximumLineBytes + 10))
    report.append(Array(("\n" + stream).utf8))
    #expect(report.tests.count == 3)
    #expect(report.didFinish)
  }

  @Test func aTestThatFailsOverAndOverKeepsOneIssue() {
    let issue = stream.split(separator: "\n").first {
      $0.contains("issueRecorded") && $0.contains("later()")
    }
    let repeated = stream + String(repeating: (issue ?? "") + "\n", count: 1000)
    let report = TestRunReport(eventStream: repeated, moduleName: "Ex")
    #expect(report.issues.count == 2)
  }

  /// Issue 35: the difference line (what a collection gained and lost) was dropped.
  @Test func theFirstIssueSaysWhatFailedWhereAndTheDifference() throws {
    let first = try #require(report.firstIssue)
    #expect(first.test.displayName == "two observers both hear")
    #expect(first.issue.location == "BoxTests.swift:11")
    #expect(
      first.issue.messages == [
        .init(kind: "fail", text: "Expectation failed: (a → [1]) == [1, 2]"),
        .init(kind: "difference", text: "removed [2]"),
        .init(kind: "details", text: "the first one stopped hearing"),
      ])
  }

  @Test func knownIssuesDoNotFailATest() {
    #expect(!report.failingTests.map(\.id).contains("passes()"))
  }

  /// Issue 46: a run that stopped early named the first unfinished test in the order they are
  /// written, which was often not the one running. The one running is the last one started.
  @Test func aRunCutShortNamesTheTestThatWasRunning() {
    let cutShort = TestRunReport(
      eventStream: stream.split(separator: "\n").prefix(4).joined(separator: "\n") + """

        {"kind":"event","payload":{"kind":"testStarted","testID":"Ex.BoxTests/later()/BoxTests.swift:20:4"},"version":0}
        {"kind":"event","payload":{"kind":"testEnded","testID":"Ex.BoxTests/later()/BoxTests.swift:20:4"},"version":0}
        {"kind":"event","payload":{"kind":"testStarted","testID":"Ex.BoxTests/twoObservers()/BoxTests.swift:8:4"},"version":0}
        {"kind":"event","payload":{"kind":"testStarted","testID":"Ex.passes()/Free.swift:2:2"},"version":0}

        """, moduleName: "Ex")
    #expect(!cutShort.didFinish)
    #expect(cutShort.runningTest?.id == "passes()", "the last one started, not the first written")
  }

  @Test func aRunThatReachedItsEndSaysSoAndOneCutShortDoesNot() {
    #expect(report.didFinish)
    let cutShort = stream.split(separator: "\n").dropLast().joined(separator: "\n")
    #expect(!TestRunReport(eventStream: cutShort, moduleName: "Ex").didFinish)
  }

  /// Issue 35: a report that says a test ended proves nothing unless the test was found (the
  /// stream's record of it, written before the run starts) and started too.
  @Test func aTestPassesOnlyWhenFoundStartedAndEndedWithoutAnIssue() {
    let record = """
      {"kind":"test","payload":{"id":"Ex.T/one()/T.swift:1:1","kind":"function","name":"one()","sourceLocation":{"fileID":"Ex/T.swift","line":1}},"version":0}
      """
    let started = """
      {"kind":"event","payload":{"kind":"testStarted","testID":"Ex.T/one()/T.swift:1:1"},"version":0}
      """
    let ended = """
      {"kind":"event","payload":{"kind":"testEnded","testID":"Ex.T/one()/T.swift:1:1"},"version":0}
      """
    let passes = { (lines: [String]) in
      TestRunReport(eventStream: lines.joined(separator: "\n"), moduleName: "Ex").passedTestIDs
    }
    #expect(passes([record, started, ended]) == ["T/one()"])
    #expect(passes([ended]).isEmpty, "only said to have ended")
    #expect(passes([started, ended]).isEmpty, "never found")
    #expect(passes([record, ended]).isEmpty, "never started")
  }

  @Test func idsLoseTheirModuleAndSourceLocation() {
    #expect(
      TestRunReport.shortID("Ex.Outer/Inner/test()/File.swift:4:4", moduleName: "Ex")
        == "Outer/Inner/test()")
    #expect(TestRunReport.shortID("Ex.free()/File.swift:1:1", moduleName: "Ex") == "free()")
  }
}
