import Foundation
import NewsTestSupport
import Spawning
import Testing

@testable import ExerciseRunner

/// Issue 26, finding 5: a full disk, a read-only folder or a path too long came out as
/// `Error Domain=NSCocoaErrorDomain Code=640 …`. These are the learner's words instead.
@Suite struct FileProblemTests {
  let saved = URL(fileURLWithPath: "/tmp/kit/Exercises/Saved/01-box")

  @Test func aFullDiskSaysTheDiskIsFull() {
    #expect(
      FileProblem(.writing, saved, code: ENOSPC).description
        == "the disk is full: kit could not write /tmp/kit/Exercises/Saved/01-box. "
        + "Free some space, then try again.")
    #expect(FileProblem(.writing, saved, code: ENOSPC).exitCode == .cannotWrite)
  }

  @Test func aReadOnlyFolderIsNamed() {
    #expect(
      FileProblem(.writing, saved, code: EACCES).description
        == "/tmp/kit/Exercises/Saved is read-only for you: kit could not write "
        + "/tmp/kit/Exercises/Saved/01-box (permission denied).")
    #expect(
      FileProblem(.writing, saved, code: EROFS).description
        == "/tmp/kit/Exercises/Saved/01-box is on a read-only disk: kit could not write it.")
  }

  @Test func aPathTooLongForTheSystemSaysSo() {
    let deep = URL(fileURLWithPath: "/tmp/" + String(repeating: "d/", count: 2_100) + "kit")
    let said = FileProblem(.reading, deep, code: ENAMETOOLONG).description
    #expect(said.hasPrefix("the path /tmp/d/d/"))
    #expect(
      said.hasSuffix(
        "is too long for this system (it takes paths of at most \(PATH_MAX) bytes): move the kit to a folder with a shorter path."
      ))
    #expect(said.count < 250, "the path is shortened in the middle")
  }

  @Test func foundationsErrorsAreReadForTheSystemsReason() throws {
    let full = NSError(
      domain: NSCocoaErrorDomain, code: CocoaError.fileWriteOutOfSpace.rawValue,
      userInfo: [
        NSFilePathErrorKey: saved.path,
        NSUnderlyingErrorKey: NSError(domain: NSPOSIXErrorDomain, code: Int(ENOSPC)),
      ])
    #expect(FileProblem(foundationError: full) == FileProblem(.writing, saved, code: ENOSPC))
    let readOnly = NSError(
      domain: NSCocoaErrorDomain, code: CocoaError.fileWriteVolumeReadOnly.rawValue,
      userInfo: [NSFilePathErrorKey: saved.path])
    #expect(FileProblem(foundationError: readOnly) == FileProblem(.writing, saved, code: EROFS))
    #expect(FileProblem(foundationError: CocoaError(.coderInvalidValue)) == nil)
  }
}

/// Finding 4: with `Exercises/Saved` on a full disk, a reset failed with a raw error and left a
/// saved version of 0 bytes, which `make saved` then offered to copy back over the learner's
/// file. Here the real `kit` runs with no room for a byte of any file it writes (`ulimit -f 0`:
/// the kernel refuses the write, as a full disk does, with EFBIG rather than ENOSPC).
@Suite struct FullDiskTests {
  /// The sanitizers' runtimes cannot start where a process may write no file at all: the kit
  /// built for `make sanitize` ends on SIGBUS before its first line.
  static let limitsWork = !Sanitizer.isActive

