import Dispatch
import Foundation
import Spawning
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

  /// The kit's own folder.
  @Test func ctrlCDuringTheTestsEndsThemAndTheirWorkFolder() throws {
    // The real kit insists on the committed tests, so the exercise is the kit's first, with its
    // own tests.
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
    let ready = kit.root.appendingPathComponent("ready")
    let sleeper = kit.root.appendingPathComponent("sleeper")
    #expect(mkfifo(ready.path, 0o600) == 0)
    try kit.write(
      """
      //! sleep 987 & echo $! > '\(sleeper.path)'
      //! echo ready > '\(ready.path)'
      //! wait

      """, to: "Exercises/\(first.id)/Code.swift")

    let executable = Self.products.appendingPathComponent("kit").path
    // As the runner starts its children: never while another's pipe is being made.
    let pid = try ContainedProcess.spawning.withLock {
      try ChildProcess.spawn(
        "/bin/sh",
        arguments: [
          "-c", "cd \"$0\" && exec \"$1\" exercise \"$2\"", kit.root.path, executable, first.name,
        ],
        input: .nullDevice, output: .nullDevice, error: .nullDevice, ownProcessGroup: true)
    }

    // The tests announce themselves through the pipe; a guard, in case they never run.
    let announced = DispatchSemaphore(value: 0)
    Thread {
      let descriptor = open(ready.path, O_RDONLY)
      var byte: UInt8 = 0
      _ = read(descriptor, &byte, 1)
      close(descriptor)
      announced.signal()
    }.start()
    try #require(announced.wait(timeout: .now() + 120) == .success, "the tests never started")

    kill(pid, SIGINT)
    #expect(ChildProcess.wait(for: pid, timeLimit: .seconds(120)) == .signalled(SIGINT))
    func leftovers(_ path: String) -> [String] {
      let folder = kit.root.appendingPathComponent(".build/exercises/\(path)").path
      return ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? [])
        .filter { $0 != ".lock" }
    }
    #expect(leftovers("work").isEmpty)
    #expect(leftovers("builds/\(first.id)").isEmpty, "a check cut short leaves nothing to trust")
    let sleeperID = try #require(
      pid_t(kit.read("sleeper")?.trimmingCharacters(in: .newlines) ?? ""))
    #expect(!ProcessTable.isRunning(sleeperID))
  }
}
