import Foundation
import Spawning
import TextDiff

/// What the runner says about one check: its first line names the test to
/// look at (or what else stopped the check), then the first failing
/// expectation in plain words, the compiler's messages, or — after a pass —
/// the learner's code next to the reference solution.
///
/// Everything shown that came from a child or a learner's file was made safe
/// for the terminal where it was read (`BoundedLines`, `TestRunReport`); the
/// colours are added here, afterwards.
enum OutcomeView {
  /// The verdict for `exercise`, and what to look at first when it does not pass. `learnersTests`
  /// names the tests the exercise hands the learner (`ExerciseRecord.learnersTests(of:)`).
  ///
  /// With `width` (on a terminal), a failure's messages are wrapped to it and each kept to a
  /// few lines, so the test's comment and the difference both show on one screen.
  static func render(
    _ outcome: ExerciseOutcome, of exercise: Exercise, style: Paint,
    learnersTests: Set<String> = [], width: Int? = nil
  ) -> String {
    let name = style.bold(exercise.label)
    switch outcome {
    case .passed(let report, let warnings):
      let count = report.tests.count
      return style.green("✓ ") + name + ": "
        + (count == 1 ? "its test passes" : "all \(count) tests pass")
        + ".\n" + warningsNote(warnings, style: style)
    case .failed(let report, let warnings):
      let failing = report.failingTests.count
      let counts = "\(failing) of \(report.tests.count) tests " + (failing == 1 ? "fails" : "fail")
      let notes =
        warningsNote(warnings, style: style)
        + ForeignOperators.note(for: exercise, learnersTests: learnersTests)
      guard let (test, issue) = report.firstIssue else {
        return style.red("✗ ") + name + ": \(counts).\n" + notes
      }
      return style.red("✗ ") + name + ": look at " + style.bold("“\(test.displayName)”")
        + locationNote(issue) + " first; \(counts).\n\n"
        + describe(issue, of: exercise, style: style, width: width) + notes
    case .didNotCompile(let diagnostics):
      let first = firstError(in: diagnostics).map { ": \($0)" } ?? "."
      return style.red("✗ ") + name + " does not compile yet\(first)\n\nThe compiler says:\n\n"
        + painted(diagnostics, style: style) + (diagnostics.hasSuffix("\n") ? "" : "\n")
    case .crashed(let termination, let report, let output):
      let place = report.runningTest.map { " in “\($0.displayName)”" } ?? ""
      var text =
        style.red("✗ ") + name + ": the tests stopped\(place) before the end "
        + "(\(why(termination))).\n"
      if let (test, issue) = report.firstIssue {
        text +=
          "\nBefore that, a test failed:\n\n  " + style.bold(test.displayName) + "\n"
          + (issue.location.map { "  " + style.dim($0) + "\n" } ?? "")
          + describe(issue, of: exercise, style: style, width: width)
      }
      return text + "\nThe last lines they printed:\n\n" + (output.isEmpty ? "(nothing)\n" : output)
    case .unproven(let report, let missing, let foreign):
      guard missing.isEmpty else {
        let total = max(report.tests.count, missing.count)
        return style.red("✗ ") + name + ": the test program ended as if every test had passed, "
          + "but \(missing.count) of its \(count(total, "test")) never reported passing ("
          + listed(missing, in: report)
          + "). Code that ends the tests early, or writes into their report, proves nothing, so "
          + "this check does not count.\n" + wants(exercise)
      }
      return style.red("✗ ") + name + ": the test program ran tests the kit did not write ("
        + listed(foreign, in: report) + "), so this check does not count: only the kit's own "
        + "tests judge an exercise.\n" + wants(exercise)
    case .importsTestFramework(let module, let files):
      let place = files.isEmpty ? "" : " (" + files.joined(separator: ", ") + ")"
      return style.red("✗ ") + name + ": your code imports \(module)\(place), so it was not "
        + "tested, and this check does not count. Your files are the app's code, which on iOS "
        + "cannot import a test framework either; the tests that judge it are the kit's, in "
        + ExerciseBuilder.displayPath(exercise.testsFolder) + "/.\n" + wants(exercise)
    case .timedOut(let phase, let limit):
      let seconds = limit.components.seconds
      return style.red("✗ ") + name
        + (phase == .testing
          ? ": the tests were still running after \(seconds) s, so they were stopped. "
            + "Look for a loop that never ends, or a wait for something that never comes.\n"
          : ": the compiler was still working after \(seconds) s, so it was stopped. "
            + "A very long expression can do that; try splitting it up.\n")
    case .testsChanged(let changes):
      return style.red("✗ ") + name + ": the tests of \(exercise.id.prefix(2)) were changed, "
        + "so they were not run, and this check does not count.\n\n"
        + describe(changes, in: exercise)
    }
  }

