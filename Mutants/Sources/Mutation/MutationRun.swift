import Foundation
import SwiftSource

/// How a run is asked for.
public struct RunOptions: Sendable {
  /// Only about one mutant in this many, the same ones every time (`make ci`'s sample).
  public var sample: Int?
  /// How many mutants are built and tested at once.
  public var jobs = 2
  /// Only mutants whose description contains one of these.
  public var only: [String] = []
  /// List the mutants without building any.
  public var listOnly = false

  public init() {}
}

/// One run of `make mutants`: finds the mutants, takes what earlier runs found for those whose
/// sources did not change, builds and tests the rest, and reports.
public final class MutationRun: Sendable {
  /// Changes when what decides a result changes, so old results are not reused.
  static let version = "1"

  struct Candidate: Sendable {
    let mutant: Mutant
    let module: Scope.Module
    /// The mutated file's absolute path, and its text with the mutant in it.
    let source: String
    let text: String
    /// What its result is kept under, and what picks it for a sample.
    let key: String
    let identity: String
  }

  let root: String
  let options: RunOptions
  let scope: Scope
  let package: KitPackage
  let store: ResultStore
  let equivalents: Equivalents
  let work: String
  let output: Guarded<[String]> = Guarded([])

  public init(root: String, options: RunOptions, scope: Scope = .kit) throws {
    self.root = root
    self.options = options
    self.scope = scope
    let describe = try Self.swift(["package", "--package-path", root, "describe", "--type", "json"])
    package = try KitPackage(describing: Data(describe.utf8), root: root)
    try FileManager.default.createDirectory(
      atPath: root + "/.build/mutants", withIntermediateDirectories: true)
    store = ResultStore(path: root + "/.build/mutants/results.json")
    let listed =
      (try? String(contentsOfFile: root + "/" + Self.equivalentsFile, encoding: .utf8)) ?? ""
    equivalents = Equivalents(text: listed)
    work = root + "/.build/mutants/work"
  }

  /// The committed list of equivalent survivors, from the kit's folder.
  public static let equivalentsFile = "Mutants/equivalent-mutants.txt"

  /// Runs `swift` (or `$SWIFT`) with `arguments`, for what it prints.
  static func swift(_ arguments: [String]) throws -> String {
    let swift = ProcessInfo.processInfo.environment["SWIFT"] ?? "swift"
    return try DebugBuild.output(of: "/usr/bin/env", [swift] + arguments)
  }

  /// Prints a line at once, and keeps it for the report's file.
  func say(_ line: String) {
    output.withLock { $0.append(line) }
    FileHandle.standardOutput.write(Data((line + "\n").utf8))
  }

  // MARK: - Finding the mutants

  func candidates() throws -> [Candidate] {
    let toolchain = try Self.swift(["--version"])
    let tellings = Set(scope.modules.filter(\.isTelling).map(\.name))
    var result: [Candidate] = []
    for module in scope.modules {
      guard let target = package.targets[module.name] else {
        throw MutationError("the kit has no module \(module.name)")
      }
      // Everything its tests build on, but the other tellings: the acceptance suite builds them
      // all, and a change to one should not send every other's mutants back to the tests.
      let testTargets = scope.testTargets(of: module)
      let context = package.closure(
        of: [module.name] + testTargets, leaving: tellings.subtracting([module.name]))
      var hash = SHA256()
      hash.add(Self.version + toolchain + module.stages.map { "\($0)" }.joined())
      for name in context.sorted() {
        for file in package.targets[name]?.files.sorted() ?? [] {
          hash.add(file)
          let bytes = FileManager.default.contents(atPath: root + "/" + file) ?? Data()
          // Swift by its tokens, so that a comment reworded sends no mutant back to the tests.
          if file.hasSuffix(".swift") {
            hash.add(
              SwiftLexer.tokens(of: String(decoding: bytes, as: UTF8.self)).map(\.text).joined(
                separator: " "))
          } else {
            hash.add(Array(bytes))
          }
        }
      }
      let contextHash = hash.finish()
      let files = target.files.filter { file in
        file.hasSuffix(".swift") && (!module.isTelling || file.hasPrefix("Sources/\(module.name)/"))
          && !Scope.leftAlone.contains { file.hasSuffix($0.suffix) }
      }
      for file in files {
        let text = try String(contentsOfFile: root + "/" + file, encoding: .utf8)
        var seen: [String: Int] = [:]
        for mutant in MutationOperators.mutants(in: SourceFile(path: file, text: text)) {
          let plain = "\(mutant.file)|\(mutant.kind.rawValue)|\(mutant.change)"
          let occurrence = seen[plain, default: 0]
          seen[plain] = occurrence + 1
          let mutated = mutant.applied(to: text)
          result.append(
            Candidate(
              mutant: mutant, module: module, source: root + "/" + file, text: mutated,
              key: SHA256.hex(contextHash + mutant.description + mutated),
              identity: "\(plain)|\(occurrence)"))
        }
      }
    }
    return result
  }

