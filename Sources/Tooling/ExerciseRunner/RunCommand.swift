import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

extension ExerciseSession {
  /// `kit run NAME`: builds the learner's code of an exercise that is an app
  /// (the clock) with its `Run/main.swift`, and becomes that app. It only has
  /// to compile, not to pass: seeing your clock tick is part of the fun.
  func runApp(named name: String) throws -> ExitCode {
    guard let exercise = catalog.exercise(named: name) else {
      throw SessionError.unknownExercise(name, catalog: catalog)
    }
    guard !exercise.appFiles().isEmpty else {
      let apps = catalog.exercises.filter { !$0.appFiles().isEmpty }.map(\.name)
      throw SessionError(
        description: "\(exercise.name) is not an app; the exercises that run as one: "
          + apps.joined(separator: ", "),
        exitCode: .usage)
    }
    console.write("Building your \(exercise.name)…\n")
    switch try builder().buildApp(exercise, sources: exercise.learnerFiles()) {
    case .failure(.diagnostics(let text)):
      console.write(
        style.red("✗ ") + "Your \(exercise.name) does not compile yet. The compiler says:\n\n"
          + text)
      return .failure
    case .failure(.timedOut):
      console.write(style.red("✗ ") + "The compiler ran out of time on your \(exercise.name).\n")
      return .failure
    case .success(let program):
      // Replacing this process hands the terminal to the app, keys and all.
      let argv = [strdup(program.path), nil]
      execv(program.path, argv)
      throw SessionError(
        description: "cannot start \(program.path): \(String(cString: strerror(errno)))",
        exitCode: .unavailable)
    }
  }
}
