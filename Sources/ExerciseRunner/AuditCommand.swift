import Foundation
import Spawning

extension ExerciseSession {
  /// `kit check-exercises`, run by `make ci`: for every exercise, its files
  /// are all there, its pristine starter fails exactly the tests it declares,
  /// its reference solution passes them all through the same path a learner's
  /// code takes, its app (if any) builds, and `Package.swift` gives its
  /// solution a test target so `make test` covers it too.
  func audit() throws -> ExitCode {
    let builder = try builder()
    let targets = try packageTargetSources()
    var failed = 0
    for exercise in catalog.exercises {
      var problems = ExerciseAudit.structuralProblems(of: exercise)
      problems += ExerciseAudit.targetProblems(sources: targets["Exercises/\(exercise.id)"])
      problems += ExerciseAudit.recordProblems(of: exercise, record: record)
      let declared = ExerciseAudit.declaredFailures(of: exercise)
      problems += ExerciseAudit.starterProblems(
        try builder.check(exercise, sources: exercise.starterFiles()).outcome, declared: declared)
      let solution = try builder.check(exercise, sources: exercise.solutionFiles()).outcome
      problems += ExerciseAudit.solutionProblems(solution)
      if !exercise.appFiles().isEmpty,
        case .failure(let failure) = try builder.buildApp(
          exercise, sources: exercise.solutionFiles())
      {
        problems.append("the app does not build with the solution: \(failure)")
      }
      if problems.isEmpty {
        let total = solution.report?.tests.count ?? 0
        console.write(
          style.green("✓ ") + exercise.label + ": the starter fails its \(declared.count) declared "
            + "tests of \(total), the solution passes all \(total)\n")
      } else {
        failed += 1
        console.write(style.red("✗ ") + exercise.label + ":\n")
        for problem in problems { console.write("  - " + problem + "\n") }
      }
    }
    console.write(
      "\(catalog.exercises.count - failed) of \(catalog.exercises.count) exercises are in order.\n")
    return failed == 0 ? .success : .failure
  }

  /// The sources of each of the package's targets, by the target's path, from `swift package describe`.
  private func packageTargetSources() throws -> [String: [String]] {
    let output = kit.scratchFolder.appendingPathComponent("package.json")
    try FileManager.default.createDirectory(
      at: kit.scratchFolder, withIntermediateDirectories: true)
    let termination = try ChildProcess.run(
      "swift",
      arguments: [
        "package", "--package-path", catalog.packageRoot.path, "describe", "--type", "json",
      ],
      outputFile: output, errorFile: kit.scratchFolder.appendingPathComponent("package-errors.txt"))
    struct Description: Decodable {
      struct Target: Decodable {
        let path: String
        let sources: [String]
      }
      let targets: [Target]
    }
    guard termination == .exited(0), let data = try? Data(contentsOf: output),
      let description = try? JSONDecoder().decode(Description.self, from: data)
    else {
      throw SessionError(description: "swift package describe failed", exitCode: .unavailable)
    }
    return Dictionary(
      description.targets.map { ($0.path, $0.sources) }, uniquingKeysWith: { first, _ in first })
  }
}
