extension ExerciseSession {
  /// `kit exercise [NAME]`: checks one exercise now. After a pass, shows the
  /// learner's code next to the reference solution, then the next exercise.
  func check(named name: String?) throws -> ExitCode {
    let exercise = try exercise(named: name)
    let outcome = try measure(exercise)
    present(
      outcome, of: exercise,
      footer: outcome.isPassed ? next(after: exercise) : nextSteps(for: exercise))
    return outcome.isPassed ? .success : .failure
  }
}
