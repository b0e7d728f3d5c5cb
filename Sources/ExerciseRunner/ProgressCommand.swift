extension ExerciseSession {
  /// `kit exercises`: the progress list, measured, then the first exercise
  /// that does not pass, with its first failing expectation.
  func showProgress() throws -> ExitCode {
    var rows: [ProgressView.Row] = []
    var outcomes: [String: ExerciseOutcome] = [:]
    for exercise in catalog.exercises {
      let (status, outcome) = try status(of: exercise)
      if let outcome { outcomes[exercise.id] = outcome }
      rows.append(
        ProgressView.Row(exercise: exercise, title: exercise.title() ?? "", status: status))
    }
    let current = rows.first { $0.status != .passed }?.exercise
    console.write(ProgressView.render(rows, current: current, style: style))
    guard let current else {
      console.write("\nEvery exercise passes. Well done.\n")
      return .success
    }
    let outcome = try outcomes[current.id] ?? measure(current)
    console.write("\n" + OutcomeView.render(outcome, of: current, style: style))
    console.write(outcome.isPassed ? afterPass(current) : nextSteps(for: current))
    return .success
  }
}
