import Foundation
import TerminalUI

/// Runs one case against every variant's executable and checks what the issue demands:
/// exit 0, nothing on standard error, identical frames, no control character, no line wider
/// than the screen, and each run within the time limit.
struct CaseRunner {
  /// Where the executables are.
  let products: URL
  /// The executables to compare: the first is the reference.
  let variants: [String]
  /// The most one run of one variant may take.
  let timeLimit: Duration
  /// A directory for the case's files.
  let workDirectory: URL

  /// What went wrong, or `nil` when the case passed.
  func run(_ fuzzCase: FuzzCase) -> String? {
    let fixture = workDirectory.appendingPathComponent("fixture-\(fuzzCase.seed).json")
    let script = workDirectory.appendingPathComponent("script-\(fuzzCase.seed).txt")
    defer {
      try? FileManager.default.removeItem(at: fixture)
      try? FileManager.default.removeItem(at: script)
    }
    do {
      try fuzzCase.fixture.write(to: fixture)
      try Data(fuzzCase.steps.map { $0 + "\n" }.joined().utf8).write(to: script)
    } catch {
      return "cannot write the case's files: \(error)"
    }
    let arguments = fuzzCase.arguments(fixturePath: fixture.path)
    var reference: (variant: String, frames: String)?
    for variant in variants {
      let result: RunResult
      do {
        result = try RunResult(
          executable: products.appendingPathComponent(variant), arguments: arguments,
          standardInput: fuzzCase.scriptOnStandardInput ? script : nil, timeLimit: timeLimit,
          workDirectory: workDirectory, name: "\(fuzzCase.seed)-\(variant)")
      } catch {
        return "\(variant): cannot run: \(error)"
      }
      if let problem = check(result, of: fuzzCase) { return "\(variant): \(problem)" }
      let frames = fuzzCase.isTraced ? withoutTrace(result.output) : result.output
      if let reference {
        if frames != reference.frames {
          return "\(variant) prints other frames than \(reference.variant): "
            + firstDifference(reference.frames, frames)
        }
      } else {
        reference = (variant, frames)
      }
    }
    return nil
  }

  private func check(_ result: RunResult, of fuzzCase: FuzzCase) -> String? {
    if result.timedOut { return "took longer than \(timeLimit)" }
    guard result.status == .exited(0) else {
      return "ended with \(result.status); standard error: \(result.errors.prefix(500))"
    }
    guard result.errors.isEmpty else {
      return "wrote to standard error: \(result.errors.prefix(500))"
    }
    if let scalar = result.output.unicodeScalars.first(where: isControl) {
      return String(format: "printed the control character U+%04X", scalar.value)
    }
    var rowsInFrame = 0
    for line in result.output.split(separator: "\n", omittingEmptySubsequences: false).dropLast() {
      if line.hasPrefix("--- frame ") {
        if rowsInFrame != 0, rowsInFrame != fuzzCase.height {
          return "a frame has \(rowsInFrame) rows, not \(fuzzCase.height)"
        }
        rowsInFrame = 0
        continue
      }
      if line.hasPrefix("trace: ") { continue }
      rowsInFrame += 1
      let cells = TerminalText.width(of: String(line))
      if cells > fuzzCase.width {
        return
          "a line is \(cells) cells wide on a \(fuzzCase.width)-cell screen: \(line.prefix(300))"
      }
    }
    return nil
  }

  /// Anything that steers a terminal: C0 and C1 controls but the line feed, DEL, and the
  /// bidirectional controls and marks.
  private func isControl(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x0A: false
    case 0x00...0x1F, 0x7F...0x9F: true
    case 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: true
    default: false
    }
  }

  private func withoutTrace(_ output: String) -> String {
    output.split(separator: "\n", omittingEmptySubsequences: false)
      .filter { !$0.hasPrefix("trace: ") }.joined(separator: "\n")
  }

  private func firstDifference(_ first: String, _ second: String) -> String {
    let a = first.split(separator: "\n", omittingEmptySubsequences: false)
    let b = second.split(separator: "\n", omittingEmptySubsequences: false)
    for index in 0..<max(a.count, b.count) {
      let left = index < a.count ? String(a[index]) : "(nothing)"
      let right = index < b.count ? String(b[index]) : "(nothing)"
      if left != right {
        return "line \(index + 1): '\(left.prefix(200))' vs '\(right.prefix(200))'"
      }
    }
    return "(no line differs)"
  }
}

