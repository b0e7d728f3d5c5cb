import Foundation
import Testing
import TextDiff

@testable import ExerciseRunner

/// A check from a file to a verdict, through `FakeToolchain`'s stand-in compiler.
@Suite struct ExerciseCheckTests {
  private let kit: TemporaryKit
  private let toolchain: FakeToolchain

  init() throws {
    kit = try TemporaryKit()
    try kit.addExercise("01-box", code: "//! fail\n")
    toolchain = try FakeToolchain(in: kit)
  }

  private var exercise: Exercise { ExerciseCatalog(packageRoot: kit.root).exercises[0] }

  private func session() throws -> ExerciseSession {
    let output = CollectedOutput()
    let console = RunnerConsole(
      isTerminal: false, color: false, write: output.append, writeError: output.appendError)
    let builder = try toolchain.builder()
    return ExerciseSession(
      catalog: ExerciseCatalog(packageRoot: kit.root), console: console, builder: builder)
  }

  @Test func aPassingAndAFailingFileAreToldApart() throws {
    let session = try session()
    #expect(try session.status(of: exercise) == .failing(failed: 1, total: 1))
    try kit.write("//! pass\n", to: "Exercises/01-box/Code.swift")
    #expect(try session.status(of: exercise) == .passed)
  }

  /// Issue 17, case 1: a check of a failing file, during which the solution is saved and then
  /// the failing file put back, once credited the failing file with the solution's pass.
  @Test func aSaveDuringACheckIsNeverCreditedWithThatChecksOutcome() throws {
    let path = kit.root.appendingPathComponent("Exercises/01-box/Code.swift").path
    let failing = "//! fail\n//@ printf '//! pass\\n' > '\(path)'\n"
    try kit.write(failing, to: "Exercises/01-box/Code.swift")
    let session = try session()

    let outcome = try session.measure(exercise)
    #expect(!outcome.isPassed, "the check compiled the failing file it read, not the save")
    #expect(kit.read("Exercises/01-box/Code.swift") == "//! pass\n", "the save did happen")
    #expect(
      session.cachedStatus(of: exercise, fingerprint: session.fingerprint(of: exercise)) == nil,
      "the saved file was not checked, so nothing is known about it")

