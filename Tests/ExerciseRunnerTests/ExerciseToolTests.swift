import Foundation
import Testing

@testable import ExerciseRunner

/// Runs `kit ARGUMENTS` in `directory`, returning the exit code and what was written.
private func kit(_ arguments: [String], in directory: URL) -> (code: Int32, output: CollectedOutput)
{
  let output = CollectedOutput()
  let console = RunnerConsole(
    isTerminal: false, color: false, write: output.append, writeError: output.appendError)
  return (ExerciseTool.run(arguments, console: console, directory: directory), output)
}

@Suite struct ExerciseToolTests {
  @Test func anUnknownCommandIsAUsageError() throws {
    let temporary = try TemporaryKit()
    let (code, output) = kit(["exercize"], in: temporary.root)
    #expect(code == 64)
    #expect(output.errorText.contains("'exercize'"))
  }

  @Test(arguments: [["reset"], ["exercises", "extra"], ["hint", "a", "b"]])
  func wrongArgumentsAreAUsageError(_ arguments: [String]) throws {
    let temporary = try TemporaryKit()
    let (code, output) = kit(arguments, in: temporary.root)
    #expect(code == 64)
    #expect(output.errorText.contains("usage: kit \(arguments[0])"))
  }

  @Test func outsideTheKitNothingCanBeFound() {
    let (code, output) = kit(["exercises"], in: URL(fileURLWithPath: "/"))
    #expect(code == 66)
    #expect(output.errorText.contains("no Exercises/ folder"))
  }

  @Test func anUnknownExerciseIsAUsageErrorThatListsTheNames() throws {
    let temporary = try TemporaryKit()
    try temporary.addExercise("01-box")
    try temporary.addExercise("02-clock")
    let (code, output) = kit(["hint", "watch"], in: temporary.root)
    #expect(code == 64)
    #expect(
      output.errorText.contains("no exercise is called 'watch'; the exercises are: box, clock"))
  }

  @Test func eachHintCommandRevealsOneMoreHintUntilTheLast() throws {
    let temporary = try TemporaryKit()
    try temporary.addExercise("01-box")
    let first = kit(["hint", "box"], in: temporary.root).output.text
    #expect(first.contains("Hint 1 of 2 — Gentle\nLook closer."))
    #expect(!first.contains("Do this."))
    let second = kit(["hint", "box"], in: temporary.root).output.text
    #expect(second.contains("Hint 1 of 2 — Gentle\n"))
    #expect(second.contains("Hint 2 of 2 — Explicit\nDo this."))
    #expect(second.contains("That was the last hint"))
    let third = kit(["hint", "box"], in: temporary.root).output.text
    #expect(third == second, "asking again after the last hint shows the same hints")
  }

  @Test func resetPutsTheStarterBackAndSavesTheLearnersVersionOutsideBuild() throws {
    let temporary = try TemporaryKit()
    try temporary.addExercise("01-box", code: "let starter = 1\n")
    try temporary.write("let mine = 2\n", to: "Exercises/01-box/Code.swift")
    let (code, output) = kit(["reset", "box"], in: temporary.root)
    #expect(code == 0)
    #expect(temporary.read("Exercises/01-box/Code.swift") == "let starter = 1\n")
    #expect(temporary.read("Exercises/Saved/01-box/1/Code.swift") == "let mine = 2\n")
    #expect(output.text.contains("Saved your version in "))
    #expect(output.text.contains("Exercises/Saved/01-box/1/"))
  }

  /// Issue 17, case 2: a second reset overwrote the first one's backup.
  @Test func everyResetKeepsItsOwnVersionAndTheListShowsThemAll() throws {
    let temporary = try TemporaryKit()
    try temporary.addExercise("01-box", code: "let starter = 1\n")
    try temporary.write("let first = 1\n", to: "Exercises/01-box/Code.swift")
    _ = kit(["reset", "box"], in: temporary.root)
    _ = kit(["reset", "box"], in: temporary.root)  // Nothing of the learner's to save.
    try temporary.write("let second = 2\n", to: "Exercises/01-box/Code.swift")
    _ = kit(["reset", "box"], in: temporary.root)
    #expect(temporary.read("Exercises/Saved/01-box/1/Code.swift") == "let first = 1\n")
    #expect(temporary.read("Exercises/Saved/01-box/2/Code.swift") == "let second = 2\n")
    #expect(temporary.read("Exercises/Saved/01-box/3/Code.swift") == nil)

    let (code, output) = kit(["reset", "--list", "box"], in: temporary.root)
    #expect(code == 0)
    let rows = output.text.split(separator: "\n").filter { $0.hasSuffix("  Code.swift") }
    #expect(rows.map { $0.prefix(3) } == ["  1", "  2"])
  }

  @Test func theListOfNoSavedVersionsSaysWhereTheyWouldBe() throws {
    let temporary = try TemporaryKit()
    try temporary.addExercise("01-box")
    let (code, output) = kit(["reset", "--list", "box"], in: temporary.root)
    #expect(code == 0)
    #expect(output.text.contains("No saved versions of 01 box yet"))
  }

  @Test func resetTakesOnlyListAsAnOption() throws {
    let temporary = try TemporaryKit()
    try temporary.addExercise("01-box")
    let (code, output) = kit(["reset", "--all", "box"], in: temporary.root)
    #expect(code == 64)
    #expect(output.errorText.contains("usage: kit reset [--list] NAME"))
  }

  /// Issue 17, case 7: whatever reaches kit as a name is checked, and shown defused.
  @Test func aNameThatIsNoExercisesIsRefusedAndShownSafely() throws {
    let temporary = try TemporaryKit()
    try temporary.addExercise("01-box")
    let (code, output) = kit(["hint", "x; touch /tmp/pwned\u{1B}[2J"], in: temporary.root)
    #expect(code == 64)
    #expect(output.errorText.contains("no exercise is called 'x; touch /tmp/pwned␛[2J'"))
  }

  @Test func resetLeavesFilesTheStarterDoesNotHave() throws {
    let temporary = try TemporaryKit()
    try temporary.addExercise("01-box")
    try temporary.write("let helper = 3\n", to: "Exercises/01-box/Helper.swift")
    let (_, output) = kit(["reset", "box"], in: temporary.root)
    #expect(temporary.read("Exercises/01-box/Helper.swift") == "let helper = 3\n")
    #expect(output.text.contains("Helper.swift is yours, not the starter's"))
  }

  @Test func onlyAnExerciseWithARunFolderIsAnApp() throws {
    let temporary = try TemporaryKit()
    try temporary.addExercise("01-box")
    try temporary.addExercise("08-clock")
    try temporary.write("print(1)\n", to: "Exercises/08-clock/Run/main.swift")
    let (code, output) = kit(["run", "box"], in: temporary.root)
    #expect(code == 64)
    #expect(output.errorText.contains("box is not an app; the exercises that run as one: clock"))
  }
}

