import Foundation

extension ExerciseSession {
  /// How often a watch looks at the files, and so its longest wait before noticing a save.
  static let watchPace: Int32 = 10
  /// How long the files must hold still before a check: a save can take more than one write.
  static let settleTime = 0.01

  /// `kit watch [NAME]`: checks the exercise, then again every time one of
  /// its files is saved. On a terminal single keys act at once: Enter checks
  /// again by hand (for an editor whose saves are not noticed) and, after a
  /// pass, moves on to the next unfinished exercise; `h` shows a hint, `q`
  /// quits, Ctrl-C stops a check and quits, Ctrl-Z suspends until `fg`.
  func watch(named name: String?) throws -> ExitCode {
    var exercise = try exercise(named: name)
    var input = WatchInput(fileDescriptor: 0)
    defer { input.close() }
    var seen = FileStamp.snapshot(of: exercise)
    var outcome = try checkForWatch(exercise)
    while true {
      if let request = input.next(timeoutMilliseconds: Self.watchPace) {
        switch request {
        case .quit:
          console.write("\nStopped watching \(exercise.label).\n")
          return .success
        case .hint:
          console.write("\n")
          _ = try hint(named: exercise.name, askAgain: "press h again")
        case .checkAgain:
          if outcome.isPassed, let next = firstUnfinished(besides: exercise) { exercise = next }
          seen = FileStamp.snapshot(of: exercise)
          outcome = try checkForWatch(exercise)
        case .suspend:
          KeyboardMode.suspendJob()
          // Back after `fg`: the shell's lines are the last on the screen; say where we are.
          console.write(
            style.dim("Watching \(exercise.label) · " + Self.keys(afterPass: outcome.isPassed))
              + "\n")
        case .unknown:
          console.write(style.dim(Self.keys(afterPass: outcome.isPassed)) + "\n")
        }
        continue
      }
      let now = FileStamp.snapshot(of: exercise)
      guard now != seen else { continue }
      Thread.sleep(forTimeInterval: Self.settleTime)
      if FileStamp.snapshot(of: exercise) == now {
        seen = now
        outcome = try checkForWatch(exercise)
      }
    }
  }

  /// One check in watch mode, drawn over the last one, ending with a line that says what is
  /// watched and which keys do what.
  private func checkForWatch(_ exercise: Exercise) throws -> ExerciseOutcome {
    let clock = ContinuousClock()
    let start = clock.now
    let outcome = try measure(exercise)
    let tenths = Int(((clock.now - start) / .milliseconds(100)).rounded())
    var footer = outcome.isPassed ? next(after: exercise) : ""
    footer +=
      "\n"
      + style.dim(
        "Watching \(exercise.label) (\(tenths / 10).\(tenths % 10) s) · "
          + Self.keys(afterPass: outcome.isPassed))
      + "\n"
    present(outcome, of: exercise, footer: footer, inPlace: true)
    return outcome
  }

  /// The keys a watch knows.
  private static func keys(afterPass: Bool) -> String {
    (afterPass ? "Enter: next exercise" : "Enter: check again") + " · h: hint · q: quit"
  }
}
