import Foundation

extension ExerciseSession {
  /// `kit watch [NAME]`: checks the exercise, then again every time one of
  /// its files is saved. Enter checks again by hand (for an editor whose
  /// saves are not noticed) and, after a pass, moves on to the next exercise;
  /// `h` shows a hint, `q` quits.
  func watch(named name: String?) throws -> ExitCode {
    var exercise = try exercise(named: name)
    var input = LineInput(fileDescriptor: 0)
    var seen = FileStamp.snapshot(of: exercise)
    var passed = try checkForWatch(exercise)
    while true {
      if case .line(let line) = input.next(timeoutMilliseconds: 100) {
        switch line.trimmingCharacters(in: .whitespaces).lowercased() {
        case "q", "quit":
          return .success
        case "h", "hint":
          _ = try hint(named: exercise.name, askAgain: "type h again")
          continue
        case "":
          if passed, let next = catalog.exercise(after: exercise) { exercise = next }
          seen = FileStamp.snapshot(of: exercise)
          passed = try checkForWatch(exercise)
          continue
        default:
          console.write("Enter checks again, h shows a hint, q quits.\n")
        }
      }
      let now = FileStamp.snapshot(of: exercise)
      guard now != seen else { continue }
      // A save can take more than one write: check once the files hold still for a moment.
      Thread.sleep(forTimeInterval: 0.03)
      if FileStamp.snapshot(of: exercise) == now {
        seen = now
        passed = try checkForWatch(exercise)
      }
    }
  }

  /// One check in watch mode, on a fresh screen; whether it passed.
  private func checkForWatch(_ exercise: Exercise) throws -> Bool {
    let clock = ContinuousClock()
    let start = clock.now
    let outcome = try measure(exercise)
    let tenths = Int(((clock.now - start) / .milliseconds(100)).rounded())
    let elapsed = "\(tenths / 10).\(tenths % 10) s"
    if console.isTerminal { console.write("\u{1B}[2J\u{1B}[H") }
    console.write(
      style.dim(
        "Watching \(exercise.label): every save is checked (\(elapsed) this time). "
          + "Enter checks again if a save is missed · h hint · q quit")
        + "\n\n")
    console.write(OutcomeView.render(outcome, of: exercise, style: style))
    if outcome.isPassed {
      console.write(afterPass(exercise))
      if catalog.exercise(after: exercise) != nil {
        console.write("\nPress Enter to go on to the next exercise, or q to quit.\n")
      }
    }
    return outcome.isPassed
  }
}
