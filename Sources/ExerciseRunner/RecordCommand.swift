import Foundation

extension ExerciseSession {
  /// `kit record-exercises`, for maintainers (`make record`): writes
  /// `ExerciseRecord+Committed.swift` from the exercises' tests and solutions as
  /// they are now. Run it after changing an exercise's tests or solution, and
  /// commit the file with the change; `make exercises-ci` says when it is due.
  func recordExercises() throws -> ExitCode {
    let file = catalog.packageRoot.appendingPathComponent(
      "Sources/ExerciseRunner/ExerciseRecord+Committed.swift")
    let lines = ExerciseRecord(of: catalog.exercises).text.split(separator: "\n")
    let source = """
      // Made by `make record`; `make exercises-ci` fails when it no longer matches the files.
      extension ExerciseRecord {
        /// The exercises' tests and solutions as committed: git blob id, then the path under Exercises/.
        public static let committed = ExerciseRecord(
          text: \"\"\"
      \(lines.map { "      " + $0 + "\n" }.joined())      \"\"\")
      }

      """
    do {
      try Data(source.utf8).write(to: file)
    } catch {
      throw SessionError(
        description: "cannot write \(ExerciseBuilder.displayPath(file)): \(error)",
        exitCode: .unavailable)
    }
    console.write(
      "Recorded \(lines.count) files of \(catalog.exercises.count) exercises in "
        + "\(ExerciseBuilder.displayPath(file)); rebuild the kit to use it.\n")
    return .success
  }
}
