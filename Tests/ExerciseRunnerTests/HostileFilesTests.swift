import Foundation
import NewsTestSupport
import Spawning
import Testing
import TextDiff

@testable import ExerciseRunner

/// Issue 47, item 3: a learner file that is a FIFO hung `make reset` (killed at 60 s); a link to
/// `/dev/zero` read until memory failed, then printed Swift's crash report; a file whose name
/// held an escape sequence cleared the screen when `make reset` named it; a check with nothing
/// compilable left an empty `/tmp/TemporaryDirectory.*`. The real `kit` runs here, on a
/// pseudo-terminal, in a kit of its own.
@Suite struct HostileFilesTests {
  /// What is put in the exercise's folder as `Odd.swift`, and what kit calls it.
  enum Oddity: String, CaseIterable, CustomTestStringConvertible {
    case fifo = "a FIFO"
    case linkToADevice = "a device"
    case folder = "a folder"

    var testDescription: String { rawValue }

    func make(at path: String) throws {
      switch self {
      case .fifo: #expect(mkfifo(path, 0o644) == 0)
      case .linkToADevice: #expect(symlink("/dev/zero", path) == 0)
      case .folder:
        try FileManager.default.createDirectory(
          atPath: path, withIntermediateDirectories: false)
      }
    }
  }

  /// Every command that reads an exercise's files, as `make` calls it.
  static let commands = [
    ["exercise", "box"], ["watch", "box"], ["reset", "box"], ["reset", "--list", "box"],
    ["hint", "box"], ["exercises"],
  ]

  /// A kit with exercise 01-box, whose folder holds `oddity` as `Odd.swift`.
  func kit(with oddity: Oddity) throws -> TemporaryKit {
    let kit = try TemporaryKit()
    try kit.addExercise("01-box")
    try oddity.make(at: kit.root.appendingPathComponent("Exercises/01-box/Odd.swift").path)
    return kit
  }

  @Test(arguments: Oddity.allCases)
  func aLearnerFileThatIsNotAFileIsRefusedByEveryCommandInOneLine(oddity: Oddity) throws {
    let kit = try kit(with: oddity)
    for command in Self.commands {
      let (status, said) = try FullDiskTests.run(command, in: kit, full: false)
      let line =
        "kit: Exercises/01-box/Odd.swift is \(oddity.rawValue), not a file: kit reads only "
        + "plain files. Move it out of the exercise's folder, then try again.\r\n"
      #expect(status == .exited(66), "kit \(command.joined(separator: " ")): \(said)")
      #expect(said == line, "kit \(command.joined(separator: " "))")
    }
    #expect(kit.read("Exercises/01-box/Code.swift") == "let x = 1\n")
  }

  @Test(arguments: Oddity.allCases)
  func aCheckThatRefusesLeavesNothingInTheTemporaryFolder(oddity: Oddity) throws {
    let kit = try kit(with: oddity)
    let temporary = kit.root.appendingPathComponent("tmp")
    try FileManager.default.createDirectory(at: temporary, withIntermediateDirectories: false)
    _ = try FullDiskTests.run(
      ["exercise", "box"], in: kit, full: false, temporaryFolder: temporary)
    #expect(try FileManager.default.contentsOfDirectory(atPath: temporary.path) == [])
  }

  @Test func aFileThatTurnsOddDuringAWatchEndsTheCheckInOneLine() throws {
    let kit = try kit(with: .fifo)
    let exercise = try #require(ExerciseCatalog(packageRoot: kit.root).exercises.first)
    let snapshot = kit.root.appendingPathComponent("snapshot")
    #expect(
      performing: {
        _ = try SourceSnapshot(sources: exercise.learnerFiles(), tests: [], copiedTo: snapshot)
      },
      throws: {
        ($0 as? FileProblem)?.description.hasSuffix(
          "Odd.swift is a FIFO, not a file: kit reads only plain files. Move it out of the exercise's folder, then try again."
        ) == true
      })
  }

  @Test func aReadStopsAtTheLargestFileAndNeverWaitsOnAFIFO() throws {
    let kit = try kit(with: .fifo)
    let fifo = kit.root.appendingPathComponent("Exercises/01-box/Odd.swift")
    #expect(throws: FileProblem.notAFile(fifo, kind: "a FIFO")) { try FileAccess.read(fifo) }
    let zero = kit.root.appendingPathComponent("zero")
    #expect(symlink("/dev/zero", zero.path) == 0)
    #expect(throws: FileProblem.notAFile(zero, kind: "a device")) { try FileAccess.read(zero) }
  }

  /// A name such as `ESC [2J ESC [31m Evil.swift` is shown as fixture text is: `␛[2J␛[31mEvil.swift`.
  @Test func aFileNameIsShownWithItsControlCharactersEscaped() throws {
    let kit = try TemporaryKit()
    try kit.addExercise("01-box")
    try kit.write("let mine = 2\n", to: "Exercises/01-box/Code.swift")
    try kit.write("let extra = 3\n", to: "Exercises/01-box/\u{1B}[2J\u{1B}[31mEvil\u{07}.swift")
    let (status, said) = try FullDiskTests.run(["reset", "box"], in: kit, full: false)
    #expect(status == .exited(0))
    #expect(said.contains("Exercises/01-box/␛[2J␛[31mEvil␇.swift is yours, not the starter's"))
    #expect(!said.contains("\u{1B}"), "an escape sequence reached the terminal: \(said)")
    #expect(!said.contains("\u{07}"))
  }
}

