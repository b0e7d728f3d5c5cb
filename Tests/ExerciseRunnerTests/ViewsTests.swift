import Foundation
import TerminalUI
import Testing
import TextDiff

@testable import ExerciseRunner

@Suite struct ProgressViewTests {
  @Test func theBarHasOneBlockPerExerciseFilledForEachPass() {
    #expect(ProgressList.bar(passed: 3, total: 8) == "3/8 ███░░░░░")
    #expect(ProgressList.bar(passed: 0, total: 7) == "0/7 ░░░░░░░")
  }

  @Test func theListMarksPassesAndTheCurrentExercise() throws {
    let exercises = ["01-one", "02-two", "03-three"].compactMap {
      Exercise(folder: URL(fileURLWithPath: "/kit/Exercises/\($0)"))
    }
    let rows = [
      ProgressList.Row(exercise: exercises[0], title: "First", status: .passed),
      ProgressList.Row(
        exercise: exercises[1], title: "Second", status: .failing(failed: 2, total: 5)),
      ProgressList.Row(exercise: exercises[2], title: "Third", status: .notCompiling),
    ]
    let text = ProgressList.render(rows, current: exercises[1], style: Paint(enabled: false))
    #expect(
      text == """
        Exercises  1/3 █░░

          ✓ 01 one    First
          ▸ 02 two    Second  (2 of 5 tests fail)
            03 three  Third

        """)
  }

  /// Issue 35: `make exercises` wrapped five titles mid-word at 80 columns.
  @Test func onATerminalEachRowIsOneLineAndTheCurrentOnesStatusShows() throws {
    let exercises = ["01-one", "02-two"].compactMap {
      Exercise(folder: URL(fileURLWithPath: "/kit/Exercises/\($0)"))
    }
    let long = "A title much too long for one line of the list, which goes on and on"
    let rows = [
      ProgressList.Row(exercise: exercises[0], title: long, status: .notCompiling),
      ProgressList.Row(exercise: exercises[1], title: long, status: .notCompiling),
    ]
    let lines = ProgressList.render(
      rows, current: exercises[0], style: Paint(enabled: false), width: 50
    ).split(separator: "\n")
    #expect(lines.count == 3)
    #expect(lines.allSatisfy { FittedScreen.cells(of: $0) <= 50 })
    #expect(lines[1].hasSuffix("…  (does not compile)"))
    #expect(lines[2].hasSuffix("…"))
  }
}

@Suite struct OutcomeViewTests {
  private let exercise = Exercise(folder: URL(fileURLWithPath: "/kit/Exercises/01-box"))!

