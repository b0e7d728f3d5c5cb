import Foundation
import NewsTestSupport
import Spawning
import TerminalUI
import Testing

@testable import ExerciseRunner

/// Issue 26, finding 1: Ctrl-Z then `fg` under `make` — the README's own commands — left the app
/// stopped in 10 of 10 tries and `kit watch` in 8 of 12, with `make` waiting for ever. Here a
/// real job-controlling shell (`bash -i`, leading a session on a pseudo-terminal it controls)
/// runs the real `Makefile`, whose stand-in `swift` hands it the kit's real executables, and
/// the test types what a learner types.
@Suite(
  "Job control through make", .serialized,
  .enabled(if: JobShell.canRun, "needs bash, make and a pseudo-terminal"))
struct JobControlTests {
  @Test("make run-mvc: Ctrl-Z hands the terminal back, fg takes it again, q ends make")
  func runMVC() throws {
    let shell = try JobShell.running("run-mvc", "ARGS='--delay 3600'", in: TemporaryKit())
    try #require(shell.shows("q quit"), "the app never drew its first frame")
    for round in 1...3 {
      shell.type("\u{1A}")
      let stopped = shell.waitFor(JobShell.prompt)
      let handedBack = try #require(stopped.range(of: Terminal.restoreSequence))
      let reported = try #require(stopped.range(of: "Stopped"), "round \(round): not stopped")
      #expect(handedBack.upperBound <= reported.lowerBound, "the shell had the screen first")
      shell.run("fg")
      let resumed = shell.waitFor("q quit")
      try #require(
        resumed.contains(Terminal.fullScreenSequence), "round \(round): not taken again")
    }
    shell.type("q")
    try #require(shell.waitFor(JobShell.prompt).contains(Terminal.restoreSequence))
    #expect(shell.status() == 0, "make did not end as the app did")
  }

  @Test("make watch: Ctrl-Z and fg, five times over, and single keys still act")
  func watch() throws {
    let (kit, exercise) = try InterruptionTests.kit(testProgram: "fail")
    let shell = try JobShell.running("watch", "NAME=\(exercise.name)", in: kit)
    try #require(shell.shows("q: quit"), "the watch never checked")
    for round in 1...5 {
      shell.type("\u{1A}")
      let stopped = shell.waitFor(JobShell.prompt)
      try #require(stopped.contains("Stopped"), "round \(round): not stopped: \(stopped)")
      shell.run("fg")
      // The watch says so once it has the terminal again.
      try #require(shell.shows("Watching"), "round \(round): not continued")
    }
    // No Enter: only a watch back in single-key mode reads it.
    shell.type("q")
    try #require(shell.shows("Stopped watching"), "the watch stayed stopped")
    _ = shell.waitFor(JobShell.prompt)
    #expect(shell.status() == 0)
  }

  /// Issue 37, finding 2: with learner's code that never returns, Ctrl-Z stopped the job only
  /// once the tests' time limit had passed, their verdict drawn first, and `q` quit only then.
  /// Now either key abandons the check at once: no verdict is drawn.
  @Test("make watch: Ctrl-Z and q act at once during a check that never ends")
  func watchDuringACheck() throws {
    let folder = try TemporaryKit()
    let running = folder.root.appendingPathComponent("running").path
    #expect(mkfifo(running, 0o600) == 0)
    let (kit, exercise) = try InterruptionTests.kit(
      testProgram: "echo running > '\(running)'\nexec sleep 987")
    let started = InterruptionTests.FIFOReader(running)
    let shell = try JobShell.running("watch", "NAME=\(exercise.name)", in: kit)
    try #require(started.lines.wait(timeout: .now() + 120) == .success, "the tests never ran")

    shell.type("\u{1A}")
    let stopped = shell.waitFor(JobShell.prompt)
    try #require(stopped.contains("Stopped"), "not stopped: \(stopped)")
    #expect(!stopped.contains("✗"), "the check ran to its end first: \(stopped)")
    let again = InterruptionTests.FIFOReader(running)
    shell.run("fg")
    try #require(shell.shows("Watching"), "not continued")
    try #require(again.lines.wait(timeout: .now() + 120) == .success, "not checked again")

    shell.type("q")
    let quit = shell.waitFor("Stopped watching")
    try #require(quit.contains("Stopped watching"), "q was not heard")
    #expect(!quit.contains("✗"), "the check ran to its end first: \(quit)")
    _ = shell.waitFor(JobShell.prompt)
    #expect(shell.status() == 0)
  }

  /// Issue 37, finding 2: a second Ctrl-Z typed behind the first stopped the job again at once
  /// after `fg`. What was typed before the job stopped is dropped.
  @Test("make watch: Ctrl-Z typed twice stops the job once")
  func watchCtrlZTwice() throws {
    let (kit, exercise) = try InterruptionTests.kit(testProgram: "fail")
    let shell = try JobShell.running("watch", "NAME=\(exercise.name)", in: kit)
    try #require(shell.shows("q: quit"), "the watch never checked")
    shell.type("\u{1A}\u{1A}")
    try #require(shell.waitFor(JobShell.prompt).contains("Stopped"))
    shell.run("fg")
    try #require(shell.shows("Watching"), "not continued")
    shell.type("q")
    #expect(shell.shows("Stopped watching"), "the second Ctrl-Z stopped the job again")
    _ = shell.waitFor(JobShell.prompt)
    #expect(shell.status() == 0)
  }

  /// Issue 37, finding 3: `kill -9` of `make` left `kit watch` running under PID 1, checking,
  /// and drawing over the shell's prompt. Now it ends, and what it started with it. The job
  /// holds a FIFO open (`make`, its shell and `kit` inherit it, and `kit`'s children from it):
  /// its reader sees the end once every one of them has gone.
  @Test("make watch: kill -9 of make ends kit watch and everything it started")
  func watchEndsWithMake() throws {
    let folder = try TemporaryKit()
    let leader = folder.root.appendingPathComponent("leader").path
    let held = folder.root.appendingPathComponent("held").path
    #expect(mkfifo(leader, 0o600) == 0 && mkfifo(held, 0o600) == 0)
    // The tests, started by kit, say which process leads kit's job: make.
    let (kit, exercise) = try InterruptionTests.kit(
      testProgram: "ps -o pgid= -p $PPID > '\(leader)'\nexec sleep 987")
    let told = InterruptionTests.FIFOReader(leader)
    let job = InterruptionTests.FIFOReader(held)
    let shell = try JobShell.running(
      "watch", "NAME=\(exercise.name)", in: kit, redirecting: "9> '\(held)'")
    try #require(told.ended.wait(timeout: .now() + 120) == .success, "the tests never ran")
    let make = try #require(pid_t(told.text.trimmingCharacters(in: .whitespacesAndNewlines)))

    kill(make, SIGKILL)
    // A bound for a failure only: without the fix the watch runs on for good.
    #expect(job.ended.wait(timeout: .now() + 60) == .success, "kit watch outlived make")
    _ = shell
  }
}