  func isSelected(_ candidate: Candidate) -> Bool {
    if !options.only.isEmpty,
      !options.only.contains(where: { candidate.mutant.description.contains($0) })
    {
      return false
    }
    guard let sample = options.sample, sample > 1 else { return true }
    let digest = SHA256.hex(candidate.identity)
    return UInt64(digest.prefix(12), radix: 16)! % UInt64(sample) == 0
  }

  // MARK: - Running

  /// Runs, reports, and says how the run ends: 0 when every survivor is explained.
  public func run() throws -> Int32 {
    let started = ContinuousClock.now
    let all = try candidates()
    store.keepOnly(Set(all.map(\.key)))
    let selected = all.filter(isSelected)
    if options.listOnly {
      for candidate in selected { say(candidate.mutant.description) }
      say("\(selected.count) mutants")
      return 0
    }
    var outcomes: [Outcome?] = selected.map { store[$0.key] }
    let pending = selected.indices.filter { outcomes[$0] == nil }
    let what = options.sample.map { "a fixed sample (1 in \($0)) of " } ?? ""
    say(
      "mutants: \(what)\(all.count) in \(scope.modules.count) modules: \(selected.count) chosen, "
        + "\(selected.count - pending.count) known from earlier runs, \(pending.count) to build and test"
    )
    if !pending.isEmpty {
      let tested = try test(pending.map { selected[$0] })
      for (offset, index) in pending.enumerated() { outcomes[index] = tested[offset] }
    }
    let known = zip(selected, outcomes).compactMap { candidate, outcome in
      outcome.map { (candidate, $0) }
    }
    let status = report(
      known, tested: pending.count, full: options.sample == nil && options.only.isEmpty)
    let elapsed = ContinuousClock.now - started
    let minutes = elapsed.components.seconds / 60
    let seconds = elapsed.components.seconds % 60
    say(
      "time: \(minutes) min \(seconds) s, \(options.jobs) at once on "
        + "\(ProcessInfo.processInfo.activeProcessorCount) cores")
    let text = output.withLock { $0.joined(separator: "\n") } + "\n"
    _ = FileManager.default.createFile(
      atPath: root + "/.build/mutants/report.txt", contents: Data(text.utf8))
    return status
  }

