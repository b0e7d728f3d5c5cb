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
  /// The verdict for `exercise`, and what to look at first when it does not pass.
  static func render(_ outcome: ExerciseOutcome, of exercise: Exercise, style: Paint) -> String {
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
      let notes = warningsNote(warnings, style: style) + ForeignOperators.note(for: exercise)
      guard let (test, issue) = report.firstIssue else {
        return style.red("✗ ") + name + ": \(counts).\n" + notes
      }
      return style.red("✗ ") + name + ": look at " + style.bold("“\(test.displayName)”")
        + locationNote(issue) + " first; \(counts).\n\n" + describe(test, issue, style: style)
        + notes
    case .didNotCompile(let diagnostics):
      let first = firstError(in: diagnostics).map { ": \($0)" } ?? "."
      return style.red("✗ ") + name + " does not compile yet\(first)\n\nThe compiler says:\n\n"
        + painted(diagnostics, style: style) + (diagnostics.hasSuffix("\n") ? "" : "\n")
    case .crashed(let termination, let report, let output):
      let place = report.unfinishedTests.first.map { " in “\($0.displayName)”" } ?? ""
      var text =
        style.red("✗ ") + name + ": the tests stopped\(place) before the end "
        + "(\(why(termination))).\n"
      if let (test, issue) = report.firstIssue {
        text += "\nBefore that, a test failed:\n\n" + describe(test, issue, style: style)
      }
      return text + "\nThe last lines they printed:\n\n" + (output.isEmpty ? "(nothing)\n" : output)
    case .unproven(let report, let missing):
      let total = max(report.tests.count, missing.count)
      let names = missing.prefix(3).map { "“\(displayName(of: $0, in: report))”" }
      return style.red("✗ ") + name + ": the test program ended as if every test had passed, "
        + "but \(missing.count) of its \(count(total, "test")) never reported passing ("
        + names.joined(separator: ", ") + (missing.count > 3 ? ", …" : "")
        + "). Code that ends the tests early, or writes into their report, proves nothing, so "
        + "this check does not count.\n"
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

  /// One failing test: its name, where, and what Swift Testing said.
  static func describe(
    _ test: TestRunReport.TestFunction, _ issue: TestRunReport.Issue, style: Paint
  ) -> String {
    var text = "  " + style.bold(test.displayName) + "\n"
    if let location = issue.location { text += "  " + style.dim(location) + "\n" }
    for message in issue.messages {
      text += message.split(separator: "\n").map { "  " + $0 }.joined(separator: "\n") + "\n"
    }
    return text
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
    var commands = (changes.changed + changes.deleted).map {
      "  git cat-file blob \($0.recordedID) > \(shellWord("\(folder)/\($0.name)"))"
    }
    commands += changes.added.map { "  rm \(shellWord("\(folder)/\($0)"))" }
    return lines.joined(separator: "\n") + "\n\nTo put them back, from the kit's folder:\n"
      + commands.joined(separator: "\n") + "\n"
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

  /// The learner's files next to the reference solution's, as unified diffs,
  /// with a word on how to read them, and a warning when the reference itself
  /// is not the committed one.
  static func comparison(
    of exercise: Exercise, record: ExerciseRecord, style: Paint, width: Int? = nil
  ) -> String {
    let yours = Dictionary(
      exercise.learnerFiles().map { ($0.lastPathComponent, $0) }, uniquingKeysWith: { a, _ in a })
    let reference = Dictionary(
      exercise.solutionFiles().map { ($0.lastPathComponent, $0) }, uniquingKeysWith: { a, _ in a })
    let diffs = Set(yours.keys).union(reference.keys).sorted().compactMap { name -> UnifiedDiff? in
      let diff = UnifiedDiff(
        from: yours[name].flatMap(read) ?? "", to: reference[name].flatMap(read) ?? "",
        oldLabel: "\(relative(yours[name], or: exercise.folder, name)) (yours)",
        newLabel: "\(relative(reference[name], or: exercise.solutionFolder, name)) (reference)")
      return diff.isEmpty ? nil : diff
    }
    let contents = Dictionary(
      exercise.solutionFiles().map {
        ($0.lastPathComponent, (try? Data(contentsOf: $0)).map { [UInt8]($0) } ?? [])
      }, uniquingKeysWith: { a, _ in a })
    let edited = !record.changes(in: "Solution", of: exercise, contents: contents).isEmpty
    let warning =
      edited
      ? style.yellow("Note: ") + ExerciseBuilder.displayPath(exercise.solutionFolder)
        + "/ is not the reference the kit came with.\n" : ""
    guard !diffs.isEmpty else {
      return warning + "Your code matches the reference solution line for line.\n"
    }
    return warning
      + "Your code next to the reference solution — one good answer, not the only one.\n"
      + "Lines marked " + style.red("-") + " are only in yours, lines marked " + style.green("+")
      + " only in the reference,\nwhose comments say why it is written the way it is:\n\n"
      + diffs.map { diff in
        let text = diff.rendered(colored: style.enabled)
        // Code is cut, never wrapped: a wrapped line would read as two.
        guard let width else { return text }
        return FittedScreen.wrapped(text, width: .max).map { FittedScreen.cut($0, width: width) }
          .joined(separator: "\n") + "\n"
      }.joined(separator: "\n")
  }

  /// A file's text, made safe for the terminal line by line: a learner's file may hold anything.
  private static func read(_ file: URL) -> String? {
    (try? Data(contentsOf: file)).map { TerminalSafe.lines(String(decoding: $0, as: UTF8.self)) }
  }

  private static func relative(_ file: URL?, or folder: URL, _ name: String) -> String {
    ExerciseBuilder.displayPath(file ?? folder.appendingPathComponent(name))
  }
}