/// Issue 47, item 1: `q` and Ctrl-Z come first in `make watch` whatever is typed before them,
/// from one key to thousands: everything waiting is read and looked through first. And item 3:
/// after `kill -9` of `kit watch` the terminal kept `susp` undefined, and the next `make watch`
/// ignored Ctrl-Z; the keys the watch relies on are its own now.
@Suite(
  "make watch's keys", .serialized,
  .enabled(if: JobShell.canRun, "needs bash, make and a pseudo-terminal"))
struct WatchKeysTests {
  /// What the watch answers a key it does not know with: its keys, on a line of their own.
  static let keys = "Enter: check again · h: hint · q: quit"

  /// How many times the watch answered keys it does not know in `output`: once a batch of them
  /// at most, and a paste of thousands arrives in a few batches (before the change, once a key).
  /// The status line ends with the same keys, after a `· `.
  static func answers(in output: String) -> Int {
    let plain = output.replacingOccurrences(
      of: "\u{1B}\\[[0-9;?]*[A-Za-z]", with: "", options: .regularExpression)
    return plain.components(separatedBy: keys).count
      - plain.components(separatedBy: "· " + keys).count
  }

  @Test("q comes first", arguments: [0, 1, 10, 5_000])
  func quitAfterKeys(count: Int) throws {
    let (kit, exercise) = try InterruptionTests.kit(testProgram: "fail")
    let shell = try JobShell.running("watch", "NAME=\(exercise.name)", in: kit)
    try #require(shell.shows("q: quit"), "the watch never checked")
    shell.type(String(repeating: "x", count: count) + "q")
    let quit = shell.waitFor("Stopped watching")
    try #require(quit.contains("Stopped watching"), "q was not heard")
    #expect(Self.answers(in: quit) < 10, "keys typed before q were answered first, one by one")
    _ = shell.waitFor(JobShell.prompt)
    #expect(shell.status() == 0)
  }