  /// Builds and tests `candidates`, `options.jobs` at a time.
  func test(_ candidates: [Candidate]) throws -> [Outcome] {
    let build = try DebugBuild(
      manifest: String(contentsOfFile: root + "/.build/debug.yaml", encoding: .utf8))
    let work = self.work
    // What a run stopped by Ctrl-C may have left, as its threads ended.
    try? FileManager.default.removeItem(atPath: work)
    Interruption.install { try? FileManager.default.removeItem(atPath: work) }
    defer { try? FileManager.default.removeItem(atPath: work) }
    var modules: [String: [String: (job: [String], object: String)]] = [:]
    for module in Set(candidates.map(\.module.name)) {
      modules[module] = try build.jobs(of: module)
    }
    let jobs = modules
    try checkFresh(candidates, jobs: jobs)
    let stages = try baseline(of: candidates.map(\.module), program: build.testProgram)

    let next = Guarded(0)
    let results = Guarded([Outcome?](repeating: nil, count: candidates.count))
    let failure = Guarded<(any Error)?>(nil)
    let builders = try (0..<max(options.jobs, 1)).map {
      try MutantBuilder(folder: work + "/\($0)", build: build, root: root)
    }
    let count = candidates.count
    DispatchQueue.concurrentPerform(iterations: builders.count) { worker in
      let builder = builders[worker]
      while failure.withLock({ $0 == nil }) {
        let index = next.withLock { next in
          defer { next += 1 }
          return next
        }
        guard index < count else { return }
        let candidate = candidates[index]
        do {
          guard let job = jobs[candidate.module.name]?[candidate.source] else {
            throw MutationError("the kit's build did not compile \(candidate.mutant.file)")
          }
          let outcome: Outcome
          switch try builder.build(
            candidate.text, replacing: candidate.source, job: job.job, object: job.object)
          {
          case .doesNotCompile: outcome = .unviable
          case .program(let program):
            outcome = try self.check(
              program, against: candidate.module, stages: stages, in: builder.folder)
          }
          store.record(outcome, for: candidate.key)
          let done = results.withLock { results in
            results[index] = outcome
            return results.count(where: { $0 != nil })
          }
          say(Self.line(for: candidate.mutant, outcome, progress: "[\(done)/\(count)]"))
        } catch {
          failure.withLock { $0 = error }
        }
      }
    }
    if let error = failure.withLock({ $0 }) { throw error }
    return results.withLock { $0.map { $0 ?? .unviable } }
  }

  /// Fails when a mutated file is newer than what the last build made of it: its mutants would
  /// be linked with objects of another version.
  func checkFresh(
    _ candidates: [Candidate], jobs: [String: [String: (job: [String], object: String)]]
  ) throws {
    for source in Set(candidates.map(\.source)) {
      guard let module = candidates.first(where: { $0.source == source })?.module.name,
        let object = jobs[module]?[source]?.object
      else { continue }
      let sourceDate =
        try FileManager.default.attributesOfItem(atPath: source)[.modificationDate] as? Date
      // The compiler may leave an object untouched when what it would write is the same (after
      // a checkout that only touched the file's time); its dependency file is written anyway.
      let built = [object, String(object.dropLast(".swift.o".count)) + ".d"].compactMap { path in
        (try? FileManager.default.attributesOfItem(atPath: path))?[.modificationDate] as? Date
      }.max()
      if let sourceDate, sourceDate > built ?? .distantPast {
        throw MutationError(
          "\(source) changed since the last build: run `swift build --build-tests` (make mutants does)"
        )
      }
    }
  }

  /// Each stage the candidates need, run once on the kit as it is: every one must pass, and run
  /// at least one test. What they take sets each stage's time limit.
  func baseline(of modules: [Scope.Module], program: String) throws -> [Scope.Stage: Duration] {
    var limits: [Scope.Stage: Duration] = [:]
    try FileManager.default.createDirectory(atPath: work, withIntermediateDirectories: true)
    for stage in Set(modules.flatMap(\.stages)).sorted(by: { $0.name < $1.name }) {
      let started = ContinuousClock.now
      let (ending, log) = try run(stage, program: program, in: work, timeLimit: .seconds(600))
      let took = ContinuousClock.now - started
      guard ending == .exited(0), !log.contains("Test run with 0 tests") else {
        throw MutationError(
          "\(stage.name) does not pass without mutants (\(ending)); fix that first:\n"
            + log.split(separator: "\n").suffix(20).joined(separator: "\n"))
      }
      // Room for a machine busy with other work; a mutant that needs more is stuck.
      limits[stage] = max(.seconds(30), took * 5)
      say(
        "baseline: \(stage.name) passes in \(Self.seconds(took)); a mutant's limit is \(Self.seconds(limits[stage]!))"
      )
    }
    return limits
  }