  /// The most lines a failed expectation keeps on a screen, and each half of a difference
  /// (what was inserted, what removed): enough to see the values, few enough that the test's
  /// comment and the difference fit beside them at 80x24.
  static let expectationLines = 6
  static let differenceLines = 3

  /// What Swift Testing said of `issue`: the test's comment first (it says what the exercise
  /// wants), then the failed expectation, then what a collection gained and lost (`±`), the
  /// types in them written as a person writes them. With `width`, each is wrapped to it and
  /// kept to a few lines.
  static func describe(
    _ issue: TestRunReport.Issue, of exercise: Exercise, style: Paint, width: Int? = nil
  ) -> String {
    let modules: Set = [exercise.moduleName, exercise.testsModuleName]
    let comments = issue.messages.filter { $0.kind == "details" }
    var lines = comments.flatMap { fitted($0.text, width: width, keeping: nil) }
    for message in issue.messages where message.kind != "details" {
      let text = TypeNames.readable(message.text, dropping: modules)
      guard message.kind == "difference" else {
        lines += fitted(text, width: width, keeping: expectationLines)
        continue
      }
      for part in differenceParts(text) {
        lines += fitted("± " + part, width: width, keeping: differenceLines)
      }
    }
    return lines.map { $0 + "\n" }.joined()
  }

  /// Swift Testing's difference, "inserted […], removed […]", as its two halves.
  static func differenceParts(_ text: String) -> [String] {
    guard text.hasPrefix("inserted "), let removed = text.range(of: ", removed ") else {
      return [text]
    }
    return [String(text[..<removed.lowerBound]), String(text[removed.upperBound...])]
      .map { $0.hasPrefix("removed") || $0.hasPrefix("inserted") ? $0 : "removed " + $0 }
  }

  /// `text`, indented by two, wrapped to `width` and cut to `keeping` lines (the last ending
  /// in "…") when there is a width; as written otherwise.
  private static func fitted(_ text: String, width: Int?, keeping limit: Int?) -> [String] {
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map { "  " + $0 }
    guard let width else { return lines }
    let wrapped = lines.flatMap { FittedScreen.wrap($0, width: width) }
    guard let limit, wrapped.count > limit else { return wrapped }
    let last = wrapped[limit - 1]
    let fits = FittedScreen.cells(of: Substring(last)) + 2 <= width
    return Array(wrapped.prefix(limit - 1))
      + [fits ? last + " …" : FittedScreen.cut(last, width: width)]
  }

  /// Which test files differ from the committed ones, and the commands that put them back.
  static func describe(_ changes: FileChanges, in exercise: Exercise) -> String {
    let folder = ExerciseBuilder.displayPath(changes.folder)
    var lines: [String] = []
    lines += changes.changed.map { "  changed: \(folder)/\($0.name)" }
    lines += changes.added.map { "  added:   \(folder)/\($0)" }
    lines += changes.deleted.map { "  deleted: \(folder)/\($0.name)" }
    let root = exercise.folder.deletingLastPathComponent().deletingLastPathComponent()
    guard FileManager.default.fileExists(atPath: root.appendingPathComponent(".git").path) else {
      return lines.joined(separator: "\n")
        + "\n\nPut back the kit's own copies of these files, from where you got the kit.\n"
    }
    // From the tests' folder, with git's short ids, so that each command fits a line of 80
    // columns: a command broken over two lines is a syntax error when pasted.
    var commands = ["  cd \(shellWord(folder))"]
    commands += (changes.changed + changes.deleted).map {
      "  git cat-file blob \($0.recordedID.prefix(12)) > \(shellWord($0.name))"
    }
    commands += changes.added.map { "  rm \(shellWord($0))" }
    commands.append("  cd -")
    return lines.joined(separator: "\n") + "\n\nTo put them back, from the kit's folder:\n"
      + commands.joined(separator: "\n") + "\n"
  }

