import Foundation
import Spawning

/// Compiles an exercise's code and its tests and runs them: the runner's path
/// from a saved file to a verdict, a few tenths of a second long.
///
/// Two modules, as in the exercise's own `Package.swift`: the learner's files
/// make a dynamic library, `Exercise04Playlist`, and the tests — with a
/// three-line entry point — a program that imports it `@testable`, both against
/// the prebuilt `ExerciseKit` library. Two so that nothing the learner declares
/// changes what a test's expression means: a learner's `==` is not the tests'.
/// And the split is what makes a save quick: the tests, whose macros cost most of
/// a compile, are compiled again only when the learner's module changed what they
/// can see (its `.swiftmodule`); a save that changes what a function does only
/// compiles the file it changed (`FileByFile`) and links the library again, which the
/// test program loads when it starts.
///
/// The exercise's build is kept from one check to the next (`BuildFolder`); a
/// check that cannot have it builds everything in a work folder of its own.
/// SwiftPM is not involved, so a learner's broken file cannot break `make run`
/// or `make test`, and a check never waits for SwiftPM's lock on `.build`.
///
/// The files are read once and compiled from copies (`SourceSnapshot`), the
/// tests must be the committed ones (`ExerciseRecord`), a pass needs every one of
/// them reported passed by name, and the compiler and the tests run contained
/// (`ContainedProcess`): bounded output, a session and process group of their
/// own, a time limit.
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
  /// and the exercise's tests, runs the tests and says how it went.
  ///
  /// Everything is read once and compiled from copies. The exercise's
  /// `BuildFolder` keeps the copies, the learner's module and the test program
  /// from one check to the next, so a save recompiles the tests only when it
  /// changed what they see; when another check has that folder, this one builds
  /// from scratch in a work folder of its own, which goes however the check ends.
  public func check(_ exercise: Exercise, sources: [URL]) throws -> Check {
    if let build = try BuildFolder.claim(for: exercise, in: kit.buildsFolder) {
      do {
        return try check(exercise, sources: sources, in: build.url)
      } catch let abandoned as Interruption.Abandoned {
        // Cut short on purpose, between two steps or by killing one: every step leaves its
        // whole product or none that is trusted (an object without its `.from`, a test program
        // without its stamp), so what was built is kept for the next check.
        throw abandoned
      } catch {
        build.forgetBuild()
        throw error
      }
    }
    let work = try WorkFolder.make(for: exercise, in: kit.workFolder)
    defer { work.remove() }
    return try check(exercise, sources: sources, in: work.url)
  }

  private func check(_ exercise: Exercise, sources: [URL], in folder: URL) throws -> Check {
    let snapshot = try SourceSnapshot(
      sources: sources, tests: exercise.testFiles(),
      copiedTo: folder.appendingPathComponent("src"))
    let fingerprint = snapshot.fingerprint(extra: kit.libraryStamp())
    let changes = record.changes(
      in: "Tests", of: exercise, contents: snapshot.contents(under: "Tests"))
    guard changes.isEmpty else {
      return Check(outcome: .testsChanged(changes), fingerprint: fingerprint)
    }
    // The learner's tests (07's sequence test) go with the tests; any other file of theirs is
    // their code, whatever its name, as in the exercise's own package.
    let learnersTests = record.learnersTests(of: exercise)
    let testCopies = snapshot.files.filter { $0.isTest || learnersTests.contains($0.name) }
    let codeCopies = snapshot.files.filter { !$0.isTest && !learnersTests.contains($0.name) }

    let library = folder.appendingPathComponent("learner", isDirectory: true)
    let loadedModules = Product.loadedModules(in: library)
    let interface = library.appendingPathComponent(exercise.moduleName + ".swiftmodule")
    for stale in [loadedModules, ModuleSurface.descriptor(beside: interface)] {
      try? FileManager.default.removeItem(at: stale)
    }
    var warnings: String
    switch try compile(
      snapshot, codeCopies.map(\.copy), module: exercise.moduleName,
      product: .learnersModule(in: library))
    {
    case .failure(let failure):
      return Check(outcome: outcome(of: failure, in: folder), fingerprint: fingerprint)
    case .success(let text): warnings = text
    }
    // The learner's code is an app's, which a test framework has no place in: a suite of its
    // own there would run in the test program with the kit's, and could write their report.
    if let framework = LoadedModules(trace: loadedModules)?.testFramework {
      let files = codeCopies.filter { LoadedModules.imports(framework, in: $0.bytes) }
      return Check(
        outcome: .importsTestFramework(
          module: framework, files: files.map { ExerciseBuilder.displayPath($0.original) }),
        fingerprint: fingerprint)
    }

    let program = folder.appendingPathComponent("tests")
    let stampFile = folder.appendingPathComponent("tests.stamp")
    let builtAgainst = folder.appendingPathComponent("tests.swiftmodule")
    let module = try FileAccess.read(interface)
    let stamp = try testProgramStamp(
      of: testCopies, learnersModule: interface, bytes: module, builtAgainst: builtAgainst,
      stampFile: stampFile)
    // The program stays good for a module whose surface is the same: remember this module as
    // the one it was built against, so the next save with it as it is needs no surface read.
    defer { try? FileAccess.write(module, to: builtAgainst) }
    if (try? FileAccess.read(stampFile)) != Array(stamp.utf8)
      || !FileManager.default.fileExists(atPath: program.path)
    {
      try? FileManager.default.removeItem(at: stampFile)
      let entry = folder.appendingPathComponent("ExerciseTestsMain.swift")
      if (try? FileAccess.read(entry)) != Array(Self.testEntryPoint.utf8) {
        try FileAccess.write(Array(Self.testEntryPoint.utf8), to: entry)
      }
      switch try compile(
        snapshot, testCopies.map(\.copy) + [entry], module: exercise.testsModuleName,
        product: .tests(on: library, module: exercise.moduleName), output: program)
      {
      case .failure(let failure):
        return Check(outcome: outcome(of: failure, in: folder), fingerprint: fingerprint)
      case .success(let text): warnings += text
      }
      try FileAccess.write(Array(stamp.utf8), to: stampFile)
    }
    var outcome = try runTests(program, of: exercise, warnings: warnings)
    if case .crashed(.exited(127), _, let output) = outcome, Self.isLoaderFailure(output) {
      // The library was linked quickly and needs a library the test program does not load:
      // linked in full, it names them all.
      let full = try compile(
        snapshot, codeCopies.map(\.copy), module: exercise.moduleName,
        product: .learnersModule(in: library), quickly: false)
      if case .failure(let failure) = full {
        return Check(outcome: self.outcome(of: failure, in: folder), fingerprint: fingerprint)
      }
      outcome = try runTests(program, of: exercise, warnings: warnings)
    }
    return Check(outcome: outcome, fingerprint: fingerprint)
  }

  /// Whether a program's `output` is the dynamic loader's: a symbol or a library not found.
  static func isLoaderFailure(_ output: String) -> Bool {
    output.contains("symbol lookup error") || output.contains("error while loading shared")
  }

  /// What a test program built from `tests` on the learner's module in `module` (`bytes`) was
  /// built from: their bytes, the kit's library, and what the tests can depend on in the
  /// learner's module (`ModuleSurface`), or its whole `.swiftmodule` when that cannot be told.
  /// The same stamp means the same program: a save that leaves the surface as it was changed
  /// only what the library does, and the test program, which loads it when it starts, runs as
  /// it is. A module byte for byte the one the program was last found good for
  /// (`builtAgainst`) has the surface the stamp on the disk (`stampFile`) holds, which is not
  /// worked out again: most saves change no declaration.
  private func testProgramStamp(
    of tests: [SourceSnapshot.File], learnersModule module: URL, bytes: [UInt8],
    builtAgainst: URL, stampFile: URL
  ) throws -> String {
    var hash = FNV1a()
    hash.add(kit.libraryStamp())
    for test in tests {
      hash.add(test.name)
      hash.add(test.bytes)
    }
    let surface: String
    if let stored = try? FileAccess.read(stampFile), let known = try? FileAccess.read(builtAgainst),
      Data(known) == Data(bytes),
      let line = String(decoding: stored, as: UTF8.self).split(separator: " ").last
    {
      surface = String(line)
    } else if let descriptor = try? FileAccess.read(ModuleSurface.descriptor(beside: module)),
      let fingerprint = ModuleSurface.fingerprint(ofDescriptor: descriptor)
    {
      surface = "surface-" + fingerprint
    } else {
      var whole = FNV1a()
      whole.add(bytes)
      surface = "module-" + String(whole.value, radix: 16)
    }
    return String(hash.value, radix: 16) + " " + surface
  }

  /// What a failed compile in `folder` amounts to. A compile cut short might have left things
  /// half done there that the next check would trust, so the folder's build is forgotten.
  private func outcome(of failure: CompileFailure, in folder: URL) -> ExerciseOutcome {
    switch failure {
    case .timedOut:
      BuildFolder.forgetBuild(in: folder)
      return .timedOut(.compiling, limit: compileTimeLimit)
    case .diagnostics(let text): return .didNotCompile(text)
    }
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
      events: exercise.testsModuleName)
    // The system ending the tests for want of memory is not the learner's code failing.
    if let problem = ResourceProblem.behind(
      run.termination, output: run.output.text, tool: "the tests",
      writingIn: program.deletingLastPathComponent())
    {
      throw problem
    }
    var report = run.report ?? TestRunReport(moduleName: exercise.testsModuleName)
    report.teachingOrder = ExerciseAudit.declaredFailures(of: exercise)
    switch run.termination {
    case .timedOut:
      return .timedOut(.testing, limit: testTimeLimit)
    case .exited(0) where report.didFinish && report.failingTests.isEmpty:
      // Exit 0 and a finished run are the program's word; every committed test reported
      // passed, by name, is the proof. (Only `make record`, which is about to write the names
      // down, runs tests that have none recorded: then every test the run found must pass.)
      let expected = record.tests[exercise.id] ?? report.tests.map(\.id)
      let missing = expected.filter { !report.passedTestIDs.contains($0) }
      // A test the kit did not write (one in a learner's test file) judges nothing.
      let foreign = report.tests.map(\.id).filter { !expected.contains($0) }
      guard missing.isEmpty, foreign.isEmpty, !expected.isEmpty else {
        return .unproven(report, missing: missing, foreign: foreign)
      }
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
    let learnersTests = record.learnersTests(of: exercise)
    let code = sources.filter { !learnersTests.contains($0.lastPathComponent) }
    let snapshot = try SourceSnapshot(
      sources: code + exercise.appFiles(), tests: [],
      copiedTo: work.url.appendingPathComponent("src"))
    let folder = kit.scratchFolder.appendingPathComponent(exercise.id)
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let program = folder.appendingPathComponent("app")
    return try compile(
      snapshot, snapshot.files.map(\.copy), module: exercise.moduleName, product: .app,
      output: program
    ).map { _ in program }
  }

  /// Why a compile gave no program.
  public enum CompileFailure: Error, Equatable {
    /// The compiler's errors, its first lines, made safe to show.
    case diagnostics(String)
    /// The compiler ran out of time.
    case timedOut
  }

  /// What one compile makes.
  enum Product {
    /// The learner's module: a dynamic library and its `.swiftmodule` in `folder`, with testing
    /// enabled, so the tests can import it `@testable`.
    case learnersModule(in: URL)
    /// The test program, linked with the learner's module `module`, built into `folder`.
    case tests(on: URL, module: String)
    /// A program with top-level code in its `main.swift`: an exercise that runs as an app.
    case app

    /// The list of the modules a compile of the learner's module loaded, in `folder`.
    static func loadedModules(in folder: URL) -> URL {
      folder.appendingPathComponent("loaded-modules.json")
    }

    /// Where a library of `module` is, in `folder`.
    static func library(of module: String, in folder: URL) -> URL {
      #if canImport(Darwin)
        folder.appendingPathComponent("lib\(module).dylib")
      #else
        folder.appendingPathComponent("lib\(module).so")
      #endif
    }
  }

  /// The `swiftc` arguments for building `sources` of `module` into `product`: the learner's
  /// module file by file (`FileByFile`), so that a save compiles only the file it changed;
  /// the tests and an app in whole-module mode, the quickest way to compile a handful of files
  /// that change together.
  func arguments(
    sources: [URL], module: String, product: Product, output: URL? = nil
  ) -> [String] {
    var arguments = [
      "-module-name", module, "-swift-version", "6", "-enable-upcoming-feature", "ExistentialAny",
      "-Onone",
      // The frontend checks the LLVM code it made by default; that checks the compiler, not
      // the learner's code, and costs every check a few hundredths of a second.
      "-Xfrontend", "-disable-llvm-verify",
    ]
    // The learner's module is looked for first: a kit built before the exercises were packages
    // of their own has a module of the same name, the solution's, among its own.
    if case .tests(let folder, _) = product { arguments += ["-I", folder.path] }
    arguments +=
      setup.platformFlags + setup.testingFlags + setup.testingLinkFlags
      + setup.linkerFlags
    arguments += [
      "-I", kit.modulesFolder.path, "-L", kit.binFolder.path, "-l\(KitBuild.libraryProduct)",
      "-Xlinker", "-rpath", "-Xlinker", kit.binFolder.path,
      "-module-cache-path", kit.scratchFolder.appendingPathComponent("ModuleCache").path,
    ]
    // For the tests and an app, one job: the whole module compiled by one process.
    let wholeModule = ["-wmo", "-no-emit-module-separately-wmo"]
    let target: URL
    switch product {
    case .learnersModule(let folder):
      target = output ?? Product.library(of: module, in: folder)
      arguments += [
        "-parse-as-library", "-enable-testing", "-emit-library", "-emit-module",
        "-emit-module-path", folder.appendingPathComponent(module + ".swiftmodule").path,
        FileByFile.traceFlag, Product.loadedModules(in: folder).path,
      ]
      #if canImport(Darwin)
        arguments += [
          "-Xlinker", "-install_name", "-Xlinker", "@rpath/" + target.lastPathComponent,
        ]
      #endif
    case .tests(let folder, let learnersModule):
      target = output ?? folder.deletingLastPathComponent().appendingPathComponent("tests")
      arguments +=
        wholeModule + [
          "-parse-as-library", "-L", folder.path, "-l\(learnersModule)",
          "-Xlinker", "-rpath", "-Xlinker", folder.path,
        ]
      #if !canImport(Darwin)
        // The learner's library may be linked quickly, naming none of the libraries it uses:
        // what it needs is looked for when the program loads it, and when it is not found
        // there, the library is linked again in full (`check`).
        arguments += ["-Xlinker", "--allow-shlib-undefined"]
      #endif
    case .app:
      target = output ?? URL(fileURLWithPath: "app")
      arguments += wholeModule
    }
    return arguments + sources.map(\.path) + ["-o", target.path]
  }

  /// Compiles `sources` (copies in `snapshot`, or files of the runner's own) into `product`, and
  /// gives the compiler's words either way, made safe to show, with the copies named as the
  /// learner knows the files.
  /// The learner's library is linked quickly (`CompilerJobs.quickJobs`) unless `quickly` is
  /// false.
  private func compile(
    _ snapshot: SourceSnapshot, _ sources: [URL], module: String, product: Product,
    output: URL? = nil, quickly: Bool = true
  ) throws -> Result<String, CompileFailure> {
    var quick = false
    if case .learnersModule(let folder) = product {
      try FileAccess.makeFolder(folder)
      quick = quickly
    }
    let arguments = arguments(sources: sources, module: module, product: product, output: output)
    let run = try runCompiler(arguments, quickly: quick)
    // A compiler that could not write its output, or ran out of memory, says so in its own
    // words; that is not the learner's code failing to compile.
    try Self.checkResources(
      run, of: setup.swiftc,
      writingIn: arguments.last.map { URL(fileURLWithPath: $0).deletingLastPathComponent() }
        ?? kit.scratchFolder)
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

  /// Runs the compiler's jobs for `arguments` (which end with `-o` and the product), as
  /// planned once and kept beside the product (`CompilerJobs`); the driver itself when it will
  /// not plan them, or when a job could not start as planned.
  private func runCompiler(_ arguments: [String], quickly: Bool) throws -> ContainedProcess.Result {
    let product = arguments.last.map(URL.init(fileURLWithPath:))
    // The driver keeps its temporaries in `TMPDIR` and leaves their folder there when a job
    // fails early: they go in a folder of the build's own, removed after it, never in /tmp.
    let driver = { [environment] in
      let temporary = (product?.deletingLastPathComponent() ?? kit.scratchFolder)
        .appendingPathComponent(".driver-temporaries-\(getpid())", isDirectory: true)
      try FileAccess.makeFolder(temporary)
      defer { try? FileManager.default.removeItem(at: temporary) }
      var environment = environment
      environment["TMPDIR"] = temporary.path
      return try ContainedProcess.run(
        setup.swiftc, arguments: arguments, environment: environment,
        timeLimit: compileTimeLimit, output: Self.compilerLines)
    }
    guard let product else { return try driver() }
    let scratch = product.deletingLastPathComponent().appendingPathComponent(
      "." + product.lastPathComponent + ".driver", isDirectory: true)
    guard
      let plan = try CompilerJobs.plan(
        swiftc: setup.swiftc, arguments: arguments, environment: environment,
        keptIn: scratch.appendingPathExtension("json"), scratch: scratch)
    else { return try driver() }
    for folder in plan.folders(under: scratch) {
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }
    let deadline = ContinuousClock.now + compileTimeLimit
    var output = Self.compilerLines
    var last: ContainedProcess.Result?
    let sources = arguments.filter { $0.hasSuffix(".swift") }
    var jobs = (quickly ? plan.quickJobs : nil) ?? plan.jobs
    if let files = FileByFile(jobs) {
      switch try compile(files, by: deadline) {
      case .compiled(let words): output.append(words.utf8)
      case .failed(let result): return result
      case .unusual: return try driver()
      }
      jobs = files.rest
    }
    let folder = product.deletingLastPathComponent()
    for job in jobs {
      guard let executable = job.first else { continue }
      let autolink = try AutolinkMemo(job: job, sources: sources, extra: kit.libraryStamp())
      if let autolink, autolink.isCurrent { continue }
      autolink?.forget()
      let run = try ContainedProcess.run(
        executable, arguments: Array(job.dropFirst()), environment: environment,
        timeLimit: max(deadline - .now, .milliseconds(1)), output: Self.compilerLines)
      output.append(run.output.text.utf8)
      last = run
      if run.termination == .exited(0) {
        autolink?.remember()
        continue
      }
      try Self.checkResources(run, of: executable, writingIn: folder)
      // The frontend's "it does not compile", or time running out, end the compile. Anything
      // else (a job that could not start, or crashed): the driver runs it all, and says what
      // went wrong in its own words.
      guard run.termination == .exited(1) || run.termination == .timedOut else {
        return try driver()
      }
      break
    }
    output.finish()
    guard let last else { return try driver() }
    return ContainedProcess.Result(termination: last.termination, output: output, report: nil)
  }

  /// Throws the `ResourceProblem` behind `run` of `executable` (a full disk where it wrote,
  /// in `folder`, or memory run out), if there is one.
  static func checkResources(
    _ run: ContainedProcess.Result, of executable: String, writingIn folder: URL
  ) throws {
    let name = URL(fileURLWithPath: executable).lastPathComponent
    let tool = name.contains("clang") || name.hasPrefix("ld") ? "the linker" : "the compiler"
    if let problem = ResourceProblem.behind(
      run.termination, output: run.output.text, tool: tool, writingIn: folder)
    {
      throw problem
    }
  }

  /// A source's path relative to the current folder when it is inside it, so
  /// that the compiler's messages name `Exercises/01-dynamic-value/DynamicValue.swift`.
  package static func displayPath(_ file: URL) -> String {
    let current = ((try? FileAccess.currentDirectory().path) ?? "/") + "/"
    let path = file.standardizedFileURL.path
    // A file's name may hold anything, an escape sequence too: shown as fixture text is.
    return TerminalSafe.text(path.hasPrefix(current) ? String(path.dropFirst(current.count)) : path)
  }
}