  /// Runs the real `kit ARGUMENTS` in `kit`, its writes to files refused when `full`, its
  /// output on a pseudo-terminal, which no limit on files reaches.
  /// With `temporaryFolder`, that is its `TMPDIR`.
  static func run(
    _ arguments: [String], in kit: TemporaryKit, full: Bool, fileSizeLimit: Int? = nil,
    temporaryFolder: URL? = nil
  ) throws -> (status: ChildProcess.Termination, said: String) {
    let terminal = try #require(PseudoTerminal())
    let blocks = fileSizeLimit ?? (full ? 0 : nil)
    let limit =
      (blocks.map { "ulimit -f \($0); trap '' XFSZ; " } ?? "")
      + (temporaryFolder.map { "export TMPDIR='\($0.path)'; " } ?? "")
    let executable = InterruptionTests.products.appendingPathComponent("kit").path
    let pid = try ContainedProcess.spawning.withLock {
      try ChildProcess.spawn(
        "/bin/sh",
        arguments: ["-c", limit + "cd \"$0\" && exec \"$@\"", kit.root.path, executable]
          + arguments,
        input: .nullDevice, output: .descriptor(terminal.secondary), error: .sameAsOutput)
    }
    let status = ChildProcess.wait(for: pid, timeLimit: .seconds(60))
    return (status, terminal.received())
  }

  @Test(.enabled(if: limitsWork, "a sanitizer's runtime cannot start under ulimit -f 0"))
  func aResetThatCannotSaveChangesNothingAndLeavesNoVersion() throws {
    let kit = try TemporaryKit()
    try kit.addExercise("01-box", code: "let starter = 1\n")
    try kit.write("let mine = 2\n", to: "Exercises/01-box/Code.swift")

    let (status, said) = try Self.run(["reset", "box"], in: kit, full: true)
    #expect(status == .exited(74))
    #expect(said.contains("kit could not write Exercises/Saved/01-box"))
    #expect(said.contains("Nothing was reset: your files are as they were."))
    #expect(!said.contains("Error Domain"))
    #expect(kit.read("Exercises/01-box/Code.swift") == "let mine = 2\n")
    let saved = kit.root.appendingPathComponent("Exercises/Saved")
    let left = FileManager.default.enumerator(atPath: saved.path)?.compactMap { $0 as? String }
    #expect(left == ["01-box"], "a version, whole or in part: \(left ?? [])")

    let (listed, list) = try Self.run(["reset", "--list", "box"], in: kit, full: false)
    #expect(listed == .exited(0))
    #expect(list.contains("No saved versions of 01 box yet"))
  }

