import Foundation
import Spawning

/// Compiles an exercise's code together with its tests and runs them: the
/// runner's path from a saved file to a verdict, about a second long.
///
/// One `swiftc` call builds one module from the learner's files, the tests
/// and a three-line entry point, against the prebuilt `ExerciseKit` library.
/// One module rather than two, so the tests can never be checked against a
/// stale build of the learner's code; whole-module mode, because it is the
/// quickest way to compile a handful of files once. SwiftPM is not involved,
/// so a learner's broken file cannot break `make run` or `make test`, and a
/// check never waits for SwiftPM's lock on `.build`.
public struct ExerciseBuilder: Sendable {
  /// The kit's build.
  public let kit: KitBuild
  /// The compiler and its flags.
  public let setup: CompilerSetup
  /// Whether the compiler may colour its diagnostics.
  public var colorDiagnostics = false
  /// The longest a compile may take.
  public var compileTimeLimit = Duration.seconds(180)
  /// The longest the tests may take; past it, they are stopped and reported as stuck.
  public var testTimeLimit = Duration.seconds(10)

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

  /// Compiles `sources` (the learner's files, the starter's or the
  /// solution's) with the exercise's tests, runs the tests and says how it went.
  public func check(_ exercise: Exercise, sources: [URL]) throws -> ExerciseOutcome {
    let work = try workFolder(for: exercise)
    defer { try? FileManager.default.removeItem(at: work) }
    let entry = work.appendingPathComponent("ExerciseTestsMain.swift")
    try Self.testEntryPoint.write(to: entry, atomically: true, encoding: .utf8)
    let program = work.appendingPathComponent("tests")

    let compiled = try compile(
      sources + exercise.testFiles() + [entry], module: exercise.moduleName, output: program,
      asLibrary: true, log: work.appendingPathComponent("compiler.txt"))
    let warnings: String
    switch compiled {
    case .failure(.timedOut): return .timedOut(.compiling, limit: compileTimeLimit)
    case .failure(.diagnostics(let text)): return .didNotCompile(text)
    case .success(let text): warnings = text
    }

    let events = work.appendingPathComponent("events.jsonl")
    let output = work.appendingPathComponent("tests.txt")
    var environment = ProcessInfo.processInfo.environment
    // A crash's message names the file and line; a symbolicated backtrace would bury it.
    environment["SWIFT_BACKTRACE"] = "enable=no"
    let termination = try ChildProcess.run(
      program.path,
      arguments: ["--event-stream-output-path", events.path, "--event-stream-version", "0"],
      outputFile: output, environment: environment, timeLimit: testTimeLimit)
    let report = TestRunReport(
      eventStream: (try? String(contentsOf: events, encoding: .utf8)) ?? "",
      moduleName: exercise.moduleName)
    switch termination {
    case .timedOut:
      return .timedOut(.testing, limit: testTimeLimit)
    case .exited(0) where report.didFinish && report.failingTests.isEmpty:
      return .passed(report, warnings: warnings)
    case .exited(1) where report.didFinish:
      return .failed(report, warnings: warnings)
    default:
      let printed = (try? String(contentsOf: output, encoding: .utf8)) ?? ""
      return .crashed(termination, report, output: printed)
    }
  }

  /// Compiles an exercise that runs as an app — the learner's files with its
  /// `Run/main.swift` — into `.build/exercises/ID/app`; the compiler's words
  /// when it does not compile.
  public func buildApp(_ exercise: Exercise, sources: [URL]) throws -> Result<URL, CompileFailure> {
    let folder = kit.scratchFolder.appendingPathComponent(exercise.id)
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let program = folder.appendingPathComponent("app")
    return try compile(
      sources + exercise.appFiles(), module: exercise.moduleName, output: program, asLibrary: false,
      log: folder.appendingPathComponent("compiler.txt")
    ).map { _ in program }
  }

  /// Why a compile gave no program.
  public enum CompileFailure: Error, Equatable {
    /// The compiler's errors, as it wrote them.
    case diagnostics(String)
    /// The compiler ran out of time.
    case timedOut
  }

  /// The `swiftc` arguments for building `sources` into `output`.
  func arguments(sources: [URL], module: String, output: URL, asLibrary: Bool) -> [String] {
    var arguments = [
      "-module-name", module, "-swift-version", "6", "-enable-upcoming-feature", "ExistentialAny",
      "-Onone", "-wmo",
    ]
    if asLibrary { arguments.append("-parse-as-library") }
    arguments += setup.platformFlags + setup.testingFlags + setup.testingLinkFlags
    arguments += [
      "-I", kit.modulesFolder.path, "-L", kit.binFolder.path, "-l\(KitBuild.libraryProduct)",
      "-Xlinker", "-rpath", "-Xlinker", kit.binFolder.path,
      "-module-cache-path", kit.scratchFolder.appendingPathComponent("ModuleCache").path,
    ]
    if colorDiagnostics { arguments.append("-color-diagnostics") }
    return arguments + sources.map(Self.displayPath) + ["-o", output.path]
  }

  private func compile(
    _ sources: [URL], module: String, output: URL, asLibrary: Bool, log: URL
  ) throws -> Result<String, CompileFailure> {
    let termination = try ChildProcess.run(
      setup.swiftc,
      arguments: arguments(sources: sources, module: module, output: output, asLibrary: asLibrary),
      outputFile: log, timeLimit: compileTimeLimit)
    let text = (try? String(contentsOf: log, encoding: .utf8)) ?? ""
    switch termination {
    case .exited(0): return .success(text)
    case .timedOut: return .failure(.timedOut)
    default: return .failure(.diagnostics(text))
    }
  }

  /// A folder of its own for one check, so two checks at once (a watch and a
  /// progress list, say) never overwrite each other's files.
  private func workFolder(for exercise: Exercise) throws -> URL {
    let folder = kit.scratchFolder.appendingPathComponent(
      "work/\(exercise.id)-\(ProcessInfo.processInfo.processIdentifier)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    return folder
  }

  /// A source's path relative to the current folder when it is inside it, so
  /// that the compiler's messages name `Exercises/01-observable/Observable.swift`.
  static func displayPath(_ file: URL) -> String {
    let current = FileManager.default.currentDirectoryPath + "/"
    let path = file.standardizedFileURL.path
    return path.hasPrefix(current) ? String(path.dropFirst(current.count)) : path
  }
}
