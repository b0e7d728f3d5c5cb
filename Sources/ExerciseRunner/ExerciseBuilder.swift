import Foundation
import Spawning

/// Compiles an exercise's code together with its tests and runs them: the
/// runner's path from a saved file to a verdict, a few tenths of a second long.
///
/// One `swiftc` call builds one module from the learner's files, the tests
/// and a three-line entry point, against the prebuilt `ExerciseKit` library.
/// One module rather than two, so the tests can never be checked against a
/// stale build of the learner's code. The exercise's build is kept from one
/// check to the next (`BuildFolder`), so the compiler recompiles only what a
/// save changed; a check that cannot have it compiles everything at once, in
/// whole-module mode, the quickest way to compile a handful of files once.
/// SwiftPM is not involved, so a learner's broken file cannot break `make run`
/// or `make test`, and a check never waits for SwiftPM's lock on `.build`.
///
/// The files are read once and compiled from copies (`SourceSnapshot`), the
/// tests must be the committed ones (`ExerciseRecord`), and the compiler and
/// the tests run contained (`ContainedProcess`): bounded output, a session and
/// process group of their own, a time limit.
public struct ExerciseBuilder: Sendable {
  /// The kit's build.
  public let kit: KitBuild
  /// The compiler and its flags.
  public let setup: CompilerSetup
  /// The committed tests, which a check insists on.
  public var record = ExerciseRecord.committed
  /// The longest a compile may take.
  public var compileTimeLimit = Duration.seconds(180)
  /// The longest the tests may take; past it, they are stopped and reported as stuck.
  public var testTimeLimit = Duration.seconds(10)
  /// The environment the compiler and the tests start from: the learner's, as `kit` got it.
  public var environment = ProcessInfo.processInfo.environment

  /// Creates a builder.
  public init(kit: KitBuild, setup: CompilerSetup) {
    self.kit = kit
    self.setup = setup
  }

  /// The entry point of an exercise's test program: Swift Testing's own, the
  /// one SwiftPM's generated test runner calls. It finds the tests by itself.
  static let testEntryPoint = """
    import Testing

    @main struct ExerciseTestsMain {
      static func main() async { await Testing.__swiftPMEntryPoint() as Never }
    }

    """

  /// What the compiler's messages keep: the first errors explain the rest.
  static let compilerLines = BoundedLines(keep: .first, maximumLines: 200)
  /// What the tests' own output keeps: the last lines before the runtime's stack trace, where
  /// a crash's "Fatal error: …" is.
  static let testLines = BoundedLines(
    keep: .last, maximumLines: 12, maximumLineBytes: 200, stopMarker: "Current stack trace:")

  /// A check's verdict, and the fingerprint of exactly the bytes it was reached on.
  public struct Check: Sendable {
    /// How it went.
    public let outcome: ExerciseOutcome
    /// The fingerprint of the files compiled (`SourceSnapshot`) and the kit's library.
    public let fingerprint: String
  }

  /// Compiles `sources` (the learner's files, the starter's or the solution's)
  /// with the exercise's tests, runs the tests and says how it went.
  ///
  /// Everything is read once and compiled from copies. The exercise's
  /// `BuildFolder` keeps the copies and the compiler's work from one check to
  /// the next, so a save recompiles only the files it changed (and those that
  /// depend on a declaration it changed); when another check has that folder,
  /// this one builds from scratch in a work folder of its own, which goes
  /// however the check ends.
  public func check(_ exercise: Exercise, sources: [URL]) throws -> Check {
    if let build = try BuildFolder.claim(for: exercise, in: kit.buildsFolder) {
      do {
        return try check(exercise, sources: sources, in: build.url, incremental: true)
      } catch {
        build.forgetBuild()
        throw error
      }
    }
    let work = try WorkFolder.make(for: exercise, in: kit.workFolder)
    defer { work.remove() }
    return try check(exercise, sources: sources, in: work.url, incremental: false)
  }

