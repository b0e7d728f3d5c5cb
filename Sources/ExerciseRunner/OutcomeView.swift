import Foundation
import Spawning
import TextDiff

/// What the runner says about one check: the first failing expectation in
/// plain words, the compiler's messages as it wrote them, or — after a pass —
/// the learner's code next to the reference solution.
enum OutcomeView {
  /// The verdict for `exercise`, and what to look at first when it does not pass.
  static func render(_ outcome: ExerciseOutcome, of exercise: Exercise, style: Paint) -> String {
    let name = style.bold(exercise.label)
    switch outcome {
    case .passed(let report, let warnings):
      let count = report.tests.count
      return style.green("✓ ") + name + ": "
        + (count == 1 ? "its test passes" : "all \(count) tests pass")
        + ".\n" + warningsNote(warnings)
    case .failed(let report, let warnings):
      var text =
        style.red("✗ ") + name
        + ": \(report.failingTests.count) of \(report.tests.count) tests fail."
      if let (test, issue) = report.firstIssue {
        text +=
          " The first, in the order they are written:\n\n" + describe(test, issue, style: style)
      } else {
        text += "\n"
      }
      return text + warningsNote(warnings)
    case .didNotCompile(let diagnostics):
      return style.red("✗ ") + name + " does not compile yet. The compiler says:\n\n" + diagnostics
        + (diagnostics.hasSuffix("\n") ? "" : "\n")
    case .crashed(let termination, let report, let output):
      var text =
        style.red("✗ ") + name + ": the tests stopped before the end (\(why(termination))).\n"
      if let (test, issue) = report.firstIssue {
        text += "Before that, a test failed:\n\n" + describe(test, issue, style: style)
      }
      // The runtime's own words ("Fatal error: Index out of range") come
      // before its stack trace, which says nothing a learner can use.
      let printed = output.components(separatedBy: "Current stack trace:").first ?? output
      let tail = printed.split(separator: "\n").suffix(12)
      return text + "\nThe last lines they printed:\n\n" + tail.joined(separator: "\n") + "\n"
    case .timedOut(let phase, let limit):
      let seconds = limit.components.seconds
      return style.red("✗ ") + name
        + (phase == .testing
          ? ": the tests were still running after \(seconds) s, so they were stopped. "
            + "Look for a loop that never ends, or a wait for something that never comes.\n"
          : ": the compiler was still working after \(seconds) s, so it was stopped. "
            + "A very long expression can do that; try splitting it up.\n")
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

  private static func why(_ termination: ChildProcess.Termination) -> String {
    switch termination {
    case .signalled(let signal) where signal == 4 || signal == 5:
      "a trap: a force-unwrapped nil, an index out of range or a fatalError, say"
    case .signalled(let signal): "signal \(signal)"
    case .exited(let status): "exit status \(status)"
    case .timedOut: "out of time"
    }
  }

  private static func warningsNote(_ warnings: String) -> String {
    warnings.isEmpty ? "" : "\nThe compiler also has something to say:\n\n" + warnings
  }

  /// The learner's files next to the reference solution's, as unified diffs,
  /// with a word on how to read them.
  static func comparison(of exercise: Exercise, style: Paint) -> String {
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
    guard !diffs.isEmpty else { return "Your code matches the reference solution line for line.\n" }
    return "Your code next to the reference solution — one good answer, not the only one.\n"
      + "Lines marked " + style.red("-") + " are only in yours, lines marked " + style.green("+")
      + " only in the reference,\nwhose comments say why it is written the way it is:\n\n"
      + diffs.map { $0.rendered(colored: style.enabled) }.joined(separator: "\n")
  }

  private static func read(_ file: URL) -> String? {
    try? String(contentsOf: file, encoding: .utf8)
  }

  private static func relative(_ file: URL?, or folder: URL, _ name: String) -> String {
    ExerciseBuilder.displayPath(file ?? folder.appendingPathComponent(name))
  }
}