/// Issue 47, item 3: a 10.5 MB learner file that passes was compared with the reference line by
/// line on the watch's main loop: `q` did nothing for 73.8 s, and `make exercise` printed
/// nothing for 57.7 s, then 10.6 MB of diff.
@Suite struct BoundedComparisonTests {
  /// Exercise 01-box whose learner file is the reference's line followed by `lines` more.
  func exercise(withExtraLines lines: Int) throws -> (TemporaryKit, Exercise) {
    let kit = try TemporaryKit()
    try kit.addExercise("01-box")
    let filler = (1...lines).map { "let line\($0) = \($0)\n" }.joined()
    try kit.write("let x = 1\n" + filler, to: "Exercises/01-box/Code.swift")
    return (kit, try #require(ExerciseCatalog(packageRoot: kit.root).exercises.first))
  }

  @Test func filesTooLongToCompareAreSummedUpWithTheCommandThatComparesThem() throws {
    let (kit, exercise) = try exercise(withExtraLines: 100_000)
    let start = ContinuousClock.now
    let text = Comparison(of: exercise, record: ExerciseRecord(of: [exercise])).rendered(
      style: Paint(enabled: false), width: nil)
    #expect(ContinuousClock.now - start < .seconds(5), "compared line by line after all")
    #expect(text.contains("Exercises/01-box/Code.swift (yours, 100001 lines) and "))
    #expect(
      text.contains(
        "Exercises/01-box/Solution/Code.swift (the reference, 1) are too long to compare here; "
          + "to see every difference:\n  diff -u "))
    #expect(text.hasSuffix("Exercises/01-box/Solution/Code.swift\n"))
    _ = kit
  }

  /// `kit exercise` as `make exercise > file` runs it (no terminal: nothing cuts the output),
  /// on a 3 MB learner file that passes: it printed 3 MB of diff after some eight seconds.
  @Test func aPassWithAHugeFileEndsSoonAndPrintsLittle() throws {
    let kit = try TemporaryKit()
    try kit.addExercise("01-box")
    let toolchain = try FakeToolchain(in: kit)
    let filler = (1...100_000).map { "// a line of the learner's, number \($0)\n" }.joined()
    try kit.write("//! pass\n" + filler, to: "Exercises/01-box/Code.swift")
    let output = CollectedOutput()
    let session = ExerciseSession(
      catalog: ExerciseCatalog(packageRoot: kit.root),
      console: RunnerConsole(
        isTerminal: false, color: false, write: output.append, writeError: output.appendError),
      builder: try toolchain.builder())
    let start = ContinuousClock.now
    #expect(try session.check(named: "box") == .success)
    let took = ContinuousClock.now - start
    #expect(output.text.utf8.count < 20_000, "printed \(output.text.utf8.count) bytes")
    #expect(output.text.contains("are too long to compare here"))
    #expect(took < .seconds(20), "took \(took)")
  }

  @Test func aLongDiffIsPrintedUpToItsBound() throws {
    let (kit, exercise) = try exercise(withExtraLines: 1_000)
    let text = Comparison(of: exercise, record: ExerciseRecord(of: [exercise])).rendered(
      style: Paint(enabled: false), width: nil)
    let lines = text.split(separator: "\n")
    #expect(lines.filter { $0.hasPrefix("-let line") }.count < Comparison.printedLines)
    #expect(text.hasSuffix("… \(1_004 - Comparison.printedLines) more lines of differences.\n"))
    _ = kit
  }
}