  /// What the exercise asks for, in a line: its title, and where its README is.
  static func wants(_ exercise: Exercise) -> String {
    let title = exercise.title().map { "“\($0)”" } ?? "what its README asks"
    return "\n\(exercise.id.prefix(2)) wants \(title): "
      + ExerciseBuilder.displayPath(exercise.readme) + " says how.\n"
  }

  /// At most three tests by the names they are shown by, `…` for the rest.
  private static func listed(_ ids: [String], in report: TestRunReport) -> String {
    ids.prefix(3).map { "“\(displayName(of: $0, in: report))”" }.joined(separator: ", ")
      + (ids.count > 3 ? ", …" : "")
  }

  /// `1 test`, `3 tests`.
  static func count(_ number: Int, _ noun: String) -> String {
    "\(number) \(noun)\(number == 1 ? "" : "s")"
  }

  /// The name a test is shown by, when the run found it; its id otherwise.
  private static func displayName(of id: String, in report: TestRunReport) -> String {
    report.tests.first { $0.id == id }?.displayName ?? id
  }

  /// ` (ClockModelTests.swift:14)`, where the first issue was recorded.
  private static func locationNote(_ issue: TestRunReport.Issue) -> String {
    issue.location.map { " (\($0))" } ?? ""
  }

  /// The compiler's first error, for the result's first line: `DynamicValue.swift:12: cannot
  /// find 'x' in scope`.
  static func firstError(in diagnostics: String) -> String? {
    for line in diagnostics.split(separator: "\n") {
      guard let range = line.range(of: ": error: ") else { continue }
      let place = line[..<range.lowerBound].split(separator: "/").last ?? ""
      let position = place.split(separator: ":").prefix(2).joined(separator: ":")
      return position + ": " + line[range.upperBound...]
    }
    return nil
  }

  /// The compiler's words with "error:" and "warning:" coloured: the compiler's own colours
  /// are not asked for, as everything it says is made safe before it is shown.
  static func painted(_ diagnostics: String, style: Paint) -> String {
    guard style.enabled else { return diagnostics }
    return diagnostics.replacingOccurrences(of: " error: ", with: " " + style.red("error:") + " ")
      .replacingOccurrences(of: " warning: ", with: " " + style.yellow("warning:") + " ")
  }

  private static func why(_ termination: ChildProcess.Termination) -> String {
    switch termination {
    case .signalled(let signal) where signal == 4 || signal == 5:
      "a trap: a force-unwrapped nil, an index out of range or a fatalError, say"
    case .signalled(let signal): "signal \(signal)"
    case .exited(let status): "exit status \(status)"
    case .timedOut: "out of time"
    }
  }

  private static func warningsNote(_ warnings: String, style: Paint) -> String {
    warnings.isEmpty
      ? "" : "\nThe compiler also has something to say:\n\n" + painted(warnings, style: style)
  }

  /// `path`, quoted for a shell when it needs to be.
  static func shellWord(_ path: String) -> String {
    let plain = path.allSatisfy { $0.isLetter || $0.isNumber || "/._-+".contains($0) }
    return plain ? path : "'" + path.replacingOccurrences(of: "'", with: "'\\''") + "'"
  }

  /// The learner's files next to the reference solution's, as unified diffs, with a word on
  /// how to read them (see `Comparison`).
  static func comparison(
    of exercise: Exercise, record: ExerciseRecord, style: Paint, width: Int? = nil
  ) -> String {
    Comparison(of: exercise, record: record).rendered(style: style, width: width)
  }
}
