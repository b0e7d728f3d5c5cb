import Foundation
import Testing

@testable import ExerciseRunner

@Suite struct ChildProcessTests {
  private func temporaryFile() -> URL {
    FileManager.default.temporaryDirectory.appendingPathComponent("child-\(UUID().uuidString)")
  }

  @Test func reportsTheExitStatus() throws {
    #expect(try ChildProcess.run("/bin/sh", arguments: ["-c", "exit 3"]) == .exited(3))
    #expect(try ChildProcess.run("/bin/sh", arguments: ["-c", "true"]) == .exited(0))
  }

  @Test func writesOutputAndErrorsToTheFileInOrder() throws {
    let output = temporaryFile()
    defer { try? FileManager.default.removeItem(at: output) }
    _ = try ChildProcess.run(
      "/bin/sh", arguments: ["-c", "echo out; echo err >&2; echo again"], outputFile: output)
    #expect(try String(contentsOf: output, encoding: .utf8) == "out\nerr\nagain\n")
  }

  @Test func keepsErrorsApartWhenAskedTo() throws {
    let output = temporaryFile()
    let errors = temporaryFile()
    defer {
      try? FileManager.default.removeItem(at: output)
      try? FileManager.default.removeItem(at: errors)
    }
    _ = try ChildProcess.run(
      "/bin/sh", arguments: ["-c", "echo out; echo err >&2"], outputFile: output, errorFile: errors)
    #expect(try String(contentsOf: output, encoding: .utf8) == "out\n")
    #expect(try String(contentsOf: errors, encoding: .utf8) == "err\n")
  }

  @Test func findsAProgramByNameOnThePath() throws {
    #expect(try ChildProcess.run("sh", arguments: ["-c", "exit 0"]) == .exited(0))
  }

  @Test func reportsTheSignalThatEndedAChild() throws {
    #expect(try ChildProcess.run("/bin/sh", arguments: ["-c", "kill -TERM $$"]) == .signalled(15))
  }

  @Test func environmentIsTheOneGiven() throws {
    let output = temporaryFile()
    defer { try? FileManager.default.removeItem(at: output) }
    _ = try ChildProcess.run(
      "/bin/sh", arguments: ["-c", "echo $GREETING"], outputFile: output,
      environment: ["GREETING": "hello"])
    #expect(try String(contentsOf: output, encoding: .utf8) == "hello\n")
  }

  // The one test here that takes real time: the guard against a child that
  // never ends can only be shown with a child that does not end.
  @Test func aChildPastItsTimeLimitIsStopped() throws {
    let clock = ContinuousClock()
    let start = clock.now
    let termination = try ChildProcess.run(
      "/bin/sh", arguments: ["-c", "exec sleep 30"], timeLimit: .milliseconds(200))
    #expect(termination == .timedOut)
    #expect(clock.now - start < .seconds(10), "the child should be killed, not waited for")
  }

  @Test func aProgramThatDoesNotExistIsALaunchError() {
    #expect(throws: ChildProcess.LaunchError.self) {
      try ChildProcess.run("/no/such/program", arguments: [])
    }
  }

  @Test func decodesWaitStatuses() {
    #expect(ChildProcess.termination(from: 0x0100) == .exited(1))
    #expect(ChildProcess.termination(from: 0x0004) == .signalled(4))
  }
}