  @Test(.enabled(if: limitsWork, "a sanitizer's runtime cannot start under ulimit -f 0"))
  func aHintThatCannotBeRememberedIsShownAndSaysSo() throws {
    let kit = try TemporaryKit()
    try kit.addExercise("01-box")
    let (status, said) = try Self.run(["hint", "box"], in: kit, full: true)
    #expect(status == .exited(74))
    #expect(said.contains("Hint 1 of 2 — Gentle"))
    #expect(
      said.contains(
        "could not remember that you saw hint 1, so the next `make hint` shows it again"))
    #expect(kit.read(".build/exercises/hints/01-box") == nil)
  }

  /// A version from before the fix, with an empty file, is never offered.
  @Test func anEmptySavedFileIsNeverOffered() throws {
    let kit = try TemporaryKit()
    try kit.addExercise("01-box")
    try kit.write("", to: "Exercises/Saved/01-box/1/Code.swift")
    let (_, nothing) = try Self.run(["reset", "--list", "box"], in: kit, full: false)
    #expect(nothing.contains("No saved versions of 01 box yet"))
    try kit.write("let mine = 2\n", to: "Exercises/Saved/01-box/2/Code.swift")
    try kit.write("", to: "Exercises/Saved/01-box/2/Other.swift")
    let (_, list) = try Self.run(["reset", "--list", "box"], in: kit, full: false)
    #expect(list.contains("cp Exercises/Saved/01-box/2/Code.swift Exercises/01-box/"))
    #expect(!list.contains("Other.swift"))
  }

  /// Finding 5: a full disk while compiling was headlined "does not compile yet".
  @Test func aDiskFullWhileCompilingIsNotTheLearnersCode() throws {
    let kit = try TemporaryKit()
    try kit.addExercise("01-box")
    let toolchain = try FakeToolchain(in: kit)
    try kit.write(
      "//@ echo \"error: unable to write 'x.o': No space left on device\"; exit 1\n",
      to: "Exercises/01-box/Code.swift")
    let exercise = try #require(ExerciseCatalog(packageRoot: kit.root).exercises.first)
    #expect(throws: ResourceProblem.self) {
      try toolchain.builder().check(exercise, sources: exercise.learnerFiles())
    }
    do {
      _ = try toolchain.builder().check(exercise, sources: exercise.learnerFiles())
    } catch let problem as ResourceProblem {
      #expect(problem.want == .disk)
      #expect(problem.description.hasPrefix("the disk is full: the compiler could not write in "))
    }
  }

  /// Issue 37, finding 4: with `.build/exercises` on a full disk, the linker died of SIGBUS,
  /// and the check said "does not compile yet", with a 30-line stack dump, exit 1. Every tool
  /// that runs out of room or memory is now one line, exit 74, here through the real `kit`.
  @Test(arguments: [
    (
      "pass", "//@ echo \"error: unable to write 'x.o': No space left on device\"; exit 1",
      "kit: the disk is full: the compiler could not write in "
    ),
    ("kill -KILL $$", "", "kit: the tests ran out of memory, and the system stopped them."),
  ])
  func aToolShortOfRoomOrMemorySaysSoInOneLine(
    program: String, compiling: String, said expected: String
  ) throws {
    let (kit, first) = try InterruptionTests.kit(testProgram: program)
    try kit.write(compiling + "\n", to: "Exercises/\(first.id)/Stop.swift")
    let (status, said) = try Self.run(["exercise", first.name], in: kit, full: false)
    #expect(status == .exited(74))
    let lines = said.split(separator: "\r\n")
    #expect(lines.count == 1, "\(said)")
    #expect(lines.first?.hasPrefix(expected) == true, "\(said)")
  }

  /// Issue 37, finding 5: a reset that ran out of room half way left some files the starter's
  /// and others the learner's, and said nothing. Here the second of three starter files is
  /// larger than the process may write (`ulimit -f`), and the learner's, small, are saved.
  @Test(.enabled(if: limitsWork, "a sanitizer's runtime cannot start under ulimit -f"))
  func aResetThatCannotWriteEveryStarterFileLeavesEveryFileTheLearners() throws {
    let kit = try TemporaryKit()
    try kit.addExercise("01-box", file: "A.swift", code: "let a = 1\n")
    let long = String(repeating: "// the starter, at length\n", count: 1_000)
    for folder in ["Starter/", "Solution/"] {
      try kit.write(long, to: "Exercises/01-box/\(folder)B.swift")
      try kit.write("let c = 1\n", to: "Exercises/01-box/\(folder)C.swift")
    }
    for name in ["A", "B", "C"] {
      try kit.write("let mine\(name) = 2\n", to: "Exercises/01-box/\(name).swift")
    }

    let (status, said) = try Self.run(["reset", "box"], in: kit, full: false, fileSizeLimit: 8)
    #expect(status == .exited(74))
    for name in ["A", "B", "C"] {
      #expect(kit.read("Exercises/01-box/\(name).swift") == "let mine\(name) = 2\n")
    }
    #expect(said.contains("Saved your version in Exercises/Saved/01-box/1/"))
    #expect(
      said.contains("Nothing was reset: every file in Exercises/01-box/ is yours, as it was."))
    #expect(!said.contains("is the starter again"))
    let last = said.split(separator: "\r\n").last ?? ""
    #expect(last.hasPrefix("kit: kit could not write Exercises/01-box/B.swift"), "\(said)")
    let left = try FileManager.default.contentsOfDirectory(
      atPath: kit.root.appendingPathComponent("Exercises/01-box").path)
    #expect(!left.contains { $0.contains(".kit-") }, "a starter file written beside: \(left)")
  }
}

