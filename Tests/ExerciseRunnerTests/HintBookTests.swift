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

  /// Issue 17, case 6: `echo -5 > .build/exercises/hints/01-observable` trapped.
  @Test(arguments: ["-5", "9223372036854775807", "99999999999999999999", "two", "", "\u{FF}3"])
  func aDamagedCountIsNoneShown(_ text: String) throws {
    let kit = try TemporaryKit()
    try kit.addExercise("01-box")
    let exercise = try #require(ExerciseCatalog(packageRoot: kit.root).exercises.first)
    try kit.write(text, to: ".build/hints/01-box")
    let progress = HintProgress(folder: kit.root.appendingPathComponent(".build/hints"))
    #expect(progress.revealed(for: exercise, limit: 2) == 0)
  }

  @Test func aCountBeyondTheHintsIsNoneShown() throws {
    let kit = try TemporaryKit()
    try kit.addExercise("01-box")
    let exercise = try #require(ExerciseCatalog(packageRoot: kit.root).exercises.first)
    let progress = HintProgress(folder: kit.root.appendingPathComponent(".build/hints"))
    try progress.setRevealed(7, for: exercise)
    #expect(progress.revealed(for: exercise, limit: 2) == 0)
  }
}