  /// Runs one stage's tests on `program`: Swift Testing's, then XCTest's if it has any.
  func run(_ stage: Scope.Stage, program: String, in folder: String, timeLimit: Duration) throws
    -> (ChildRun.Ending, String)
  {
    let log = folder + "/tests.log"
    var ending = try ChildRun.run(
      program,
      ["--testing-library", "swift-testing"] + stage.filters.flatMap { ["--filter", $0] }
        + stage.skips.flatMap { ["--skip", $0] }, in: root, output: log, timeLimit: timeLimit)
    var text = (try? String(contentsOfFile: log, encoding: .utf8)) ?? ""
    let testCases = xctestCases(of: stage)
    if ending == .exited(0), !testCases.isEmpty {
      ending = try ChildRun.run(
        program, [testCases.joined(separator: ",")], in: root, output: log, timeLimit: timeLimit)
      text += (try? String(contentsOfFile: log, encoding: .utf8)) ?? ""
    }
    return (ending, text)
  }

  /// The XCTest classes of the test targets a stage runs.
  func xctestCases(of stage: Scope.Stage) -> [String] {
    let targets = stage.filters.compactMap { filter -> String? in
      let name = filter.drop(while: { $0 == "^" }).prefix(while: { $0.isLetter || $0.isNumber })
      return name.isEmpty ? nil : String(name)
    }
    return targets.flatMap { target in
      (package.targets[target]?.files ?? []).flatMap { file -> [String] in
        let text = (try? String(contentsOfFile: root + "/" + file, encoding: .utf8)) ?? ""
        return text.split(separator: "\n").compactMap { line in
          guard let range = line.range(of: "class "), line.contains(": XCTestCase") else {
            return nil
          }
          let name = line[range.upperBound...].prefix(while: { $0.isLetter || $0.isNumber })
          return "\(target).\(name)"
        }
      }
    }
  }

  /// The stages of `module` against a mutant's test program, until one fails.
  func check(
    _ program: String, against module: Scope.Module, stages: [Scope.Stage: Duration],
    in folder: String
  ) throws -> Outcome {
    for stage in module.stages {
      let limit = stages[stage] ?? .seconds(60)
      var (ending, log) = try run(stage, program: program, in: folder, timeLimit: limit)
      if ending == .timedOut {
        // A machine busy with other work can slow a run past its limit: a mutant is called
        // stuck only when it is stuck twice, the second time with three times as long.
        (ending, log) = try run(stage, program: program, in: folder, timeLimit: limit * 3)
      }
      switch ending {
      case .exited(0): continue
      case .timedOut: return .timedOut(stage: stage.name)
      case .signalled(let signal): return .killed(by: "\(stage.name): crashed (signal \(signal))")
      case .exited:
        return .killed(by: "\(stage.name)" + (Self.firstFailure(in: log).map { ": \($0)" } ?? ""))
      }
    }
    return .survived
  }

  /// The first test a run's log says failed.
  static func firstFailure(in log: String) -> String? {
    for line in log.split(separator: "\n") {
      if let range = line.range(of: "✘ Test ") {
        let rest = line[range.upperBound...]
        let name = rest.range(of: " recorded").map { rest[..<$0.lowerBound] } ?? rest.prefix(80)
        return String(name)
      }
      if line.contains("error: "), let range = line.range(of: "error: ") {
        return String(line[range.upperBound...].prefix(80))
      }
    }
    return nil
  }

  static func seconds(_ duration: Duration) -> String {
    let value = Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
    return String(format: "%.1f s", value)
  }

