import Foundation

extension ExerciseSession {
  /// `kit hint [NAME]`: reveals one more hint; the ones shown before are listed by title.
  /// `askAgain` says how to ask for the next one. When the count of hints shown cannot be
  /// kept, the hint is shown all the same, and the command says why the next one will be it
  /// again, and fails.
  func hint(named name: String?, askAgain: String? = nil) throws -> ExitCode {
    let exercise = try exercise(named: name)
    guard let markdown = try? String(contentsOf: exercise.hints, encoding: .utf8) else {
      throw SessionError(
        description: "\(ExerciseBuilder.displayPath(exercise.hints)) cannot be read",
        exitCode: .noInput)
    }
    let book = HintBook(markdown: markdown)
    let before = hintProgress.revealed(for: exercise, limit: book.hints.count)
    let shown = min(before + 1, book.hints.count)
    // Not remembering is no reason to keep the hint back; it is a reason to say so.
    var unremembered: (any Error)?
    do {
      try hintProgress.setRevealed(shown, for: exercise)
    } catch {
      unremembered = error
    }
    // On a terminal, prose is reflowed to its width; anywhere else it is as written.
    let width = console.isTerminal ? console.size()?.width : nil
    let fitted = { (text: String) in
      width.map { Prose.reflowed(text, width: $0).map { $0 + "\n" }.joined() } ?? text + "\n"
    }
    for (index, hint) in book.hints.prefix(shown).enumerated() {
      let heading = "Hint \(index + 1) of \(book.hints.count) — \(hint.title)"
      console.write((index + 1 == shown ? style.bold(heading) : style.dim(heading)) + "\n")
      console.write(index + 1 == shown ? fitted(hint.body) + "\n" : "")
    }
    if shown < book.hints.count {
      console.write(fitted("For the next one, \(askAgain ?? "make hint NAME=\(exercise.name)")."))
    } else {
      console.write(
        fitted(
          "That was the last hint. The reference solution is in "
            + "\(ExerciseBuilder.displayPath(exercise.solutionFolder))/ when you want to compare."))
    }
    if let unremembered {
      console.writeError(
        "kit: could not remember that you saw hint \(shown), so the next `make hint` shows it "
          + "again: \(unremembered)\n")
      return .cannotWrite
    }
    return .success
  }
}
