import Foundation
import Testing

@testable import ExerciseRunner

@Suite struct HintBookTests {
  @Test func eachSecondLevelHeadingStartsAHint() {
    let book = HintBook(
      markdown: """
        # Hints for 01

        This introduction is not a hint.

        ## Look at the keys

        What does the dictionary do?

        ## Number them

        Use an array.
        Keep the order.
        """)
    #expect(
      book.hints == [
        HintBook.Hint(title: "Look at the keys", body: "What does the dictionary do?"),
        HintBook.Hint(title: "Number them", body: "Use an array.\nKeep the order."),
      ])
  }

  @Test func aTextWithoutHeadingsHasNoHints() {
    #expect(HintBook(markdown: "Just words.\n").hints.isEmpty)
  }

  @Test func progressStartsAtNoneAndRemembersWhatItIsTold() throws {
    let kit = try TemporaryKit()
    try kit.addExercise("01-box")
    let exercise = try #require(ExerciseCatalog(packageRoot: kit.root).exercises.first)
    let progress = HintProgress(folder: kit.root.appendingPathComponent(".build/hints"))
    #expect(progress.revealed(for: exercise) == 0)
    try progress.setRevealed(2, for: exercise)
    #expect(progress.revealed(for: exercise) == 2)
  }
}