/// What a tool's failure amounts to: the learner's code, or a full disk or memory run out.
@Suite struct ResourceProblemTests {
  let folder = URL(fileURLWithPath: "/tmp/kit/.build/exercises/builds/01-box")

  private func want(
    _ termination: ChildProcess.Termination, _ output: String, free: UInt64? = 1 << 40
  ) -> ResourceProblem.Want? {
    ResourceProblem.behind(
      termination, output: output, tool: "the linker", writingIn: folder, freeSpace: { _ in free }
    )?.want
  }

  @Test func theSystemsWordsForAFullDiskAreAFullDisk() {
    #expect(want(.exited(1), "error: unable to write 'x.o': No space left on device") == .disk)
    #expect(want(.exited(1), "error: Disk quota exceeded") == .disk)
  }

  /// The linker writes through memory mapped from its output file: on a full disk it dies of
  /// SIGBUS, or clang says that it did.
  @Test func aBusErrorOnANearlyFullDiskIsAFullDisk() {
    #expect(want(.signalled(SIGBUS), "", free: 68 << 10) == .disk)
    #expect(
      want(.exited(1), "clang: error: unable to execute command: Bus error", free: 68 << 10)
        == .disk)
    #expect(want(.signalled(SIGBUS), "", free: 1 << 40) == nil, "room enough: another crash")
  }

  @Test func aToolTheSystemEndedOrThatSaysSoRanOutOfMemory() {
    #expect(want(.signalled(SIGKILL), "") == .memory)
    #expect(want(.exited(1), "LLVM ERROR: out of memory") == .memory)
    #expect(
      want(.signalled(SIGABRT), "terminate called after throwing 'std::bad_alloc'") == .memory)
    #expect(want(.exited(1), "clang: error: unable to execute command: Killed") == .memory)
  }

  @Test func theLearnersOwnErrorsAreTheirs() {
    #expect(want(.exited(1), "Box.swift:1:1: error: cannot find 'x' in scope") == nil)
    #expect(want(.signalled(SIGTRAP), "Fatal error: Index out of range") == nil)
    #expect(want(.timedOut, "") == nil)
    #expect(want(.exited(0), "No space left on device") == nil)
  }

  @Test func eachIsSaidInOneLine() {
    let disk = ResourceProblem(want: .disk, tool: "the linker", folder: ".build/exercises/x")
    #expect(
      disk.description
        == "the disk is full: the linker could not write in .build/exercises/x. "
        + "Free some space, then try again.")
    let memory = ResourceProblem(want: .memory, tool: "the compiler", folder: "x")
    #expect(!memory.description.contains("\n"))
    #expect(memory.exitCode == .cannotWrite)
  }
}

/// A reset's starter files go back all or none; when a rename fails half way (which a full
/// disk does not cause), it says which file is in which state.
@Suite struct StarterRestoreTests {
  @Test func aRenameThatFailsHalfWaySaysWhichFilesAreTheStarters() throws {
    let kit = try TemporaryKit()
    let files = ["A", "B", "C"].map { kit.root.appendingPathComponent("Exercises/\($0).swift") }
    for file in files { try FileAccess.write(Array("mine\n".utf8), to: file) }
    var renames = 0
    do {
      try StarterRestore.put(files.map { ($0, Array("starter\n".utf8)) }) {
        file, written throws(FileProblem) in
        renames += 1
        if renames == 2 { throw FileProblem(.writing, file, code: EIO) }
        try FileAccess.replace(file, with: written)
      }
      Issue.record("the second rename failed, so the reset did")
    } catch {
      #expect(error.restored == [files[0]])
      #expect(
        error.states(of: files, changed: files).map { $0.split(separator: "/").last ?? "" } == [
          "A.swift is the starter again.", "B.swift is still yours: not reset.",
          "C.swift is still yours: not reset.",
        ])
    }
    let contents = files.map { try? String(contentsOf: $0, encoding: .utf8) }
    #expect(contents == ["starter\n", "mine\n", "mine\n"])
    let left = try FileManager.default.contentsOfDirectory(
      atPath: kit.root.appendingPathComponent("Exercises").path)
    #expect(left.sorted() == ["A.swift", "B.swift", "C.swift"], "written beside and left: \(left)")
  }

  @Test func nothingRestoredSaysEveryFileIsYours() {
    let files = [URL(fileURLWithPath: "/k/Exercises/01-box/A.swift")]
    let failure = StarterRestore.Failure(
      problem: FileProblem(.writing, files[0], code: ENOSPC), restored: [])
    #expect(
      failure.states(of: files, changed: files) == [
        "Nothing was reset: every file in /k/Exercises/01-box/ is yours, as it was."
      ])
  }
}

