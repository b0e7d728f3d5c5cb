import Foundation

extension ExerciseSession {
  /// `kit record-exercises`, for maintainers (`make record`): records the exercises' tests and
  /// solutions as they are now, and the name of every test, in `ExerciseRecord+Committed.swift`.
  /// Run it after changing an exercise's tests or solution, and commit the file with the change.
  ///
  /// It records only what teaches: every reference solution must pass its tests, and every
  /// pristine starter must fail exactly the tests its `failing-tests.txt` declares. Otherwise
  /// it says what is wrong and writes nothing, so a record can never make tests that cannot
  /// fail the committed ones.
  func recordExercises() throws -> ExitCode {
    var record = ExerciseRecord(of: catalog.exercises)
    var builder = try builder()
    var failed = 0
    for exercise in catalog.exercises {
      builder.record = record
      let solution = try builder.check(exercise, sources: exercise.solutionFiles()).outcome
      var problems = ExerciseAudit.solutionProblems(solution)
      if problems.isEmpty, let report = solution.report {
        record.tests[exercise.id] = report.tests.map(\.id).sorted()
        builder.record = record
        let starter = try builder.check(exercise, sources: exercise.starterFiles()).outcome
        problems += ExerciseAudit.starterProblems(
          starter, declared: ExerciseAudit.declaredFailures(of: exercise))
      }
      guard !problems.isEmpty else { continue }
      failed += 1
      console.write(style.red("✗ ") + exercise.label + ":\n")
      for problem in problems { console.write("  - " + problem + "\n") }
    }
    let file = catalog.packageRoot.appendingPathComponent(
      "Sources/Tooling/ExerciseRunner/ExerciseRecord+Committed.swift")
    guard failed == 0 else {
      console.write(
        "Nothing was recorded: \(ExerciseBuilder.displayPath(file)) is as it was. A record "
          + "holds only tests that every solution passes and every starter fails as declared.\n")
      return .failure
    }
    let lines = record.text.split(separator: "\n")
    let source = """
      // Made by `make record`; `make exercises-ci` fails when it no longer matches the files.
      extension ExerciseRecord {
        /// The exercises' tests and solutions as committed: git blob id, then the path under
        /// Exercises/; then each exercise's tests, which a pass needs reported passed by name.
        public static let committed = ExerciseRecord(
          text: \"\"\"
      \(lines.map { "      " + $0 + "\n" }.joined())      \"\"\")
      }

      """
    try FileAccess.write(Array(source.utf8), to: file)
    console.write(
      "Recorded \(record.ids.count) files and \(record.tests.values.map(\.count).reduce(0, +)) "
        + "tests of \(catalog.exercises.count) exercises in \(ExerciseBuilder.displayPath(file)); "
        + "rebuild the kit to use it.\n")
    return .success
  }
}
