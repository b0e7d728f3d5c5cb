import Dispatch
import Foundation
import NewsTestSupport
import Spawning
import TerminalUI
import Testing

@testable import ExerciseRunner

/// Issue 17, case 3: Ctrl-C during a check left its work folder behind for good, and the tests
/// running on. The real `kit` runs here, in a temporary kit with `FakeToolchain`'s compiler.
@Suite struct InterruptionTests {
  /// Where `swift test` put the package's executables: beside the test bundle.
  static let products: URL = {
    #if canImport(Darwin)
      for bundle in Bundle.allBundles where bundle.bundlePath.hasSuffix(".xctest") {
        return bundle.bundleURL.deletingLastPathComponent()
      }
    #endif
    return URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
  }()

  /// A temporary kit whose first exercise is the real kit's first, with its committed tests
  /// (the real kit insists on them), and whose learner's code "compiles" (`FakeToolchain`)
  /// into a test program that runs `program`.
  static func kit(testProgram program: String) throws -> (kit: TemporaryKit, exercise: Exercise) {
    let first = try #require(
      ExerciseCatalog(packageRoot: TemporaryKit.repositoryRoot).exercises.first)
    let kit = try TemporaryKit()
    try kit.addExercise(first.id)
    try FileManager.default.removeItem(
      at: kit.root.appendingPathComponent("Exercises/\(first.id)/Tests/Tests.swift"))
    for test in first.testFiles() {
      try kit.write(
        try String(contentsOf: test, encoding: .utf8),
        to: "Exercises/\(first.id)/Tests/\(test.lastPathComponent)")
    }
    _ = try FakeToolchain(in: kit)
    let lines = program.split(separator: "\n").map { "//! \($0)\n" }.joined()
    try kit.write(lines, to: "Exercises/\(first.id)/Code.swift")
    return (kit, first)
  }

  /// Starts the real `kit exercise NAME` in `kit`, in a process group of its own.
  static func startCheck(of exercise: Exercise, in kit: TemporaryKit) throws -> pid_t {
    let executable = products.appendingPathComponent("kit").path
    // As the runner starts its children: never while another's pipe is being made.
    return try ContainedProcess.spawning.withLock {
      try ChildProcess.spawn(
        "/bin/sh",
        arguments: [
          "-c", "cd \"$0\" && exec \"$1\" exercise \"$2\"", kit.root.path, executable,
          exercise.name,
        ],
        input: .nullDevice, output: .nullDevice, error: .nullDevice, ownProcessGroup: true)
    }
  }

  /// Opens the FIFO at `path` for reading, on a thread of its own, and reports each line and
  /// the end of the stream, which comes once every process that opened it for writing is gone.
  final class FIFOReader: @unchecked Sendable {
    let lines = DispatchSemaphore(value: 0)
    let ended = DispatchSemaphore(value: 0)
    private let lock = NSLock()
    private var bytes: [UInt8] = []

    init(_ path: String) {
      Thread { [self] in
        let descriptor = open(path, O_RDONLY)
        var byte: UInt8 = 0
        while read(descriptor, &byte, 1) == 1 {
          lock.withLock { bytes.append(byte) }
          if byte == UInt8(ascii: "\n") { lines.signal() }
        }
        close(descriptor)
        ended.signal()
      }.start()
    }

    /// What was written so far.
    var text: String { lock.withLock { String(decoding: bytes, as: UTF8.self) } }
  }

  /// Ctrl-C, and since issue 26 every other signal that ends a process: Ctrl-\ (SIGQUIT) went
  /// to Swift's crash reporter instead, and `kill -USR1` ended the runner on the spot.
  @Test(arguments: [SIGINT, SIGQUIT, SIGUSR1])
  func aSignalDuringTheTestsEndsThemAndTheirWorkFolder(_ signal: Int32) throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "interruption-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let ready = folder.appendingPathComponent("ready")
    let sleeper = folder.appendingPathComponent("sleeper")
    #expect(mkfifo(ready.path, 0o600) == 0)
    let (kit, first) = try Self.kit(
      testProgram: """
        sleep 987 & echo $! > '\(sleeper.path)'
        echo ready > '\(ready.path)'
        wait
        """)
    let pid = try Self.startCheck(of: first, in: kit)

    // The tests announce themselves through the pipe; a guard, in case they never run.
    let announced = FIFOReader(ready.path)
    try #require(announced.lines.wait(timeout: .now() + 120) == .success, "the tests never started")

    kill(pid, signal)
    #expect(ChildProcess.wait(for: pid, timeLimit: .seconds(120)) == .signalled(signal))
    func leftovers(_ path: String) -> [String] {
      let folder = kit.root.appendingPathComponent(".build/exercises/\(path)").path
      return ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? [])
        .filter { $0 != ".lock" }
    }
    #expect(leftovers("work").isEmpty)
    #expect(leftovers("builds/\(first.id)").isEmpty, "a check cut short leaves nothing to trust")
    let sleeperID = try #require(
      pid_t(
        (try? String(contentsOf: sleeper, encoding: .utf8))?.trimmingCharacters(in: .newlines)
          ?? ""))
    #expect(!ProcessTable.isRunning(sleeperID))
  }

  /// Issue 26, finding 3: Ctrl-\ during `make watch` printed Swift's 70-line crash report and
  /// a 30 s "Press space" prompt, and left the terminal without echo or line editing, as
  /// `kill -USR1` did. Now the runner puts the terminal's settings back and says why it ended.
  @Test(arguments: [SIGQUIT, SIGUSR1, SIGTERM, SIGALRM])
  func aSignalDuringAWatchPutsTheTerminalBack(_ signal: Int32) throws {
    let (kit, first) = try Self.kit(testProgram: "fail")
    let terminal = try #require(PseudoTerminal())
    let before = try #require(terminal.modes)
    let executable = Self.products.appendingPathComponent("kit").path
    let pid = try ContainedProcess.spawning.withLock {
      try ChildProcess.spawn(
        "/bin/sh",
        arguments: [
          "-c", "cd \"$0\" && exec \"$1\" watch \"$2\"", kit.root.path, executable, first.name,
        ],
        input: .descriptor(terminal.secondary), output: .descriptor(terminal.secondary),
        error: .sameAsOutput, ownProcessGroup: true)
    }
    let watching = terminal.received(until: "q: quit")
    try #require(watching.contains("q: quit"), "the watch never checked")
    #expect(terminal.modes != before, "the watch did not take single keys")

    kill(pid, signal)
    #expect(ChildProcess.wait(for: pid, timeLimit: .seconds(60)) == .signalled(signal))
    let said = terminal.received()
    #expect(terminal.modes == before, "the terminal was left without echo or line editing")
    // Issue 37, finding 6: on a line of its own, not after the watch's status line.
    #expect(said.hasSuffix("\r\nkit: ended by \(SignalNotice.name(of: signal))\r\n"), "\(said)")
    #expect(!said.contains("crashed") && !said.contains("Press space"), "a crash report: \(said)")
  }

  /// Issue 26, finding 2: `kill -9` of `kit exercise` left the learner's test program running
  /// under PID 1, for ever. Nothing can handle SIGKILL; the `Watchdog` that the runner started
  /// with its first child notices that the runner is gone and ends the rest.
  @Test func killedOutrightTheRunnerLeavesNoChildBehind() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "interruption-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    // The test program and a sleeper it starts hold the FIFO open for writing as long as either
    // lives, so its reader sees the end of the stream once both are gone, and not before.
    let alive = folder.appendingPathComponent("alive")
    #expect(mkfifo(alive.path, 0o600) == 0)
    let (kit, first) = try Self.kit(
      testProgram: """
        exec 9> '\(alive.path)'
        sleep 987 &
        echo started >&9
        wait
        """)
    let pid = try Self.startCheck(of: first, in: kit)
    let children = FIFOReader(alive.path)
    try #require(children.lines.wait(timeout: .now() + 120) == .success, "the tests never started")

    kill(pid, SIGKILL)
    #expect(ChildProcess.wait(for: pid) == .signalled(SIGKILL))
    // A bound for a failure only: without the watchdog the sleeper runs for 987 s.
    #expect(
      children.ended.wait(timeout: .now() + 60) == .success,
      "the tests or what they started outlived the runner")
  }
}
