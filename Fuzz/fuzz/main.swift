// `make fuzz`: generated hostile feeds and random scripts, run against every variant's
// executable, which must all exit 0, print the same frames, never print a control
// character, never print a line wider than the screen, and finish in time.
//
//     fuzz [--cases N] [--seed S] [--time-limit SECONDS] [--jobs N] VARIANT...
//     fuzz --replay SEED VARIANT...          one case, its feed kept, its command printed
//
// `make fuzz` passes every variant; `make fuzz REPLAY=SEED` replays one case.
//
// Cases are numbered from the seed: case k uses seed S + k, so a failure's seed replays it
// alone. A coverage-guided fuzzer (libFuzzer, swift-fuzz) would search smarter; this one is
// a few screens of code that needs nothing but the toolchain.

import Dispatch
import Foundation
import TerminalUI

/// Prints a line at once, even into a file or a pipe, where `print` would hold it back.
func report(_ line: String) {
  try? OutputFile.standardOutput.write(line + "\n")
}

struct Options {
  var cases = 1_000
  var seed: UInt64 = 1
  var timeLimit = Duration.seconds(30)
  var jobs = ProcessInfo.processInfo.activeProcessorCount
  var replay: UInt64?
  var variants: [String] = []
}

func parseOptions() -> Options {
  var options = Options()
  var arguments = CommandLine.arguments.dropFirst()
  func number(after flag: String) -> UInt64 {
    guard let text = arguments.popFirst(), let value = UInt64(text) else {
      fatalError("fuzz: \(flag) needs a whole number")
    }
    return value
  }
  while let argument = arguments.popFirst() {
    switch argument {
    case "--cases": options.cases = Int(number(after: argument))
    case "--seed": options.seed = number(after: argument)
    case "--time-limit": options.timeLimit = .seconds(Int(number(after: argument)))
    case "--jobs": options.jobs = max(Int(number(after: argument)), 1)
    case "--replay": options.replay = number(after: argument)
    default: options.variants.append(argument)
    }
  }
  guard options.variants.count >= 2 else {
    report(
      "usage: fuzz [--cases N] [--seed S] [--time-limit SECONDS] [--jobs N] VARIANT VARIANT...")
    exit(64)
  }
  return options
}

/// Failures and progress, shared by the worker threads.
final class Tally: @unchecked Sendable {
  private let lock = NSLock()
  private var finished = 0
  private(set) var failures: [(seed: UInt64, problem: String)] = []

  func record(seed: UInt64, problem: String?) {
    lock.lock()
    defer { lock.unlock() }
    finished += 1
    if let problem {
      failures.append((seed, problem))
      report("FAIL seed \(seed): \(problem)")
    }
    if finished % 500 == 0 { report("\(finished) cases, \(failures.count) failed") }
  }
}

let options = parseOptions()
let products = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
let work = FileManager.default.temporaryDirectory.appendingPathComponent(
  "fuzz-\(ProcessInfo.processInfo.processIdentifier)")
try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
let runner = CaseRunner(
  products: products, variants: options.variants, timeLimit: options.timeLimit,
  workDirectory: work)

if let seed = options.replay {
  let fuzzCase = FuzzCase(seed: seed)
  let kept = FileManager.default.temporaryDirectory.appendingPathComponent("fuzz-case-\(seed).json")
  try fuzzCase.fixture.write(to: kept)
  let arguments = fuzzCase.arguments(fixturePath: kept.path).map { "'\($0)'" }.joined(
    separator: " ")
  let input =
    fuzzCase.scriptOnStandardInput
    ? " <<< '\(fuzzCase.steps.joined(separator: "\n"))'" : ""
  report("case \(seed): \(options.variants[0]) \(arguments)\(input)")
  let problem = runner.run(fuzzCase)
  report(problem.map { "FAIL: \($0)" } ?? "passed")
  try? FileManager.default.removeItem(at: work)
  exit(problem == nil ? 0 : 1)
}

let start = ContinuousClock.now
let tally = Tally()
DispatchQueue.concurrentPerform(iterations: options.jobs) { job in
  for index in stride(from: job, to: options.cases, by: options.jobs) {
    let seed = options.seed &+ UInt64(index)
    tally.record(seed: seed, problem: runner.run(FuzzCase(seed: seed)))
  }
}
try? FileManager.default.removeItem(at: work)
let elapsed = ContinuousClock.now - start
report(
  "fuzz: \(options.cases) cases from seed \(options.seed) against \(options.variants.joined(separator: ", ")) "
    + "in \(elapsed.components.seconds) s: \(tally.failures.count) failed")
for failure in tally.failures.sorted(by: { $0.seed < $1.seed }).prefix(20) {
  report(
    "  replay: make fuzz REPLAY=\(failure.seed)")
}
exit(tally.failures.isEmpty ? 0 : 1)
