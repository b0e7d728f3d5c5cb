import Foundation
import TerminalUI
import TextDiff

/// Why a command could not do its job, with the exit code it ends with.
package struct SessionError: Error, CustomStringConvertible {
  package let description: String
  package let exitCode: ExitCode

  package init(description: String, exitCode: ExitCode) {
    self.description = description
    self.exitCode = exitCode
  }

  static func unknownExercise(_ name: String, catalog: ExerciseCatalog) -> SessionError {
    SessionError(
      description:
        "no exercise is called '\(TerminalSafe.text(name))'; the exercises are: \(catalog.names)",
      exitCode: .usage)
  }
}

/// The state one `kit` exercise command works with: the exercises, the kit's
/// build, the console, and what has been measured so far.
package final class ExerciseSession {
  package let catalog: ExerciseCatalog
  package let console: RunnerConsole
  package let kit: KitBuild
  /// The committed tests, which every check insists on.
  package let record: ExerciseRecord
  /// The builder to use instead of the kit's, for tests that bring their own compiler.
  private var preparedBuilder: ExerciseBuilder?

  /// A session with the kit's own builder, or with `builder` and the record it carries.
  init(catalog: ExerciseCatalog, console: RunnerConsole, builder: ExerciseBuilder? = nil) {
    self.catalog = catalog
    self.console = console
    record = builder?.record ?? .committed
    kit = KitBuild(packageRoot: catalog.packageRoot)
    preparedBuilder = builder
    // A runner killed outright (SIGKILL) could not tidy up after itself.
    WorkFolder.removeStale(in: kit.workFolder)
  }

  package var style: Paint { console.style }
  var results: ResultCache {
    ResultCache(folder: kit.scratchFolder.appendingPathComponent("results"))
  }
  var hintProgress: HintProgress {
    HintProgress(folder: kit.scratchFolder.appendingPathComponent("hints"))
  }

  /// The builder, after making sure the kit's library is built (once, the
  /// first time; `make exercises` builds it beforehand). Only SwiftPM's native build engine
  /// records how it compiles the kit; a SwiftPM without it checks each exercise's own package.
  package func builder() throws -> ExerciseBuilder {
    if let preparedBuilder { return preparedBuilder }
    if !kit.isBuilt, try kit.hasNativeEngine() {
      console.write("Building the kit's library for the exercises (once; a minute or two)…\n")
      if let output = try kit.build() {
        throw SessionError(
          description: "could not build the kit's library:\n\(output)", exitCode: .unavailable)
      }
    }
    var builder = ExerciseBuilder(kit: kit, setup: kit.isBuilt ? try kit.compilerSetup() : nil)
    builder.record = record
    preparedBuilder = builder
    return builder
  }

  /// The exercise called `name`, or the one to work on next when there is no name.
  /// Every command starts here, so a learner file that is not a file is refused by each with
  /// the same line, before anything reads it (`refuseOddFiles`).
  package func exercise(named name: String?) throws -> Exercise {
    if let name {
      guard let exercise = catalog.exercise(named: name) else {
        throw SessionError.unknownExercise(name, catalog: catalog)
      }
      try Self.refuseOddFiles(of: exercise)
      return exercise
    }
    for exercise in catalog.exercises where try status(of: exercise) != .passed {
      return exercise
    }
    guard let last = catalog.exercises.last else {
      throw SessionError(description: "there are no exercises in Exercises/", exitCode: .noInput)
    }
    return last
  }

  /// Checks the learner's code of `exercise` now, and remembers the status under the
  /// fingerprint of the very bytes that were compiled: a file saved while the check runs is
  /// never credited with its outcome.
  func measure(_ exercise: Exercise) throws -> ExerciseOutcome {
    let check = try builder().check(exercise, sources: exercise.learnerFiles())
    remember(check, of: exercise)
    return check.outcome
  }

  /// Keeps the status a check amounts to, for as long as the files stay as they were compiled.
  func remember(_ check: ExerciseBuilder.Check, of exercise: Exercise) {
    results.store(ExerciseStatus(check.outcome), of: exercise, fingerprint: check.fingerprint)
  }

  /// The status measured for `exercise` when its files were as `fingerprint` says, if any.
  func cachedStatus(of exercise: Exercise, fingerprint: String) -> ExerciseStatus? {
    results.status(of: exercise, fingerprint: fingerprint)
  }

  /// The status of `exercise`: remembered if nothing it depends on changed
  /// since it was measured, measured now otherwise.
  func status(of exercise: Exercise) throws -> ExerciseStatus {
    try Self.refuseOddFiles(of: exercise)
    if let status = cachedStatus(of: exercise, fingerprint: fingerprint(of: exercise)) {
      return status
    }
    return try ExerciseStatus(measure(exercise))
  }

  /// Throws when one of the learner's files or the tests of `exercise` is not a regular file,
  /// through any links: a FIFO, a device, a folder named like a source. Nothing opens them.
  static func refuseOddFiles(of exercise: Exercise) throws(FileProblem) {
    for file in exercise.learnerFiles() + exercise.testFiles() {
      if let problem = FileProblem.notAFile(file) { throw problem }
    }
  }

  /// What a check of `exercise` would read now, in one string: its files and the kit's
  /// library, fingerprinted as `SourceSnapshot` does.
  func fingerprint(of exercise: Exercise) -> String {
    SourceSnapshot.fingerprint(
      sources: exercise.learnerFiles(), tests: exercise.testFiles(), extra: kit.libraryStamp())
  }

  /// The first exercise, in order, that has not passed as the files are now (as far as the
  /// results remembered say; one never checked counts as unfinished), other than `exercise`.
  func firstUnfinished(besides exercise: Exercise? = nil) -> Exercise? {
    catalog.exercises.first { candidate in
      candidate != exercise
        && cachedStatus(of: candidate, fingerprint: fingerprint(of: candidate)) != .passed
    }
  }

  /// What to do next about a failing exercise: which file, which commands.
  func nextSteps(for exercise: Exercise) -> String {
    let folder = ExerciseBuilder.displayPath(exercise.folder)
    let total =
      (try? String(contentsOf: exercise.hints, encoding: .utf8)).map {
        HintBook(markdown: $0).hints.count
      } ?? 0
    let shown = hintProgress.revealed(for: exercise, limit: total)
    return """

      Work in \(folder)/ (its README.md says what to change), then:
        make watch NAME=\(exercise.name)    check it on every save
        make hint NAME=\(exercise.name)     one more hint (\(shown) of \(total) shown so far)

      """
  }

  /// What to do after a pass: the first unfinished exercise, in order, wherever it is.
  func next(after exercise: Exercise) -> String {
    guard let next = firstUnfinished(besides: exercise) else {
      return "\nEvery exercise passes. Well done.\n"
    }
    return "\nNext: \(style.bold(next.label)) — \(ExerciseBuilder.displayPath(next.readme))\n"
      + "  make exercise NAME=\(next.name)\n"
  }

  /// A check's screen: its verdict and what to look at (`outcome`), the comparison after a pass,
  /// then `footer`. On a terminal it is fitted to the terminal (`FittedScreen`), and with
  /// `inPlace` drawn over the screen from its top, each line clearing what was there: a watch's
  /// checks replace one another. Anywhere else it is written whole, for a pipe or `less`.
  ///
  /// `below` is how many rows are taken above it already (`make exercises`' list), which the
  /// screen leaves them. After a pass, `comparison` is shown, made now when it is not given.
  func present(
    _ outcome: ExerciseOutcome, of exercise: Exercise, footer: String, inPlace: Bool = false,
    below rowsAbove: Int = 0, comparison: Comparison? = nil
  ) {
    // Written below the command that was typed, and followed by make's line about a failure
    // and the shell's prompt: three rows a check drawn in place has for itself.
    let taken = rowsAbove + (inPlace ? 0 : 3)
    let size = (console.isTerminal ? console.size() : nil).map {
      Size(width: $0.width, height: max($0.height - taken, 8))
    }
    var body = OutcomeView.render(
      outcome, of: exercise, style: style, learnersTests: record.learnersTests(of: exercise),
      width: size?.width)
    if outcome.isPassed {
      body +=
        "\n"
        + (comparison ?? Comparison(of: exercise, record: record))
        .rendered(style: style, width: size?.width)
    }
    guard let size else {
      console.write(body + footer)
      return
    }
    let lines = FittedScreen.lines(body: body, footer: footer, size: size) { left in
      style.dim(
        "… \(left) more lines: make exercise NAME=\(exercise.name) | less shows them all")
    }
    console.write(
      inPlace
        ? "\u{1B}[H" + lines.map { $0 + "\u{1B}[K" }.joined(separator: "\n") + "\u{1B}[J"
        : lines.joined(separator: "\n") + "\n")
  }
}
