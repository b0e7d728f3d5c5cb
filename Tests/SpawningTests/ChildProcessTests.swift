import Foundation
import Testing

@testable import Spawning

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// A class, so that each test's folder of files is removed when the test ends.
@Suite final class ChildProcessTests {
  private let folder: URL

  init() throws {
    folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("child-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
  }

  deinit { try? FileManager.default.removeItem(at: folder) }

  private func file(_ name: String) -> URL {
    folder.appendingPathComponent(name)
  }

  private func contents(of file: URL) throws -> String {
    try String(contentsOf: file, encoding: .utf8)
  }

  @Test func reportsTheExitStatus() throws {
    #expect(try ChildProcess.run("/bin/sh", arguments: ["-c", "exit 3"]) == .exited(3))
    #expect(try ChildProcess.run("/bin/sh", arguments: ["-c", "true"]) == .exited(0))
  }

  @Test func writesOutputAndErrorsToTheFileInOrder() throws {
    let output = file("output")
    _ = try ChildProcess.run(
      "/bin/sh", arguments: ["-c", "echo out; echo err >&2; echo again"], outputFile: output)
    #expect(try contents(of: output) == "out\nerr\nagain\n")
  }

  @Test func keepsErrorsApartWhenAskedTo() throws {
    let output = file("output")
    let errors = file("errors")
    _ = try ChildProcess.run(
      "/bin/sh", arguments: ["-c", "echo out; echo err >&2"], outputFile: output, errorFile: errors)
    #expect(try contents(of: output) == "out\n")
    #expect(try contents(of: errors) == "err\n")
  }

  @Test func findsAProgramByNameOnThePath() throws {
    #expect(try ChildProcess.run("sh", arguments: ["-c", "exit 0"]) == .exited(0))
  }

  @Test func reportsTheSignalThatEndedAChild() throws {
    #expect(try ChildProcess.run("/bin/sh", arguments: ["-c", "kill -TERM $$"]) == .signalled(15))
  }

  @Test func environmentIsTheOneGiven() throws {
    let output = file("output")
    _ = try ChildProcess.run(
      "/bin/sh", arguments: ["-c", "echo $GREETING"], outputFile: output,
      environment: ["GREETING": "hello"])
    #expect(try contents(of: output) == "hello\n")
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

  @Test func readsStandardInputFromAFile() throws {
    let input = file("input")
    let output = file("output")
    try Data("first\nsecond\n".utf8).write(to: input)
    let termination = try ChildProcess.run(
      "/bin/sh", arguments: ["-c", "cat"], inputFile: input, outputFile: output)
    #expect(termination == .exited(0))
    #expect(try contents(of: output) == "first\nsecond\n")
  }

  @Test func standardInputIsEmptyWithoutAFile() throws {
    let output = file("output")
    #expect(
      try ChildProcess.run("/bin/sh", arguments: ["-c", "cat"], outputFile: output) == .exited(0))
    #expect(try contents(of: output) == "")
  }

  /// Opens `file` for the test: close-on-exec, so that no other test's child inherits it.
  private func descriptor(for file: URL, _ flags: Int32) throws -> Int32 {
    let descriptor = open(file.path, flags | O_CLOEXEC, 0o600)
    try #require(descriptor >= 0, "cannot open \(file.path)")
    return descriptor
  }

  @Test func readsAndWritesTheDescriptorsGiven() throws {
    let input = file("input")
    let output = file("output")
    try Data("through descriptors\n".utf8).write(to: input)
    let reading = try descriptor(for: input, O_RDONLY)
    let writing = try descriptor(for: output, O_WRONLY | O_CREAT | O_TRUNC)
    let pid = try ChildProcess.spawn(
      "/bin/sh", arguments: ["-c", "cat; echo error >&2"], input: .descriptor(reading),
      output: .descriptor(writing), error: .sameAsOutput)
    close(reading)
    close(writing)
    #expect(ChildProcess.wait(for: pid, timeLimit: .seconds(30)) == .exited(0))
    #expect(try contents(of: output) == "through descriptors\nerror\n")
  }

  /// Whether `condition` holds in a shell started by `spawn`. The shell answers on its
  /// descriptor `answerOn`, which `spawn` sends to the file it is given.
  private func shell(
    finds condition: String, answerOn answer: Int32 = STDERR_FILENO,
    spawn: (_ arguments: [String], _ answers: URL) throws -> pid_t
  ) throws -> Bool {
    let answers = file("answers")
    let script = "if \(condition); then echo yes >&\(answer); else echo no >&\(answer); fi"
    let pid = try spawn(["-c", script], answers)
    #expect(ChildProcess.wait(for: pid, timeLimit: .seconds(30)) == .exited(0))
    let said = try contents(of: answers)
    try #require(said == "yes\n" || said == "no\n", "the shell said '\(said)'")
    return said == "yes\n"
  }

  @Test func theNullDeviceServesEveryStream() throws {
    let isNull = { (descriptor: Int32) in "[ /dev/fd/\(descriptor) -ef /dev/null ]" }
    #expect(
      try shell(finds: isNull(STDIN_FILENO)) { arguments, answers in
        try ChildProcess.spawn(
          "/bin/sh", arguments: arguments, input: .nullDevice, output: .inherited,
          error: .file(answers))
      })
    #expect(
      try shell(finds: isNull(STDOUT_FILENO)) { arguments, answers in
        try ChildProcess.spawn(
          "/bin/sh", arguments: arguments, input: .inherited, output: .nullDevice,
          error: .file(answers))
      })
    #expect(
      try shell(finds: isNull(STDERR_FILENO), answerOn: STDOUT_FILENO) { arguments, answers in
        try ChildProcess.spawn(
          "/bin/sh", arguments: arguments, input: .inherited, output: .file(answers),
          error: .nullDevice)
      })
  }

  @Test func closesTheDescriptorsItIsToldTo() throws {
    // Not close-on-exec, so that a child inherits it unless told otherwise.
    let descriptor = open("/dev/null", O_RDONLY)
    try #require(descriptor >= 0)
    defer { close(descriptor) }
    func isOpen(closing: [Int32]) throws -> Bool {
      try shell(finds: "[ -e /dev/fd/\(descriptor) ]") { arguments, answers in
        try ChildProcess.spawn(
          "/bin/sh", arguments: arguments, input: .nullDevice, output: .nullDevice,
          error: .file(answers), closing: closing)
      }
    }
    #expect(try isOpen(closing: []))
    #expect(try !isOpen(closing: [descriptor]))
  }

  @Test func aClosedStreamIsClosedInTheChild() throws {
    let isOpen = try shell(finds: "[ -e /dev/fd/\(STDOUT_FILENO) ]") { arguments, answers in
      try ChildProcess.spawn(
        "/bin/sh", arguments: arguments, input: .nullDevice, output: .closed,
        error: .file(answers))
    }
    #expect(!isOpen)
  }

  /// The child stops itself, so that its group can be read while it is certainly alive.
  @Test(arguments: [true, false])
  func startsAProcessGroupOfItsOwnWhenAsked(ownProcessGroup: Bool) throws {
    let pid = try ChildProcess.spawn(
      "/bin/sh", arguments: ["-c", "kill -STOP $$"], input: .nullDevice, output: .nullDevice,
      error: .nullDevice, ownProcessGroup: ownProcessGroup)
    var status: Int32 = 0
    while waitpid(pid, &status, WUNTRACED) == -1, errno == EINTR {}
    try #require(status & 0x7f == 0x7f, "the child should have stopped, not ended")
    let group = getpgid(pid)
    kill(pid, SIGCONT)
    #expect(ChildProcess.wait(for: pid, timeLimit: .seconds(30)) == .exited(0))
    #expect(group == (ownProcessGroup ? pid : getpgrp()))
  }

  /// The child knows a passed descriptor by the number given, even when the parent's end of a
  /// pipe has that very number (a kit with only its standard streams open gets 3 and 4 from
  /// `pipe`): closing the parent's ends in the child, 3 among them, leaves the child's 3 alone.
  @Test(arguments: [[], [Int32(3)]])
  func aDescriptorPassedOnIsTheChildsUnderTheNumberGiven(alsoClosing: [Int32]) throws {
    var ends: [Int32] = [-1, -1]
    try #require(pipe(&ends) == 0)
    let pid = try ChildProcess.spawn(
      "/bin/sh", arguments: ["-c", "echo passed >&3"], input: .nullDevice, output: .nullDevice,
      error: .nullDevice, closing: [ends[0], ends[1]] + alsoClosing,
      passing: [(parent: ends[1], child: 3)])
    close(ends[1])
    #expect(ChildProcess.wait(for: pid, timeLimit: .seconds(30)) == .exited(0))
    var bytes = [UInt8](repeating: 0, count: 16)
    let count = read(ends[0], &bytes, bytes.count)
    close(ends[0])
    #expect(String(decoding: bytes.prefix(max(count, 0)), as: UTF8.self) == "passed\n")
  }

  /// A shell with job control (`set -m`) starts each job in a process group of its own, as
  /// Foundation's `Process` does: only the session still holds it. It holds the pipe too, so
  /// the pipe's end is the sign that it has gone.
  @Test func endingASessionEndsWhatItsLeaderStartedInGroupsOfTheirOwn() throws {
    var ends: [Int32] = [-1, -1]
    try #require(pipe(&ends) == 0)
    defer { close(ends[0]) }
    let pid = try ChildProcess.spawn(
      "/bin/bash", arguments: ["-c", "set -m; sleep 987 & echo $!"], input: .nullDevice,
      output: .descriptor(ends[1]), error: .nullDevice, closing: [ends[0], ends[1]],
      ownSession: true)
    close(ends[1])
    #expect(ChildProcess.wait(for: pid, timeLimit: .seconds(30), endingGroup: true) == .exited(0))
    var printed: [UInt8] = []
    var waiting = pollfd(fd: ends[0], events: Int16(POLLIN), revents: 0)
    var buffer = [UInt8](repeating: 0, count: 64)
    // A guard, not a wait for work: a sleeper left running would keep the pipe open for 987 s.
    while poll(&waiting, 1, 30_000) > 0 {
      let count = read(ends[0], &buffer, buffer.count)
      guard count > 0 else { break }
      printed += buffer[..<count]
    }
    #expect(waiting.revents & Int16(POLLHUP) != 0, "the sleeper still holds the pipe")
    #expect(pid_t(String(decoding: printed, as: UTF8.self).dropLast()) != nil)
  }
}