  @Test func aFailureShowsTheFirstTestsNamePlaceAndMessage() {
    let stream = """
      {"kind":"test","payload":{"id":"M.S/a()/T.swift:3:1","kind":"function","name":"a()","displayName":"two observers both hear","sourceLocation":{"fileID":"M/T.swift","line":3}}}
      {"kind":"test","payload":{"id":"M.S/b()/T.swift:9:1","kind":"function","name":"b()","sourceLocation":{"fileID":"M/T.swift","line":9}}}
      {"kind":"event","payload":{"kind":"issueRecorded","issue":{"isKnown":false,"sourceLocation":{"fileID":"M/T.swift","line":5}},"messages":[{"symbol":"fail","text":"Expectation failed: (a → [1]) == [1, 2]"},{"symbol":"details","text":"each observer must hear every change"}],"testID":"M.S/a()/T.swift:3:1"}}
      {"kind":"event","payload":{"kind":"runEnded"}}
      """
    let outcome = ExerciseOutcome.failed(
      TestRunReport(eventStream: stream, moduleName: "M"), warnings: "")
    #expect(
      OutcomeView.render(outcome, of: exercise, style: Paint(enabled: false)) == """
        ✗ 01 box: look at “two observers both hear” (T.swift:5) first; 1 of 2 tests fails.

          each observer must hear every change
          Expectation failed: (a → [1]) == [1, 2]

        """)
  }

  /// Issue 35: 06's first failure was a wall of `Swift.Result<Swift.Array<Exercise06Presenter
  /// .Episode>…` broken mid-identifier, its comment pushed off the screen and Swift Testing's
  /// removed/inserted line dropped. Now the comment comes first, the types read as a person
  /// writes them, and the expectation and each half of the difference are kept to a few lines.
  @Test func aLongFailureFitsItsCommentItsExpectationAndItsDifference() {
    let exercise = Exercise(folder: URL(fileURLWithPath: "/kit/Exercises/06-presenter"))!
    let episode =
      "Exercise06Presenter.Episode(id: \"harbour\", title: \"The harbour at night\", minutes: 42)"
    let value =
      "[Swift.Result<Swift.Array<Exercise06Presenter.Episode>, "
      + "Exercise06Presenter.EpisodeLoadError>.success([\(episode), \(episode)])]"
    let issue = TestRunReport.Issue(
      testID: "S/a()",
      messages: [
        .init(
          kind: "fail", text: "Expectation failed: (answers → \(value)) == (expected → \(value))"),
        .init(kind: "difference", text: "inserted \(value), removed \(value)"),
        .init(kind: "details", text: "newest first is a rule of the podcast"),
      ], location: "T.swift:18")
    let lines = OutcomeView.describe(issue, of: exercise, style: Paint(enabled: false), width: 80)
      .split(separator: "\n", omittingEmptySubsequences: false).dropLast()
    #expect(lines.first == "  newest first is a rule of the podcast")
    #expect(lines.allSatisfy { FittedScreen.cells(of: $0) <= 80 })
    #expect(lines.count == 1 + OutcomeView.expectationLines + 2 * OutcomeView.differenceLines)
    #expect(lines[1].hasPrefix("  Expectation failed: (answers → [Result<[Episode],"))
    #expect(lines.contains { $0.hasPrefix("  ± inserted [Result<[Episode]") })
    #expect(lines.contains { $0.hasPrefix("  ± removed [Result<[Episode]") })
    #expect(!lines.joined().contains("Exercise06Presenter."))
  }

  @Test func compilerErrorsAreShownAsTheCompilerWroteThemTheFirstOneFirst() {
    let diagnostics = "Exercises/01-box/Box.swift:3:9: error: expected initial value after '='\n"
    let text = OutcomeView.render(
      .didNotCompile(diagnostics), of: exercise, style: Paint(enabled: false))
    #expect(
      text.hasPrefix(
        "✗ 01 box does not compile yet: Box.swift:3: expected initial value after '='\n"))
    #expect(text.hasSuffix("The compiler says:\n\n" + diagnostics))
  }

  @Test func theRunnersOwnColoursMarkTheCompilersErrors() {
    let text = OutcomeView.painted("Box.swift:3:9: error: no\n", style: Paint(enabled: true))
    #expect(text == "Box.swift:3:9: \u{1B}[31merror:\u{1B}[0m no\n")
  }

  @Test func aCrashSaysWhichTestItHappenedIn() {
    let stream = """
      {"kind":"test","payload":{"id":"M.S/a()/T.swift:3:1","kind":"function","name":"a()","sourceLocation":{"fileID":"M/T.swift","line":3}}}
      {"kind":"event","payload":{"kind":"testStarted","testID":"M.S"}}
      {"kind":"event","payload":{"kind":"testStarted","testID":"M.S/a()/T.swift:3:1"}}
      """
    let outcome = ExerciseOutcome.crashed(
      .signalled(5), TestRunReport(eventStream: stream, moduleName: "M"), output: "boom\n")
    let text = OutcomeView.render(outcome, of: exercise, style: Paint(enabled: false))
    #expect(text.hasPrefix("✗ 01 box: the tests stopped in “a()” before the end (a trap"))
  }

  @Test func changedTestsAreNamedWithAWayBack() throws {
    let kit = try TemporaryKit()
    try kit.addExercise("01-box")
    let exercise = try #require(ExerciseCatalog(packageRoot: kit.root).exercises.first)
    var changes = FileChanges(folder: exercise.testsFolder)
    changes.changed = [
      .init(name: "Tests.swift", recordedID: "3b18e512dba79e4c8300dd08aeb37f8e728b8dad")
    ]
    changes.added = ["Mine.swift"]
    let text = OutcomeView.render(
      .testsChanged(changes), of: exercise, style: Paint(enabled: false))
    #expect(text.hasPrefix("✗ 01 box: the tests of 01 were changed, so they were not run"))
    #expect(text.contains("  changed: "))
    #expect(text.contains("Tests/Mine.swift"))
    #expect(text.contains("Put back the kit's own copies"), "a kit without git")

    try kit.write("", to: ".git/HEAD")
    let withGit = OutcomeView.describe(changes, in: exercise)
    #expect(withGit.contains("  cd /"))
    #expect(withGit.contains("\n  git cat-file blob 3b18e512dba7 > Tests.swift\n"))
    #expect(withGit.contains("\n  rm Mine.swift\n  cd -\n"))
  }

  /// Issue 35: the restore command, 118 columns, did not fit a line of 80.
  @Test func theCommandsThatPutTestsBackFitEightyColumns() throws {
    var changes = FileChanges(
      folder: URL(fileURLWithPath: "Exercises/06-presenter/Tests", isDirectory: true))
    changes.changed = [
      .init(
        name: "EpisodeListViewControllerTests.swift",
        recordedID: "3b18e512dba79e4c8300dd08aeb37f8e728b8dad")
    ]
    let kit = try TemporaryKit()
    try kit.addExercise("06-presenter")
    try kit.write("", to: ".git/HEAD")
    let exercise = try #require(ExerciseCatalog(packageRoot: kit.root).exercises.first)
    let commands = OutcomeView.describe(changes, in: exercise).split(separator: "\n")
      .filter(FittedScreen.isCommand)
    #expect(commands.count == 3)
    #expect(commands.allSatisfy { FittedScreen.cells(of: $0) <= 80 })
  }

  /// Issue 35: the pass screen's diff cut long lines at the end, so a `-` and a `+` line that
  /// differ past the width looked the same.
  @Test func linesThatDifferPastTheWidthAreShownWhereTheyDiffer() {
    let same = String(repeating: "x", count: 90)
    let diff = UnifiedDiff(
      from: "a\n\(same) yours\nb\n", to: "a\n\(same) theirs\nb\n", oldLabel: "yours",
      newLabel: "reference")
    let lines = DiffOnScreen.lines(of: diff, width: 60, style: Paint(enabled: false))
    let removed = lines.first { $0.hasPrefix("-") && !$0.hasPrefix("---") } ?? ""
    let inserted = lines.first { $0.hasPrefix("+") && !$0.hasPrefix("+++") } ?? ""
    #expect(removed.hasPrefix("-…") && removed.hasSuffix(" yours"))
    #expect(inserted.hasPrefix("+…") && inserted.hasSuffix(" theirs"))
    #expect(lines.allSatisfy { FittedScreen.cells(of: Substring($0)) <= 60 })
    #expect(lines.contains(" a"), "context is cut at the end, as before")
  }

  @Test func aTrapIsExplainedAndTheRuntimesWordsShown() {
    let outcome = ExerciseOutcome.crashed(
      .signalled(4), TestRunReport(eventStream: "", moduleName: "M"),
      output: """
        ◇ Test "two observers" started.
        Swift/ContiguousArrayBuffer.swift:692: Fatal error: Index out of range

        """)
    let text = OutcomeView.render(outcome, of: exercise, style: Paint(enabled: false))
    #expect(text.contains("a trap"))
    #expect(
      text.hasSuffix(
        "The last lines they printed:\n\n" + """
          ◇ Test "two observers" started.
          Swift/ContiguousArrayBuffer.swift:692: Fatal error: Index out of range

          """))
  }

  @Test func aHangSaysWhatToLookFor() {
    let text = OutcomeView.render(
      .timedOut(.testing, limit: .seconds(20)), of: exercise, style: Paint(enabled: false))
    #expect(text.contains("still running after 20 s"))
  }

  @Test func afterAPassTheLearnersCodeIsComparedWithTheReference() throws {
    let kit = try TemporaryKit()
    try kit.addExercise("01-box", file: "Box.swift", code: "let a = 1\nlet b = 2\n")
    try kit.write("let a = 1\nlet b = 3\n", to: "Exercises/01-box/Box.swift")
    let exercise = try #require(ExerciseCatalog(packageRoot: kit.root).exercises.first)
    let text = OutcomeView.comparison(
      of: exercise, record: ExerciseRecord(of: [exercise]), style: Paint(enabled: false))
    #expect(text.contains("-let b = 3\n+let b = 2\n"))
    #expect(text.contains("Box.swift (yours)"))
    #expect(text.contains("Solution/Box.swift (reference)"))
  }

  @Test func codeEqualToTheReferenceIsSaidToBe() throws {
    let kit = try TemporaryKit()
    try kit.addExercise("01-box")
    let exercise = try #require(ExerciseCatalog(packageRoot: kit.root).exercises.first)
    #expect(
      OutcomeView.comparison(
        of: exercise, record: ExerciseRecord(of: [exercise]), style: Paint(enabled: false))
        == "Your code matches the reference solution line for line.\n")
  }
}