  static func line(for mutant: Mutant, _ outcome: Outcome, progress: String = "") -> String {
    let word = outcome.word.padding(toLength: 10, withPad: " ", startingAt: 0)
    let by: String
    switch outcome {
    case .killed(let stage): by = "  (\(stage))"
    case .timedOut(let stage): by = "  (\(stage))"
    default: by = ""
    }
    return (progress.isEmpty ? "" : progress + " ") + word + " " + mutant.description + by
  }

  // MARK: - Reporting

  /// Lists every mutant by what became of it, then the score of each module; says how the run
  /// ends.
  func report(_ known: [(Candidate, Outcome)], tested: Int, full: Bool) -> Int32 {
    let survivors = known.filter { $0.1 == .survived }.map(\.0.mutant)
    let (reasons, unmatched) = equivalents.match(survivors)
    say("")
    for (heading, keep) in [
      ("Killed", { (outcome: Outcome) in if case .killed = outcome { true } else { false } }),
      ("Timed out", { if case .timedOut = $0 { true } else { false } }),
    ] {
      let listed = known.filter { keep($0.1) }
      say("\(heading) (\(listed.count)):")
      for (candidate, outcome) in listed { say("  " + Self.line(for: candidate.mutant, outcome)) }
    }
    say("Survived (\(survivors.count)):")
    var unexplained = 0
    for (index, mutant) in survivors.enumerated() {
      if let entry = reasons[index] {
        say("  \(mutant.description) — equivalent: \(entry.reason)")
      } else {
        unexplained += 1
        say("  \(mutant.description) — NOT EXPLAINED; listed as")
        say("    \(Equivalents.Entry(for: mutant).listed) — why no test can see it")
      }
    }
    let unviable = known.filter { $0.1 == .unviable }.count
    say("Did not compile, so not counted: \(unviable)")
    say("")
    say(
      "module                          mutants  killed  timed out  survived  equivalent"
        + "  killed or timed out")
    var status: Int32 = 0
    for group in [true, false] {
      let modules = scope.modules.filter { $0.isTelling == group }
      for module in modules {
        say(
          summary(module.name, known.filter { $0.0.module.name == module.name }, survivors, reasons)
        )
      }
      say(
        summary(
          group ? "the six tellings" : "shared (NewsCore, Observing)",
          known.filter { $0.0.module.isTelling == group }, survivors, reasons))
    }
    if unexplained > 0 {
      say(
        "\(unexplained) survivors NOT EXPLAINED: add a test that kills each, or say in "
          + "\(Self.equivalentsFile) why no test can")
      status = 1
    }
    if full, !unmatched.isEmpty {
      say("\(Self.equivalentsFile) lists \(unmatched.count) mutants that did not survive this run:")
      for entry in unmatched { say("  " + entry.listed) }
      status = 1
    }
    for line in equivalents.unreadable {
      say("\(Self.equivalentsFile): not an entry: \(line)")
      status = 1
    }
    return status
  }

  func summary(
    _ name: String, _ known: [(Candidate, Outcome)], _ survivors: [Mutant],
    _ reasons: [Int: Equivalents.Entry]
  ) -> String {
    let viable = known.filter { $0.1 != .unviable }
    let killed = viable.count(where: { if case .killed = $0.1 { true } else { false } })
    let timedOut = viable.count(where: { if case .timedOut = $0.1 { true } else { false } })
    let survived = viable.filter { $0.1 == .survived }.map(\.0.mutant)
    let equivalent = survived.count(where: { mutant in
      survivors.indices.contains { survivors[$0] == mutant && reasons[$0] != nil }
    })
    let score = viable.isEmpty ? 100 : Double(killed + timedOut) * 100 / Double(viable.count)
    return name.padding(toLength: 30, withPad: " ", startingAt: 0)
      + String(
        format: "%8d%8d%11d%10d%12d%20.1f%%", viable.count, killed, timedOut, survived.count,
        equivalent, score)
  }
}