@Suite struct WatchInputTests {
  @Test func singleKeysAskForWhatTheWatchSays() {
    #expect(WatchInput.request(forKey: UInt8(ascii: "q")) == .quit)
    #expect(WatchInput.request(forKey: 0x04) == .quit)
    #expect(WatchInput.request(forKey: UInt8(ascii: "h")) == .hint)
    #expect(WatchInput.request(forKey: UInt8(ascii: "\r")) == .checkAgain)
    #expect(WatchInput.request(forKey: UInt8(ascii: "\n")) == .checkAgain)
    #expect(WatchInput.request(forKey: UInt8(ascii: "x")) == .unknown)
  }

  @Test func linesFromAPipeAskForTheSame() {
    #expect(WatchInput.request(forLine: " q ") == .quit)
    #expect(WatchInput.request(forLine: "hint") == .hint)
    #expect(WatchInput.request(forLine: "") == .checkAgain)
    #expect(WatchInput.request(forLine: "what") == .unknown)
  }
}

@Suite struct WorkFolderTests {
  @Test func theProcessIsReadFromTheFoldersName() {
    #expect(WorkFolder.owner(ofFolderNamed: "01-observable-4711-2") == 4711)
    #expect(WorkFolder.owner(ofFolderNamed: "02-mvc-observer-4711-12") == 4711)
    #expect(
      WorkFolder.owner(ofFolderNamed: "02-mvc-observer-4711") == 4711, "as runners named them")
    #expect(WorkFolder.owner(ofFolderNamed: "notes") == nil)
  }
}

@Suite struct LineInputTests {
  @Test func linesTypedAreReadOneByOneAndSilenceTimesOut() throws {
    var ends: [Int32] = [0, 0]
    #expect(pipe(&ends) == 0)
    defer { close(ends[0]) }
    var input = LineInput(fileDescriptor: ends[0])
    #expect(input.next(timeoutMilliseconds: 0) == .timeout)
    _ = "h\n\nq\n".withCString { write(ends[1], $0, 5) }
    #expect(input.next(timeoutMilliseconds: 0) == .line("h"))
    #expect(input.next(timeoutMilliseconds: 0) == .line(""))
    #expect(input.next(timeoutMilliseconds: 0) == .line("q"))
    close(ends[1])
    #expect(input.next(timeoutMilliseconds: 0) == .timeout, "closed input only times out")
    #expect(input.next(timeoutMilliseconds: 0) == .timeout)
  }
}

@Suite struct FileStampTests {
  @Test func aSaveAndANewFileChangeTheSnapshot() throws {
    let temporary = try TemporaryKit()
    try temporary.addExercise("01-box")
    let exercise = try #require(ExerciseCatalog(packageRoot: temporary.root).exercises.first)
    let before = FileStamp.snapshot(of: exercise)
    #expect(FileStamp.snapshot(of: exercise) == before)
    try temporary.write("let x = 10\n", to: "Exercises/01-box/Code.swift")
    let saved = FileStamp.snapshot(of: exercise)
    #expect(saved != before)
    try temporary.write("", to: "Exercises/01-box/More.swift")
    #expect(FileStamp.snapshot(of: exercise) != saved)
  }
}