  private func check(
    _ exercise: Exercise, sources: [URL], in folder: URL, incremental: Bool
  ) throws -> Check {
    let snapshot = try SourceSnapshot(
      sources: sources, tests: exercise.testFiles(),
      copiedTo: folder.appendingPathComponent("src"))
    let fingerprint = snapshot.fingerprint(extra: kit.libraryStamp())
    let changes = record.changes(
      in: "Tests", of: exercise, contents: snapshot.contents(under: "Tests"))
    guard changes.isEmpty else {
      return Check(outcome: .testsChanged(changes), fingerprint: fingerprint)
    }

    let entry = folder.appendingPathComponent("ExerciseTestsMain.swift")
    if (try? FileAccess.read(entry)) != Array(Self.testEntryPoint.utf8) {
      try FileAccess.write(Array(Self.testEntryPoint.utf8), to: entry)
    }
    let program = folder.appendingPathComponent("tests")
    let warnings: String
    switch try compile(
      snapshot, extra: [entry], module: exercise.moduleName, output: program, asLibrary: true,
      incrementalIn: incremental ? folder : nil)
    {
    case .failure(.timedOut):
      return Check(
        outcome: .timedOut(.compiling, limit: compileTimeLimit), fingerprint: fingerprint)
    case .failure(.diagnostics(let text)):
      return Check(outcome: .didNotCompile(text), fingerprint: fingerprint)
    case .success(let text): warnings = text
    }
    let outcome = try runTests(program, of: exercise, warnings: warnings)
    return Check(outcome: outcome, fingerprint: fingerprint)
  }

  private func runTests(
    _ program: URL, of exercise: Exercise, warnings: String
  ) throws -> ExerciseOutcome {
    var environment = environment
    // A crash's message names the file and line; a symbolicated backtrace would bury it.
    environment["SWIFT_BACKTRACE"] = "enable=no"
    // What the tests print is shown only when they stop early, as plain lines: Swift Testing's
    // colours would reach the learner as escapes made visible (`␛[90m`).
    environment["NO_COLOR"] = "1"
    let run = try ContainedProcess.run(
      program.path,
      arguments: [
        "--event-stream-output-path", ContainedProcess.eventStreamPath,
        "--event-stream-version", "0",
      ],
      environment: environment, timeLimit: testTimeLimit, output: Self.testLines,
      events: exercise.moduleName)
    var report = run.report ?? TestRunReport(moduleName: exercise.moduleName)
    report.teachingOrder = ExerciseAudit.declaredFailures(of: exercise)
    switch run.termination {
    case .timedOut:
      return .timedOut(.testing, limit: testTimeLimit)
    case .exited(0) where report.didFinish && report.failingTests.isEmpty:
      return .passed(report, warnings: warnings)
    case .exited(1) where report.didFinish:
      return .failed(report, warnings: warnings)
    default:
      return .crashed(run.termination, report, output: run.output.text)
    }
  }

  /// Compiles an exercise that runs as an app — the learner's files with its
  /// `Run/main.swift` — into `.build/exercises/ID/app`; the compiler's words
  /// when it does not compile.
  public func buildApp(_ exercise: Exercise, sources: [URL]) throws -> Result<URL, CompileFailure> {
    let work = try WorkFolder.make(for: exercise, in: kit.workFolder)
    defer { work.remove() }
    let snapshot = try SourceSnapshot(
      sources: sources + exercise.appFiles(), tests: [],
      copiedTo: work.url.appendingPathComponent("src"))
    let folder = kit.scratchFolder.appendingPathComponent(exercise.id)
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let program = folder.appendingPathComponent("app")
    return try compile(
      snapshot, extra: [], module: exercise.moduleName, output: program, asLibrary: false,
      incrementalIn: nil
    ).map { _ in program }
  }

  /// Why a compile gave no program.
  public enum CompileFailure: Error, Equatable {
    /// The compiler's errors, its first lines, made safe to show.
    case diagnostics(String)
    /// The compiler ran out of time.
    case timedOut
  }

  /// The `swiftc` arguments for building `sources` into `output`: in one go (whole-module
  /// mode, the quickest way to compile a handful of files once), or, given an output file map,
  /// incrementally, a batch of files per processor.
  func arguments(
    sources: [URL], module: String, output: URL, asLibrary: Bool, outputFileMap: URL? = nil
  ) -> [String] {
    var arguments = [
      "-module-name", module, "-swift-version", "6", "-enable-upcoming-feature", "ExistentialAny",
      "-Onone",
    ]
    if let outputFileMap {
      arguments += [
        "-incremental", "-enable-batch-mode", "-j",
        "\(ProcessInfo.processInfo.activeProcessorCount)",
        "-output-file-map", outputFileMap.path,
      ]
    } else {
      arguments.append("-wmo")
    }
    if asLibrary { arguments.append("-parse-as-library") }
    arguments += setup.platformFlags + setup.testingFlags + setup.testingLinkFlags
    arguments += [
      "-I", kit.modulesFolder.path, "-L", kit.binFolder.path, "-l\(KitBuild.libraryProduct)",
      "-Xlinker", "-rpath", "-Xlinker", kit.binFolder.path,
      "-module-cache-path", kit.scratchFolder.appendingPathComponent("ModuleCache").path,
    ]
    return arguments + sources.map(\.path) + ["-o", output.path]
  }