    try kit.write(failing, to: "Exercises/01-box/Code.swift")
    #expect(
      session.cachedStatus(of: exercise, fingerprint: session.fingerprint(of: exercise))
        == .failing(failed: 1, total: 1))
  }

  /// The learner's library is linked quickly, without the libraries it uses; when the test
  /// program cannot load it so, it is linked again in full and the tests run again.
  @Test func aLibraryTheTestsCannotLoadIsLinkedAgainInFull() throws {
    let first = kit.root.appendingPathComponent("first-link").path
    let second = kit.root.appendingPathComponent("second-link").path
    try kit.write(
      """
      //@ if [ -f '\(first)' ]; then touch '\(second)'; else touch '\(first)'; fi
      //! [ -f '\(second)' ] && pass
      //! echo "tests: symbol lookup error: libExercise01Box.so: undefined symbol: x"; exit 127

      """, to: "Exercises/01-box/Code.swift")

    #expect(try session().measure(exercise).isPassed)
    #expect(FileManager.default.fileExists(atPath: second), "the library was linked twice")
  }

  /// A program that ends 127 for a reason of its own is not linked again.
  @Test func onlyTheLoadersWordsAskForAFullLink() {
    #expect(
      ExerciseBuilder.isLoaderFailure(
        "./tests: symbol lookup error: ./libM.so: undefined symbol: f"))
    #expect(
      ExerciseBuilder.isLoaderFailure(
        "./tests: error while loading shared libraries: libX.so: cannot open shared object file"))
    #expect(!ExerciseBuilder.isLoaderFailure("Fatal error: Index out of range"))
  }

  @Test func compilerMessagesNameTheLearnersFileNotItsCopy() throws {
    try kit.write("//x\n", to: "Exercises/01-box/Code.swift")
    guard case .didNotCompile(let text) = try session().measure(exercise) else {
      Issue.record("it should not compile")
      return
    }
    #expect(text.contains("Exercises/01-box/Code.swift:1:1: error: this does not compile"))
    #expect(!text.contains(".build/exercises/work"))
  }

  /// Issue 16, case 5: a test file replaced with one that cannot fail.
  @Test func changedTestsAreReportedAndNeverPass() throws {
    try kit.write("//! pass\n", to: "Exercises/01-box/Code.swift")
    try kit.write(
      "//! pass\n// a test that cannot fail\n", to: "Exercises/01-box/Tests/Tests.swift")
    try kit.write("", to: "Exercises/01-box/Tests/Mine.swift")
    let session = try session()
    guard case .testsChanged(let changes) = try session.measure(exercise) else {
      Issue.record("edited tests must not be run")
      return
    }
    #expect(changes.changed.map(\.name) == ["Tests.swift"])
    #expect(changes.added == ["Mine.swift"])
    #expect(try session.status(of: exercise) == .testsChanged)
    #expect(session.firstUnfinished()?.id == "01-box", "not counted as progress")
  }

  @Test func aDeletedTestFileIsAChangeToo() throws {
    try FileManager.default.removeItem(
      at: kit.root.appendingPathComponent("Exercises/01-box/Tests/Tests.swift"))
    guard case .testsChanged(let changes) = try session().measure(exercise) else {
      Issue.record("a deleted test file must be noticed")
      return
    }
    #expect(changes.deleted.map(\.name) == ["Tests.swift"])
  }

  /// A save that leaves the learner's module's interface as it was compiles the learner's
  /// module and links the tests anew with it, but does not compile the tests again.
  @Test func theTestsAreCompiledAgainOnlyWhenTheInterfaceChanges() throws {
    let kit = try TemporaryKit()
    try kit.addExercise("01-box")
    let log = kit.root.appendingPathComponent("compiled").path
    try kit.write(
      "import Testing\n//@ echo tests >> '\(log)'\n", to: "Exercises/01-box/Tests/Tests.swift")
    let toolchain = try FakeToolchain(in: kit)
    let exercise = try #require(ExerciseCatalog(packageRoot: kit.root).exercises.first)
    func check(_ code: String) throws -> [Substring] {
      try kit.write(code, to: "Exercises/01-box/Code.swift")
      try? FileManager.default.removeItem(atPath: log)
      _ = try toolchain.builder().check(exercise, sources: exercise.learnerFiles())
      return (kit.read("compiled") ?? "").split(separator: "\n")
    }
    #expect(try check("//i func f()\n//! fail\n") == ["tests"])
    #expect(try check("//i func f()\n//! pass\n").isEmpty, "only a body changed")
    #expect(try check("//i func f()\n//! pass\n").isEmpty, "nothing changed")
    #expect(try check("//i func g()\n//! pass\n") == ["tests"], "the interface changed")
  }

  /// Issue 35: a learner's file named like a test joined the tests' module, where it could
  /// forge their report. It is the learner's code now, whatever its name, as in the package.
  @Test func aFileTheLearnerAddsIsTheirCodeWhateverItsName() throws {
    let module = kit.root.appendingPathComponent("compiled-into").path
    try kit.write(
      "//@ echo \"$module\" > '\(module)'\n", to: "Exercises/01-box/ForgedTests.swift")
    _ = try session().measure(exercise)
    #expect(kit.read("compiled-into") == "Exercise01Box\n")
  }

  /// Issue 46: the tests an exercise hands the learner to write (07's, 11's), named in its
  /// solution, and only those, are each a module of their own, which the tests import: what
  /// they declare cannot change what the kit's tests mean.
  @Test func theTestTheExerciseHandsTheLearnerIsAModuleOfItsOwn() throws {
    let module = kit.root.appendingPathComponent("compiled-into").path
    for folder in ["Starter/", "Solution/", ""] {
      try kit.write(
        "//@ echo \"$module\" > '\(module)'\n", to: "Exercises/01-box/\(folder)BoxTest.swift")
    }
    let toolchain = try FakeToolchain(in: kit)
    #expect(toolchain.record.learnersTests(of: exercise) == ["BoxTest.swift"])
    _ = try toolchain.builder().check(exercise, sources: exercise.learnerFiles())
    #expect(kit.read("compiled-into") == "Exercise01BoxBoxTest\n")
  }

  /// Issue 35: code that writes every test's end into the report, and the run's, then ends the
  /// program before a test has run (a suite enabled by a condition that does it), passed every
  /// exercise.
  @Test func aReportThatOnlySaysTheTestsEndedProvesNothing() throws {
    try kit.write("//! forge\n", to: "Exercises/01-box/Code.swift")
    let outcome = try session().measure(exercise)
    guard case .unproven(_, let missing, _) = outcome else {
      Issue.record("a forged report was believed: \(outcome)")
      return
    }
    #expect(missing == ["T/one()"])
    let text = OutcomeView.render(outcome, of: exercise, style: Paint(enabled: false))
    #expect(text.contains("this check does not count"))
    #expect(text.contains("01 wants “A title”: "))
  }

  @Test func aTestTheKitDidNotWriteMakesACheckNotCount() throws {
    try kit.write("//! passWithMine\n", to: "Exercises/01-box/Code.swift")
    guard case .unproven(_, let missing, let foreign) = try session().measure(exercise) else {
      Issue.record("a test of the learner's own judged the exercise")
      return
    }
    #expect(missing.isEmpty)
    #expect(foreign == ["Mine/mine()"])
  }

  /// A learner's module that imports Swift Testing could declare a suite of its own, which the
  /// test program would run with the kit's: it is not tested at all.
  @Test func aLearnersModuleThatImportsATestFrameworkIsNotTested() throws {
    let ran = kit.root.appendingPathComponent("ran").path
    try kit.write(
      "import Testing\n//! touch '\(ran)'; pass\n", to: "Exercises/01-box/Helper.swift")
    let outcome = try session().measure(exercise)
    guard case .importsTestFramework(let module, let files) = outcome else {
      Issue.record("a learner's module importing Testing was tested: \(outcome)")
      return
    }
    #expect(module == "Testing")
    #expect(files.count == 1 && files[0].hasSuffix("Exercises/01-box/Helper.swift"))
    #expect(!FileManager.default.fileExists(atPath: ran), "the tests ran")
    #expect(try session().status(of: exercise) == .notCounted)
  }

  @Test func staleWorkFoldersAreRemovedAtTheNextStart() throws {
    let work = kit.root.appendingPathComponent(".build/exercises/work")
    // A runner that was killed outright: a process number no process has.
    try kit.write("x", to: ".build/exercises/work/01-box-2147483647-1/tests")
    try kit.write("x", to: ".build/exercises/work/01-box-\(getpid())-999/tests")
    _ = try session()
    let left = try FileManager.default.contentsOfDirectory(atPath: work.path)
    #expect(left == ["01-box-\(getpid())-999"], "only a live process's folder stays")
  }

  @Test func aCheckWhoseBuildFolderIsTakenBuildsInAWorkFolderAndRemovesIt() throws {
    let builds = kit.root.appendingPathComponent(".build/exercises/builds")
    let taken = try BuildFolder.claim(for: exercise, in: builds)
    let check = try toolchain.builder().check(exercise, sources: exercise.learnerFiles())
    #expect(check.outcome == .failed(check.outcome.report!, warnings: ""))
    let work = kit.root.appendingPathComponent(".build/exercises/work").path
    #expect(try FileManager.default.contentsOfDirectory(atPath: work).isEmpty)
    _ = taken
  }

  /// Issue 17, cases 3 and 4: a test that prints megabytes, one line without an end, bytes
  /// that are not UTF-8 and escape sequences, then traps.
  @Test func aChattyCrashKeepsItsLastWordsWithinBoundsAndSafe() throws {
    try kit.write(
      """
      //! head -c 20000000 /dev/zero | tr '\\0' x
      //! echo; seq 1 100000
      //! printf '\\377\\033[2J Fatal error: boom\\n'
      //! echo 'Current stack trace:'; seq 1 50
      //! kill -TRAP $$

      """, to: "Exercises/01-box/Code.swift")
    guard case .crashed(let termination, _, let output) = try session().measure(exercise) else {
      Issue.record("the trap should be reported as a crash")
      return
    }
    #expect(termination == .signalled(5))
    #expect(output.hasSuffix("\u{FFFD}␛[2J Fatal error: boom\n"))
    #expect(!output.contains("\u{1B}"))
    #expect(output.split(separator: "\n").count == 12)
    #expect(output.utf8.count < 12 * 300)
  }

  /// The tests' own lines, shown when they stop early, come without Swift Testing's colours,
  /// which would otherwise show as `␛[90m` among them.
  @Test func theTestsAreAskedForPlainLines() throws {
    try kit.write(
      "//! echo \"colour: ${NO_COLOR:-wanted}\"\n//! kill -TRAP $$\n",
      to: "Exercises/01-box/Code.swift")
    guard case .crashed(_, _, let output) = try session().measure(exercise) else {
      Issue.record("the trap should be reported as a crash")
      return
    }
    #expect(output == "colour: 1\n")
  }

  /// Issue 46: the tests run one at a time, so a test that stops the program is the one
  /// running; and in a zone and a language of the runner's, so that code reading the machine's
  /// gets the same verdict on every machine.
  @Test func theTestsRunOneAtATimeInAZoneAndALanguageOfTheRunners() throws {
    try kit.write(
      "//! echo \"$* | $TZ | $LC_ALL\"\n//! kill -TRAP $$\n", to: "Exercises/01-box/Code.swift")
    guard case .crashed(_, _, let output) = try session().measure(exercise) else {
      Issue.record("the trap should be reported as a crash")
      return
    }
    #expect(output.contains("--no-parallel"))
    #expect(output.hasSuffix("| Pacific/Marquesas | C.UTF-8\n"))
  }

  /// Issue 17, case 5: a `Process` the learner's code started, left running. Foundation starts
  /// it in a process group of its own, as a shell with job control (`set -m`) starts a job.
  @Test(arguments: ["", "set -m; "])
  func whatTheTestsStartEndsWithThem(jobControl: String) throws {
    let pidFile = kit.root.appendingPathComponent("sleeper")
    try kit.write(
      "//! \(jobControl)sleep 987 & echo $! > '\(pidFile.path)'\n//! pass\n",
      to: "Exercises/01-box/Code.swift")
    let check = try toolchain.builder().check(exercise, sources: exercise.learnerFiles())
    #expect(check.outcome.isPassed)
    let pid = try #require(pid_t(kit.read("sleeper")?.trimmingCharacters(in: .newlines) ?? ""))
    #expect(!ProcessTable.isRunning(pid))
  }

  @Test func aTestPastItsTimeLimitIsStoppedWithEverythingItStarted() throws {
    let pidFile = kit.root.appendingPathComponent("sleeper")
    try kit.write(
      "//! sleep 987 & echo $! > '\(pidFile.path)'\n//! wait\n", to: "Exercises/01-box/Code.swift")
    var builder = try toolchain.builder()
    builder.testTimeLimit = .milliseconds(300)
    let check = try builder.check(exercise, sources: exercise.learnerFiles())
    #expect(check.outcome == .timedOut(.testing, limit: .milliseconds(300)))
    let pid = try #require(pid_t(kit.read("sleeper")?.trimmingCharacters(in: .newlines) ?? ""))
    #expect(!ProcessTable.isRunning(pid))
  }
}

