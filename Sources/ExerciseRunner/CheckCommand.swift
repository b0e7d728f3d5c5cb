extension ExerciseSession {
  /// `kit exercise [NAME]`: checks one exercise now. After a pass, shows the
  /// learner's code next to the reference solution, then the next exercise.
  func check(named name: String?) throws -> ExitCode {
    let exercise = try exercise(named: name)
    let outcome = try measure(exercise)
    console.write(OutcomeView.render(outcome, of: exercise, style: style))
    console.write(outcome.isPassed ? afterPass(exercise) : nextSteps(for: exercise))
    return outcome.isPassed ? .success : .failure
  }
}