  @Test("Ctrl-Z comes first, and what was typed before it is dropped", arguments: [1, 5_000])
  func suspendAfterKeys(count: Int) throws {
    let (kit, exercise) = try InterruptionTests.kit(testProgram: "fail")
    let shell = try JobShell.running("watch", "NAME=\(exercise.name)", in: kit)
    try #require(shell.shows("q: quit"), "the watch never checked")
    shell.type(String(repeating: "x", count: count) + "\u{1A}")
    let stopped = shell.waitFor(JobShell.prompt)
    try #require(stopped.contains("Stopped"), "not stopped: \(stopped.suffix(300))")
    #expect(Self.answers(in: stopped) < 10, "keys typed before Ctrl-Z were answered one by one")
    shell.run("fg")
    try #require(shell.shows("Watching"), "not continued")
    shell.type("q")
    #expect(shell.shows("Stopped watching"))
    _ = shell.waitFor(JobShell.prompt)
  }

  @Test("Ctrl-Z and Ctrl-C work on a terminal left with neither")
  func keysOfABrokenTerminal() throws {
    let (kit, exercise) = try InterruptionTests.kit(testProgram: "fail")
    let shell = try JobShell(in: kit)
    // As a watch killed by `kill -9` leaves it.
    shell.run("stty susp undef intr undef -echo")
    _ = shell.waitFor(JobShell.prompt)
    let swift = try JobShell.standInSwift(in: kit)
    shell.run(
      "make -s -f '\(MakefileTests.makefile.path)' watch SWIFT='\(swift.path)' NAME=\(exercise.name)"
    )
    try #require(shell.shows("q: quit"), "the watch never checked")
    shell.type("\u{1A}")
    try #require(shell.waitFor(JobShell.prompt).contains("Stopped"), "Ctrl-Z did not stop it")
    shell.run("fg")
    try #require(shell.shows("Watching"), "not continued")
    shell.type("\u{03}")
    let interrupted = shell.waitFor(JobShell.prompt)
    #expect(interrupted.contains("ended by SIGINT"), "Ctrl-C did not end it: \(interrupted)")
  }
}

/// Issue 47, item 2: after `kill -9` of `make`, the recipe's `sh -c` and the program under it
/// ran on — the stage redrawing its clock over the shell's prompt for a minute, `kit watch` and
/// its watchdog for good, `kit exercises` 12.9 s more, starting 51 compilers. Each recipe now
/// ends with its program in the shell's place, and every exercise command ends with its parent.
@Suite(
  "Nothing outlives make", .serialized,
  .enabled(if: JobShell.canRun, "needs bash, make and a pseudo-terminal"))
struct NothingOutlivesMakeTests {
  /// How long after `make` is killed every process it started must be gone (ten times that
  /// under a sanitizer, whose runtime slows every process down).
  static let bound = Duration.milliseconds(Sanitizer.isActive ? 5_000 : 500)

  @Test(
    "kill -9 of make leaves no process on the terminal",
    arguments: [
      ("run", "ARGS='--delay 3600'", "? keys"), ("run-mvc", "ARGS='--delay 3600'", "q quit"),
    ])
  func anApp(target: String, assignment: String, marker: String) throws {
    let shell = try JobShell.running(target, assignment, in: TemporaryKit())
    try #require(shell.shows(marker), "the program never drew its first frame")
    try Self.killMake(under: shell)
  }