/// Whether a process runs, for tests that check nothing was left behind.
enum ProcessTable {
  /// A process that has closed its descriptors on its way out — all a check waits for, as it
  /// reads the pipes its children write to the end — no longer runs, even while the system
  /// is still taking it down or no one has reaped it yet.
  static func isRunning(_ pid: pid_t) -> Bool {
    #if os(Linux)
      let descriptors = try? FileManager.default.contentsOfDirectory(atPath: "/proc/\(pid)/fd")
      return !(descriptors ?? []).isEmpty
    #else
      return kill(pid, 0) == 0
    #endif
  }
}

@Suite struct BuildFolderTests {
  @Test func oneCheckAtATimeHasAnExercisesBuildFolder() throws {
    let kit = try TemporaryKit()
    try kit.addExercise("01-box")
    let exercise = ExerciseCatalog(packageRoot: kit.root).exercises[0]
    let builds = kit.root.appendingPathComponent(".build/exercises/builds")
    var first = try BuildFolder.claim(for: exercise, in: builds)
    #expect(first != nil)
    #expect(try BuildFolder.claim(for: exercise, in: builds) == nil, "taken: build elsewhere")
    first = nil
    #expect(try BuildFolder.claim(for: exercise, in: builds) != nil, "given back when done")
  }
}