/// How one run of one executable went.
struct RunResult {
  enum Status: Equatable, CustomStringConvertible {
    case exited(Int32)
    case killed(Int32)

    var description: String {
      switch self {
      case .exited(let code): "exit \(code)"
      case .killed(let signal): "signal \(signal)"
      }
    }
  }

  let status: Status
  let output: String
  let errors: String
  let timedOut: Bool

  /// Runs `executable` with its output in files, killing it after `timeLimit`.
  init(
    executable: URL, arguments: [String], standardInput: URL?, timeLimit: Duration,
    workDirectory: URL, name: String
  ) throws {
    let outputFile = workDirectory.appendingPathComponent("out-\(name)").path
    let errorFile = workDirectory.appendingPathComponent("err-\(name)").path
    defer {
      unlink(outputFile)
      unlink(errorFile)
    }
    let pid = try spawn(
      executable.path, arguments, input: standardInput?.path ?? "/dev/null",
      output: outputFile, errors: errorFile)
    // Waiting by looking every few milliseconds: simple, and no thread can mistake a later
    // process that reuses the number for this one.
    let deadline = ContinuousClock.now + timeLimit
    var raw: Int32 = 0
    var timedOut = false
    while waitpid(pid, &raw, WNOHANG) == 0 {
      if !timedOut, ContinuousClock.now > deadline {
        timedOut = true
        kill(pid, SIGKILL)
      }
      usleep(2_000)
    }
    self.timedOut = timedOut
    status = raw & 0x7F == 0 ? .exited((raw >> 8) & 0xFF) : .killed(raw & 0x7F)
    output = String(
      decoding: FileManager.default.contents(atPath: outputFile) ?? Data(), as: UTF8.self)
    errors = String(
      decoding: FileManager.default.contents(atPath: errorFile) ?? Data(), as: UTF8.self)
  }
}

/// Starts `path` with its standard streams on files, every signal at its default action.
private func spawn(
  _ path: String, _ arguments: [String], input: String, output: String, errors: String
) throws -> pid_t {
  #if canImport(Darwin)
    var actions: posix_spawn_file_actions_t?
    var attributes: posix_spawnattr_t?
  #else
    var actions = posix_spawn_file_actions_t()
    var attributes = posix_spawnattr_t()
  #endif
  posix_spawn_file_actions_init(&actions)
  posix_spawnattr_init(&attributes)
  defer {
    posix_spawn_file_actions_destroy(&actions)
    posix_spawnattr_destroy(&attributes)
  }
  posix_spawn_file_actions_addopen(&actions, STDIN_FILENO, input, O_RDONLY, 0)
  posix_spawn_file_actions_addopen(
    &actions, STDOUT_FILENO, output, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
  posix_spawn_file_actions_addopen(
    &actions, STDERR_FILENO, errors, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
  var allSignals = sigset_t()
  var noSignals = sigset_t()
  sigfillset(&allSignals)
  sigemptyset(&noSignals)
  posix_spawnattr_setsigdefault(&attributes, &allSignals)
  posix_spawnattr_setsigmask(&attributes, &noSignals)
  posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK))
  let argv = ([path] + arguments).map { strdup($0) } + [nil]
  // Built here rather than taken from `environ`, which Darwin does not export to Swift.
  let variables = ProcessInfo.processInfo.environment.map { strdup("\($0)=\($1)") } + [nil]
  defer { for pointer in argv + variables { free(pointer) } }
  var pid: pid_t = 0
  let result = posix_spawn(&pid, path, &actions, &attributes, argv, variables)
  guard result == 0 else { throw SpawnError(code: result) }
  return pid
}

struct SpawnError: Error {
  let code: Int32
}