  @Test("kill -9 of make during a check leaves no process", arguments: ["watch", "exercises"])
  func anExerciseCommand(target: String) throws {
    let folder = try TemporaryKit()
    let running = folder.root.appendingPathComponent("running").path
    let tests = folder.root.appendingPathComponent("tests").path
    #expect(mkfifo(running, 0o600) == 0)
    let (kit, exercise) = try InterruptionTests.kit(
      testProgram: "echo $$ > '\(tests)'\necho running > '\(running)'\nexec sleep 987")
    let started = InterruptionTests.FIFOReader(running)
    let shell = try JobShell.running(
      target, target == "watch" ? "NAME=\(exercise.name)" : "", in: kit)
    try #require(started.lines.wait(timeout: .now() + 120) == .success, "the tests never ran")
    let program = try #require(
      pid_t(
        try String(contentsOfFile: tests, encoding: .utf8).trimmingCharacters(
          in: .whitespacesAndNewlines)))
    try Self.killMake(under: shell)
    #expect(Self.hasEnded(program), "the exercise's tests outlived make")
  }

  /// Kills the `make` that `shell` runs, outright, and expects nothing but the shell on its
  /// terminal once `bound` has passed.
  static func killMake(under shell: JobShell) throws {
    let make = try #require(
      processes(on: shell).first { $0.command == "make" }, "no make: \(processes(on: shell))")
    kill(make.pid, SIGKILL)
    let killed = ContinuousClock.now
    var left = processes(on: shell)
    while left.contains(where: { $0.pid != shell.pid }), ContinuousClock.now - killed < bound {
      usleep(20_000)
      left = processes(on: shell)
    }
    #expect(
      left.map(\.pid) == [shell.pid],
      "still running after \(bound): \(left.map { "\($0.pid) \($0.command)" })")
  }

  /// Whether process `pid` has ended: it is gone, or a zombie only its parent has to hear of.
  static func hasEnded(_ pid: pid_t) -> Bool {
    let state = FileManager.default.temporaryDirectory.appendingPathComponent(
      "ps-\(UUID().uuidString)")
    defer { unlink(state.path) }
    _ = try? ChildProcess.run(
      "ps", arguments: ["-o", "stat=", "-p", "\(pid)"], outputFile: state, timeLimit: .seconds(10))
    let text = (try? String(contentsOf: state, encoding: .utf8)) ?? ""
    return text.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty || text.hasPrefix("Z")
  }

  /// The processes whose controlling terminal is `shell`'s, as `ps` lists them.
  static func processes(on shell: JobShell) -> [(pid: pid_t, command: String)] {
    let list = shell.kit.root.appendingPathComponent("ps-\(UUID().uuidString)")
    defer { unlink(list.path) }
    let terminal = shell.terminal.secondaryPath.replacingOccurrences(of: "/dev/", with: "")
    _ = try? ChildProcess.run(
      "ps", arguments: ["-o", "pid=,stat=,comm=", "-t", terminal], outputFile: list,
      timeLimit: .seconds(10))
    let text = (try? String(contentsOf: list, encoding: .utf8)) ?? ""
    // A zombie has ended: only its parent has yet to hear of it.
    return text.split(separator: "\n").compactMap { line in
      let words = line.split(separator: " ", maxSplits: 2)
      guard words.count == 3, let pid = pid_t(words[0]), !words[1].hasPrefix("Z") else {
        return nil
      }
      return (pid, words[2].trimmingCharacters(in: .whitespaces))
    }
  }
}

/// An interactive `bash` with job control, on a pseudo-terminal of its own that it controls, as
/// a terminal window runs one.
final class JobShell {
  /// What the shell shows when it waits for a command.
  static let prompt = "kit-test$ "

  /// Whether this system has what the shell needs.
  static let canRun =
    FileManager.default.isExecutableFile(atPath: "/bin/bash") && PseudoTerminal() != nil
    && ["/usr/bin/make", "/bin/make"].contains { FileManager.default.isExecutableFile(atPath: $0) }