/// Finding 6: at a path longer than about 1,024 bytes `kit exercises` exited 69 with
/// `NSCocoaErrorDomain Code=262`, and `kit hint` said `HINTS.md cannot be read`, though it can.
@Suite struct LongPathTests {
  @Test func aKitDeepDownWorksAsAnyOther() throws {
    let kit = try TemporaryKit(depth: 6)
    #expect(kit.root.path.utf8.count > 1_200)
    try kit.addExercise("01-box", code: "let starter = 1\n")
    _ = try FakeToolchain(in: kit)
    try kit.write("//! fail\n", to: "Exercises/01-box/Code.swift")

    let (hinted, hint) = try FullDiskTests.run(["hint", "box"], in: kit, full: false)
    #expect(hinted == .exited(0))
    #expect(hint.contains("Hint 1 of 2 — Gentle"))
    let (listed, progress) = try FullDiskTests.run(["exercises"], in: kit, full: false)
    #expect(listed == .exited(0), "\(progress)")
    #expect(progress.contains("01 box"))
    let (reset, said) = try FullDiskTests.run(["reset", "box"], in: kit, full: false)
    #expect(reset == .exited(0))
    #expect(said.contains("Saved your version in Exercises/Saved/01-box/1/"))
    #expect(kit.read("Exercises/01-box/Code.swift") == "let starter = 1\n")
  }

  @Test func aKitWhosePathTheSystemCannotTakeSaysSo() throws {
    let base = FileManager.default.temporaryDirectory.appendingPathComponent(
      "deep-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: base, withIntermediateDirectories: true)
    defer { _ = try? ChildProcess.run("/bin/rm", arguments: ["-rf", base.path]) }
    // No single path to the kit may be longer than the system takes: one folder at a time.
    let folders = Array(repeating: String(repeating: "e", count: 200), count: 22) + ["kit"]
    var descriptor = open(base.path, O_RDONLY | O_DIRECTORY)
    for folder in folders {
      #expect(mkdirat(descriptor, folder, 0o755) == 0)
      let next = openat(descriptor, folder, O_RDONLY | O_DIRECTORY)
      close(descriptor)
      descriptor = next
    }
    #expect(mkdirat(descriptor, "Exercises", 0o755) == 0)
    close(openat(descriptor, "Package.swift", O_WRONLY | O_CREAT, 0o644))
    close(descriptor)

    let terminal = try #require(PseudoTerminal())
    let executable = InterruptionTests.products.appendingPathComponent("kit").path
    let pid = try ContainedProcess.spawning.withLock {
      try ChildProcess.spawn(
        "/bin/sh",
        arguments: [
          "-c",
          "cd \"$1\" && shift && for d; do cd -P \"$d\" || exit 99; done; exec \"$0\" hint box",
          executable, base.path,
        ] + folders,
        input: .nullDevice, output: .descriptor(terminal.secondary), error: .sameAsOutput)
    }
    #expect(ChildProcess.wait(for: pid, timeLimit: .seconds(60)) == .exited(66))
    let said = terminal.received()
    #expect(said.contains("is too long for this system"), "\(said)")
    #expect(said.contains("move the kit to a folder with a shorter path"))
  }
}