@Suite struct ResultCacheTests {
  @Test func aStatusIsReusedOnlyWhileTheFingerprintMatches() throws {
    let kit = try TemporaryKit()
    try kit.addExercise("01-box")
    let exercise = try #require(ExerciseCatalog(packageRoot: kit.root).exercises.first)
    let cache = ResultCache(folder: kit.root.appendingPathComponent(".build/results"))
    let before = ResultCache.fingerprint(
      of: [("Code.swift", Array("let x = 1\n".utf8))], extra: "kit-1")
    cache.store(.failing(failed: 1, total: 3), of: exercise, fingerprint: before)
    #expect(cache.status(of: exercise, fingerprint: before) == .failing(failed: 1, total: 3))

    let after = ResultCache.fingerprint(
      of: [("Code.swift", Array("let x = 2\n".utf8))], extra: "kit-1")
    #expect(after != before)
    #expect(cache.status(of: exercise, fingerprint: after) == nil)
  }

  /// Issue 24, case 4: a learner's "failing" turned into "passed" in the cache file.
  @Test func anEditedStatusCountsAsNeverMeasured() throws {
    let kit = try TemporaryKit()
    try kit.addExercise("01-box")
    let exercise = try #require(ExerciseCatalog(packageRoot: kit.root).exercises.first)
    let cache = ResultCache(folder: kit.root.appendingPathComponent(".build/results"))
    cache.store(.failing(failed: 1, total: 3), of: exercise, fingerprint: "f1")
    let file = ".build/results/01-box.json"
    let stored = try #require(kit.read(file))
    // JSONEncoder writes a dictionary's keys in no fixed order: forge either spelling.
    let forged = [#"{"failing":{"failed":1,"total":3}}"#, #"{"failing":{"total":3,"failed":1}}"#]
      .reduce(stored) { $0.replacingOccurrences(of: $1, with: #"{"passed":{}}"#) }
    #expect(forged != stored, "the status is in the file as the test expects")
    try kit.write(forged, to: file)
    #expect(cache.status(of: exercise, fingerprint: "f1") == nil)
  }

  @Test func aRebuiltKitChangesTheFingerprint() {
    let files = [(name: "Code.swift", bytes: Array("let x = 1\n".utf8))]
    #expect(
      ResultCache.fingerprint(of: files, extra: "kit-1")
        != ResultCache.fingerprint(of: files, extra: "kit-2"))
  }

  @Test func aFileMovedToAnotherNameChangesTheFingerprint() {
    let bytes = Array("let x = 1\n".utf8)
    #expect(
      ResultCache.fingerprint(of: [("A.swift", bytes)], extra: "")
        != ResultCache.fingerprint(of: [("B.swift", bytes)], extra: ""))
  }

  @Test func aDamagedCacheFileIsNoStatus() throws {
    let kit = try TemporaryKit()
    try kit.addExercise("01-box")
    let exercise = try #require(ExerciseCatalog(packageRoot: kit.root).exercises.first)
    try kit.write("{\"fingerprint\": 12, garbage", to: ".build/results/01-box.json")
    let cache = ResultCache(folder: kit.root.appendingPathComponent(".build/results"))
    #expect(cache.status(of: exercise, fingerprint: "12") == nil)
  }
}

@Suite struct ForeignOperatorsTests {
  @Test func operatorsForTypesNotTheLearnersAreFound() {
    let text = """
      final class Box {
        static func == (lhs: Box, rhs: Box) -> Bool { true }
        func plus(_ other: Box) {}
      }
      func == (lhs: [Int], rhs: [Int]) -> Bool { true }
      func helper() {}
      extension Array where Element == Int {
        static func != (lhs: Self, rhs: Self) -> Bool { false }
      }
      extension Box {
        static func < (lhs: Box, rhs: Box) -> Bool { true }
      }
      """
    #expect(
      ForeignOperators.declarations(in: text, ownTypes: ["Box"]) == [
        .init(symbol: "==", line: 5), .init(symbol: "!=", line: 8),
      ])
  }

