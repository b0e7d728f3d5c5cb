import Dispatch
import Foundation

extension ExerciseSession {
  /// `kit exercises`: the progress list, measured, then the first exercise
  /// that does not pass, with its first failing expectation.
  func showProgress() throws -> ExitCode {
    for exercise in catalog.exercises { try Self.refuseOddFiles(of: exercise) }
    let fingerprints = catalog.exercises.map { fingerprint(of: $0) }
    var statuses = zip(catalog.exercises, fingerprints).map {
      cachedStatus(of: $0, fingerprint: $1)
    }
    let unmeasured = catalog.exercises.indices.filter { statuses[$0] == nil }
    var outcomes: [String: ExerciseOutcome] = [:]
    if !unmeasured.isEmpty {
      if console.isTerminal { console.write("Checking \(unmeasured.count) exercises…\r") }
      let measured = try measure(unmeasured.map { catalog.exercises[$0] })
      if console.isTerminal { console.write("\u{1B}[2K") }
      for (index, outcome) in zip(unmeasured, measured) {
        statuses[index] = ExerciseStatus(outcome)
        outcomes[catalog.exercises[index].id] = outcome
      }
    }
    let rows = zip(catalog.exercises, statuses).map { exercise, status in
      ProgressList.Row(
        exercise: exercise, title: exercise.title() ?? "", status: status ?? .notCompiling)
    }
    let current = rows.first { $0.status != .passed }?.exercise
    // On a terminal, the list and the first thing to fix share one screen.
    let list = ProgressList.render(
      rows, current: current, style: style, width: console.isTerminal ? console.size()?.width : nil)
    console.write(list)
    guard let current else {
      console.write("\nEvery exercise passes. Well done.\n")
      return .success
    }
    let outcome = try outcomes[current.id] ?? measure(current)
    // Straight below the list, and with no line from make after it (this ends well): at 80x24
    // that leaves room for the verdict and the test's comment.
    present(
      outcome, of: current,
      footer: outcome.isPassed ? next(after: current) : String(nextSteps(for: current).dropFirst()),
      below: list.filter { $0 == "\n" }.count - 1)
    return .success
  }

  /// Checks several exercises at once, one per processor: each check is one
  /// compiler process, and a first `make exercises` has them all to do.
  /// Each outcome is remembered under the fingerprint of the files it was reached on.
  private func measure(_ exercises: [Exercise]) throws -> [ExerciseOutcome] {
    let builder = try builder()
    let results = ConcurrentResults<Result<ExerciseBuilder.Check, any Error>>(
      count: exercises.count)
    DispatchQueue.concurrentPerform(iterations: exercises.count) { index in
      let exercise = exercises[index]
      results[index] = Result { try builder.check(exercise, sources: exercise.learnerFiles()) }
    }
    return try zip(exercises, results.values).map { exercise, result in
      let check = try result.get()
      remember(check, of: exercise)
      return check.outcome
    }
  }
}

/// Slots that several threads fill at once, one slot each.
final class ConcurrentResults<Value>: @unchecked Sendable {
  private let lock = NSLock()
  private var slots: [Value?]

  init(count: Int) { slots = Array(repeating: nil, count: count) }

  subscript(index: Int) -> Value? {
    get { lock.withLock { slots[index] } }
    set { lock.withLock { slots[index] = newValue } }
  }

  /// Every slot's value; all must be filled.
  var values: [Value] { lock.withLock { slots.compactMap { $0 } } }
}