  let terminal: PseudoTerminal
  let pid: pid_t
  /// The folder the shell works in, kept as long as the shell.
  let kit: TemporaryKit

  /// Starts the shell in `kit`'s folder, at the prompt when this returns.
  init(in kit: TemporaryKit) throws {
    self.kit = kit
    terminal = try #require(PseudoTerminal())
    terminal.resize(to: Size(width: 100, height: 30))
    var environment = ProcessInfo.processInfo.environment
    environment["PS1"] = Self.prompt
    environment["TERM"] = "xterm-256color"
    environment["HISTFILE"] = "/dev/null"
    // An outer `make test` would hand this one its job server, which is not here.
    for name in ["MAKEFLAGS", "MFLAGS", "MAKELEVEL"] { environment[name] = nil }
    // As the leader of a new session, the shell makes the terminal its own by opening it.
    let path = URL(fileURLWithPath: terminal.secondaryPath)
    pid = try ContainedProcess.spawning.withLock {
      try ChildProcess.spawn(
        "/bin/sh",
        arguments: ["-c", "cd \"$0\" && exec bash --norc --noprofile -i", kit.root.path],
        input: .file(path), output: .file(path), error: .sameAsOutput,
        environment: environment, ownSession: true)
    }
    let greeting = waitFor(Self.prompt)
    #expect(!greeting.contains("no job control"), "the shell could not control the terminal")
  }

  deinit {
    terminal.type("exit\r")
    if ChildProcess.wait(for: pid, timeLimit: .seconds(20)) == .timedOut {
      kill(-pid, SIGKILL)
    }
  }

  /// A shell in `kit`'s folder that has been told to run `make target assignment` with the
  /// kit's real `Makefile` and a stand-in `swift` that builds nothing and shows the folder of
  /// the kit's real executables, then `redirection` (`9> FILE`). The kit goes with the shell.
  static func running(
    _ target: String, _ assignment: String, in kit: TemporaryKit,
    redirecting redirection: String = ""
  ) throws -> JobShell {
    let swift = try standInSwift(in: kit)
    let shell = try JobShell(in: kit)
    shell.run(
      "make -s -f '\(MakefileTests.makefile.path)' \(target) SWIFT='\(swift.path)' \(assignment) "
        + redirection)
    return shell
  }

  /// A stand-in `swift` in `kit` that builds nothing and shows the folder of the kit's real
  /// executables.
  static func standInSwift(in kit: TemporaryKit) throws -> URL {
    let swift = kit.root.appendingPathComponent("swift-stand-in")
    try kit.writeProgram(
      """
      #!/bin/sh
      case "$*" in *--show-bin-path*) echo '\(InterruptionTests.products.path)' ;; esac

      """, to: swift.lastPathComponent)
    return swift
  }

  /// Types `line` and Enter.
  func run(_ line: String) { type(line + "\r") }

  /// Types `text`, as on a keyboard.
  func type(_ text: String) { terminal.type(text) }

  /// What the terminal showed until `marker` appeared, `marker` included (or for 60 s, for a
  /// failure). What came after it in the same read is kept for the next call.
  @discardableResult
  func waitFor(_ marker: String) -> String {
    if !unread.contains(marker) { unread += terminal.received(until: marker, seconds: 60) }
    guard let end = unread.range(of: marker)?.upperBound else {
      defer { unread = "" }
      return unread
    }
    let shown = String(unread[..<end])
    unread = String(unread[end...])
    return shown
  }

  /// What the terminal showed after the last marker waited for.
  private var unread = ""

  /// Whether `marker` appeared (within 60 s).
  func shows(_ marker: String) -> Bool { waitFor(marker).contains(marker) }

  /// The exit status of the last command, as the shell reports it.
  func status() -> Int32? {
    run("echo \"status=$?.\"")
    let output = waitFor(".\r\n")
    // The typed line shows `status=$?.`; the answer is the last `status=N.`.
    guard let answer = output.range(of: "status=", options: .backwards) else { return nil }
    return Int32(output[answer.upperBound...].prefix { $0 != "." })
  }
}