  /// Compiles the snapshot's copies and `extra` files — incrementally, keeping the compiler's
  /// records in `folder`, when one is given — and gives the compiler's words either way, made
  /// safe to show, with the copies named as the learner knows the files.
  private func compile(
    _ snapshot: SourceSnapshot, extra: [URL], module: String, output: URL, asLibrary: Bool,
    incrementalIn folder: URL?
  ) throws -> Result<String, CompileFailure> {
    let sources = snapshot.files.map(\.copy) + extra
    let map = try folder.map {
      try Self.prepareIncrementalBuild(of: sources, rewritten: snapshot.rewritten, in: $0)
    }
    let run = try ContainedProcess.run(
      setup.swiftc,
      arguments: arguments(
        sources: sources, module: module, output: output, asLibrary: asLibrary,
        outputFileMap: map),
      environment: environment, timeLimit: compileTimeLimit,
      output: Self.compilerLines)
    if let folder, run.termination == .timedOut {
      BuildFolder.forgetBuild(in: folder)
    }
    // A compiler that could not write its output says so in the system's words; that is not
    // the learner's code failing to compile.
    if run.termination != .exited(0), let code = Self.diskFull(in: run.output.text) {
      if let folder { BuildFolder.forgetBuild(in: folder) }
      throw FileProblem(.writing, output.deletingLastPathComponent(), code: code)
    }
    var text = snapshot.naming(originalsIn: run.output.text)
    if run.output.omittedLines > 0 {
      text += "… and \(run.output.omittedLines) more lines.\n"
    }
    switch run.termination {
    case .exited(0): return .success(text)
    case .timedOut: return .failure(.timedOut)
    default: return .failure(.diagnostics(text))
    }
  }

  /// `ENOSPC` or `EDQUOT` when the compiler's `text` says the disk is full (it quotes the
  /// system's words: "No space left on device", "Disk quota exceeded"), `nil` otherwise.
  static func diskFull(in text: String) -> Int32? {
    [ENOSPC, EDQUOT].first { text.contains(String(cString: strerror($0))) }
  }

  /// Prepares the incremental build of `sources` in `folder`, and returns its output file map:
  /// where the compiler keeps each file's object and dependencies, by which it knows what a
  /// change touches (rewritten only when the files change). The objects of the `rewritten`
  /// files are removed: the compiler tells a changed file by its time stamp, and a save a
  /// moment after the last build can carry the same one, so it is told outright instead.
  static func prepareIncrementalBuild(
    of sources: [URL], rewritten: Set<URL>, in folder: URL
  ) throws -> URL {
    let objects = folder.appendingPathComponent("objects")
    try FileManager.default.createDirectory(at: objects, withIntermediateDirectories: true)
    var map: [String: [String: String]] = [
      "": ["swift-dependencies": objects.appendingPathComponent("module.swiftdeps").path]
    ]
    for (index, source) in sources.enumerated() {
      let stem = objects.appendingPathComponent(
        "\(index)-\(source.deletingPathExtension().lastPathComponent)"
      ).path
      let outputs = ["object": stem + ".o", "swift-dependencies": stem + ".swiftdeps"]
      map[source.path] = outputs
      if rewritten.contains(source) { try? FileManager.default.removeItem(atPath: stem + ".o") }
    }
    let data = try JSONSerialization.data(withJSONObject: map, options: [.sortedKeys])
    let file = folder.appendingPathComponent("output-file-map.json")
    if (try? FileAccess.read(file)) != [UInt8](data) {
      try FileAccess.write([UInt8](data), to: file)
    }
    return file
  }

  /// A source's path relative to the current folder when it is inside it, so
  /// that the compiler's messages name `Exercises/01-dynamic-value/DynamicValue.swift`.
  static func displayPath(_ file: URL) -> String {
    let current = ((try? FileAccess.currentDirectory().path) ?? "/") + "/"
    let path = file.standardizedFileURL.path
    return path.hasPrefix(current) ? String(path.dropFirst(current.count)) : path
  }
}
