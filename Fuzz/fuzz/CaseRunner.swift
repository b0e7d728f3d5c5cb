import Foundation
import Spawning
import TerminalUI

/// Runs one case against every variant's executable and checks what the issue demands:
/// exit 0, nothing on standard error, valid UTF-8, byte-identical frames, no control
/// character, no line wider than the screen, and each run within the time limit.
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
        return "\(variant): \(error)"
      }
      if let problem = check(result, of: fuzzCase) { return "\(variant): \(problem)" }
      let frames = fuzzCase.isTraced ? withoutTrace(result.output) : result.output
      if let reference {
        // Byte for byte: `String`'s == would take "é" and "e\u{301}" for the same.
        if !frames.utf8.elementsEqual(reference.frames.utf8) {
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
    if result.termination == .timedOut { return "took longer than \(timeLimit)" }
    guard result.termination == .exited(0) else {
      return "ended with \(result.ending); standard error: \(result.errors.prefix(500))"
    }
    guard result.errors.isEmpty else {
      return "wrote to standard error: \(result.errors.prefix(500))"
    }
    if let offset = result.invalidUTF8 { return "printed invalid UTF-8 at byte \(offset)" }
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

  /// Anything that steers a terminal: C0 and C1 controls but the line feed, DEL, the line
  /// and paragraph separators, and the bidirectional controls and marks.
  private func isControl(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x0A: false
    case 0x00...0x1F, 0x7F...0x9F: true
    case 0x061C, 0x200E, 0x200F, 0x2028, 0x2029, 0x202A...0x202E, 0x2066...0x2069: true
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
  let termination: ChildProcess.Termination
  /// What it printed, as text; invalid UTF-8 shows as U+FFFD, and `invalidUTF8` says where.
  let output: String
  let errors: String
  /// The offset of the first byte of standard output that is not valid UTF-8, if any.
  let invalidUTF8: Int?

  /// Runs `executable` with its output in files, killing it after `timeLimit`.
  init(
    executable: URL, arguments: [String], standardInput: URL?, timeLimit: Duration,
    workDirectory: URL, name: String
  ) throws(ChildProcess.LaunchError) {
    let outputFile = workDirectory.appendingPathComponent("out-\(name)")
    let errorFile = workDirectory.appendingPathComponent("err-\(name)")
    defer {
      unlink(outputFile.path)
      unlink(errorFile.path)
    }
    termination = try ChildProcess.run(
      executable.path, arguments: arguments, inputFile: standardInput, outputFile: outputFile,
      errorFile: errorFile, timeLimit: timeLimit)
    let printed = [UInt8](FileManager.default.contents(atPath: outputFile.path) ?? Data())
    output = String(decoding: printed, as: UTF8.self)
    invalidUTF8 = Self.firstInvalidUTF8(in: printed)
    errors = String(
      decoding: FileManager.default.contents(atPath: errorFile.path) ?? Data(), as: UTF8.self)
  }

  /// Where `bytes` stop being UTF-8, or `nil` when they are UTF-8 throughout.
  static func firstInvalidUTF8(in bytes: [UInt8]) -> Int? {
    var decoder = UTF8()
    var iterator = bytes.makeIterator()
    var offset = 0
    while true {
      switch decoder.decode(&iterator) {
      case .scalarValue(let scalar): offset += UTF8.width(scalar)
      case .emptyInput: return nil
      case .error: return offset
      }
    }
  }

  /// How it ended, in the words of a report.
  var ending: String {
    switch termination {
    case .exited(let code): "exit \(code)"
    case .signalled(let signal): "signal \(signal)"
    case .timedOut: "the time limit"
    }
  }
}
