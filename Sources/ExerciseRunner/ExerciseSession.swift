import Foundation
import TextDiff

/// Why a command could not do its job, with the exit code it ends with.
struct SessionError: Error, CustomStringConvertible {
  let description: String
  let exitCode: ExitCode

  static func unknownExercise(_ name: String, catalog: ExerciseCatalog) -> SessionError {
    SessionError(
      description: "no exercise is called '\(name)'; the exercises are: \(catalog.names)",
      exitCode: .usage)
  }
}

/// The state one `kit` exercise command works with: the exercises, the kit's
/// build, the console, and what has been measured so far.
final class ExerciseSession {
  let catalog: ExerciseCatalog
  let console: RunnerConsole
  let kit: KitBuild
  private var preparedBuilder: ExerciseBuilder?

  init(catalog: ExerciseCatalog, console: RunnerConsole) {
    self.catalog = catalog
    self.console = console
    kit = KitBuild(packageRoot: catalog.packageRoot)
  }

  var style: Paint { console.style }
  var results: ResultCache {
    ResultCache(folder: kit.scratchFolder.appendingPathComponent("results"))
  }
  var hintProgress: HintProgress {
    HintProgress(folder: kit.scratchFolder.appendingPathComponent("hints"))
  }

  /// The builder, after making sure the kit's library is built (once, the
  /// first time; `make exercises` builds it beforehand).
  func builder() throws -> ExerciseBuilder {
    if let preparedBuilder { return preparedBuilder }
    if !kit.isBuilt {
      console.write("Building the kit's library for the exercises (once; a minute or two)…\n")
      let log = kit.scratchFolder.appendingPathComponent("kit-build.txt")
      guard try kit.build(log: log) else {
        let output = (try? String(contentsOf: log, encoding: .utf8)) ?? ""
        throw SessionError(
          description: "could not build the kit's library:\n\(output)", exitCode: .unavailable)
      }
    }
    var builder = ExerciseBuilder(kit: kit, setup: try kit.compilerSetup())
    builder.colorDiagnostics = console.color
    preparedBuilder = builder
    return builder
  }

  /// The exercise called `name`, or the one to work on next when there is no name.
  func exercise(named name: String?) throws -> Exercise {
    if let name {
      guard let exercise = catalog.exercise(named: name) else {
        throw SessionError.unknownExercise(name, catalog: catalog)
      }
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

  /// Checks the learner's code of `exercise` now, and remembers the status.
  func measure(_ exercise: Exercise) throws -> ExerciseOutcome {
    try measure(exercise, fingerprint: fingerprint(of: exercise))
  }

  /// Checks `exercise` and remembers the status under `fingerprint`, taken before the check:
  /// a file saved while the check runs is not credited with its outcome.
  private func measure(_ exercise: Exercise, fingerprint: String) throws -> ExerciseOutcome {
    let outcome = try builder().check(exercise, sources: exercise.learnerFiles())
    remember(outcome, of: exercise, fingerprint: fingerprint)
    return outcome
  }

  /// Keeps the status an outcome amounts to, for as long as the files stay as they were when
  /// `fingerprint` was taken.
  func remember(_ outcome: ExerciseOutcome, of exercise: Exercise, fingerprint: String) {
    results.store(ExerciseStatus(outcome), of: exercise, fingerprint: fingerprint)
  }

  /// The status measured for `exercise` when its files were as `fingerprint` says, if any.
  func cachedStatus(of exercise: Exercise, fingerprint: String) -> ExerciseStatus? {
    results.status(of: exercise, fingerprint: fingerprint)
  }

  /// The status of `exercise`: remembered if nothing it depends on changed
  /// since it was measured, measured now otherwise.
  func status(of exercise: Exercise) throws -> ExerciseStatus {
    let fingerprint = fingerprint(of: exercise)
    if let status = cachedStatus(of: exercise, fingerprint: fingerprint) { return status }
    return try ExerciseStatus(measure(exercise, fingerprint: fingerprint))
  }

  /// What a check of `exercise` reads, in one string: its files and the kit's library.
  func fingerprint(of exercise: Exercise) -> String {
    ResultCache.fingerprint(
      of: exercise.learnerFiles() + exercise.testFiles(), extra: kit.libraryStamp())
  }

  /// What to do next about a failing exercise: which file, which commands.
  func nextSteps(for exercise: Exercise) -> String {
    let folder = ExerciseBuilder.displayPath(exercise.folder)
    let shown = hintProgress.revealed(for: exercise)
    let total =
      (try? String(contentsOf: exercise.hints, encoding: .utf8)).map {
        HintBook(markdown: $0).hints.count
      } ?? 0
    return """

      Work in \(folder)/ (its README.md says what to change), then:
        make exercise NAME=\(exercise.name)    check it once
        make watch NAME=\(exercise.name)       check it on every save
        make hint NAME=\(exercise.name)        one more hint (\(shown) of \(total) shown so far)

      """
  }

  /// What comes after a pass: the comparison with the reference, then the next exercise.
  func afterPass(_ exercise: Exercise) -> String {
    var text = "\n" + OutcomeView.comparison(of: exercise, style: style)
    if let next = catalog.exercise(after: exercise) {
      text +=
        "\nNext: \(style.bold(next.label)) — \(ExerciseBuilder.displayPath(next.readme))\n"
        + "  make exercise NAME=\(next.name)\n"
    } else {
      text += "\nThat was the last exercise.\n"
    }
    return text
  }
}