  @Test func theLearnersTypesAreTheOnesDeclaredAtTheTopLevel() {
    let text = "@MainActor\nfinal class Box {\n  struct Inner {}\n}\nprotocol Shape {}\n"
    #expect(ForeignOperators.typeNames(in: text) == ["Box", "Shape"])
  }
}

/// Issue 35: `make exercises` printed 31 lines at 80x24. Its list and its first thing to fix
/// now share one screen, below the command typed and above the prompt.
@Suite struct ProgressScreenTests {
  @Test func elevenExercisesAndTheFirstFailureFitEightyByTwentyFour() throws {
    let kit = try TemporaryKit()
    for number in 1...11 {
      let id = String(format: "%02d-exercise-number-%d", number, number)
      try kit.addExercise(id, code: "//! fail\n")
      try kit.write(
        "# \(id.prefix(2)) · A title that runs on well past the width of the list's column\n",
        to: "Exercises/\(id)/README.md")
    }
    let toolchain = try FakeToolchain(in: kit)
    let output = CollectedOutput()
    let console = RunnerConsole(
      isTerminal: true, color: true, write: output.append, writeError: output.appendError,
      size: { Size(width: 80, height: 24) })
    let session = ExerciseSession(
      catalog: ExerciseCatalog(packageRoot: kit.root), console: console,
      builder: try toolchain.builder())
    #expect(try session.showProgress() == .success)
    let screen =
      output.text.replacingOccurrences(of: "\u{1B}[2K", with: "")
      .split(separator: "\r").last.map(String.init) ?? ""
    let lines = screen.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
    #expect(lines.count <= 22, "\(lines.count) lines:\n\(screen)")
    #expect(lines.allSatisfy { FittedScreen.cells(of: $0) <= 80 })
    #expect(lines.contains { $0.contains("✗") && $0.contains("01 exercise-number-1") })
    #expect(lines.last?.contains("make hint NAME=exercise-number-1") == true)
  }
}
