import Foundation
import Spawning

extension ExerciseSession {
  /// `kit check-exercises`, run by `make ci`: for every exercise, its files
  /// are all there, its own `Package.swift` builds the learner's files and the
  /// tests as the runner does, its pristine starter fails exactly the tests it
  /// declares, its reference solution passes them all through the same path a
  /// learner's code takes, the record names every test, and its app (if any)
  /// builds.
  func audit() throws -> ExitCode {
    let builder = try builder()
    var failed = 0
    for exercise in catalog.exercises {
      var problems = ExerciseAudit.structuralProblems(of: exercise)
      problems += ExerciseAudit.packageProblems(
        of: exercise, description: try describe(exercise),
        learnersTests: record.learnersTests(of: exercise))
      let declared = ExerciseAudit.declaredFailures(of: exercise)
      problems += ExerciseAudit.starterProblems(
        try builder.check(exercise, sources: exercise.starterFiles()).outcome, declared: declared)
      let solution = try builder.check(exercise, sources: exercise.solutionFiles()).outcome
      problems += ExerciseAudit.solutionProblems(solution)
      problems += ExerciseAudit.recordProblems(
        of: exercise, record: record, tests: solution.report?.tests.map(\.id) ?? [])
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

  /// The exercise's own package as `swift package describe` sees it; `nil` when it has none
  /// that SwiftPM can read. Its scratch folder is the runner's, so the exercise's folder gets
  /// no `.build`.
  private func describe(_ exercise: Exercise) throws -> PackageDescription? {
    guard FileManager.default.fileExists(atPath: exercise.packageManifest.path) else { return nil }
    let scratch = kit.scratchFolder.appendingPathComponent("packages/\(exercise.id)")
    try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
    let output = scratch.appendingPathComponent("package.json")
    let termination = try ChildProcess.run(
      "swift",
      arguments: [
        "package", "--package-path", exercise.folder.path, "--scratch-path", scratch.path,
        "describe", "--type", "json",
      ],
      outputFile: output, errorFile: scratch.appendingPathComponent("package-errors.txt"))
    guard termination == .exited(0), let data = try? Data(contentsOf: output) else { return nil }
    return try? JSONDecoder().decode(PackageDescription.self, from: data)
  }
}

/// What `swift package describe --type json` says of a package, as far as the audit reads it.
struct PackageDescription: Decodable {
  /// One target: its name, kind, folder and files (relative to that folder).
  struct Target: Decodable {
    let name: String
    let type: String
    let path: String
    let sources: [String]
    /// The files, relative to the package's folder.
    var files: Set<String> {
      Set(sources.map { path == "." ? $0 : path + "/" + $0 })
    }
  }

  /// One dependency: where it is.
  struct Dependency: Decodable {
    let type: String
    let path: String?
  }

  /// One product: its name and targets, and whether it is a library.
  struct Product: Decodable {
    let name: String
    let targets: [String]
    let type: [String: [String]?]

    var isLibrary: Bool { type.keys.contains("library") }
  }

  let targets: [Target]
  let dependencies: [Dependency]
  let products: [Product]?
}
