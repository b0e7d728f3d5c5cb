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
  /// The compiler and its flags, as SwiftPM's native build engine recorded them; `nil` when no
  /// such record can be had, and each check is SwiftPM's, on the exercise's own package
  /// (`ExerciseBuilder+Package.swift`).
  public let setup: CompilerSetup?
  /// The committed tests, which a check insists on.
  public var record = ExerciseRecord.committed
  /// The longest a compile may take.
  public var compileTimeLimit = Duration.seconds(180)
  /// The longest the tests may take; past it, they are stopped and reported as stuck.
  public var testTimeLimit = Duration.seconds(10)
  /// The environment the compiler and the tests start from: the learner's, as `kit` got it.
  public var environment = ProcessInfo.processInfo.environment

  /// Creates a builder: with `swiftc` on the kit's prebuilt modules as `setup` says, or without
  /// one, with SwiftPM on each exercise's own package.
  public init(kit: KitBuild, setup: CompilerSetup?) {
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
    guard setup != nil else { return try checkAsAPackage(exercise, sources: sources, in: folder) }
    let snapshot = try SourceSnapshot(
      sources: sources, tests: exercise.testFiles(),
      copiedTo: folder.appendingPathComponent("src"))
    let fingerprint = snapshot.fingerprint(extra: kit.libraryStamp())
    let changes = record.changes(
      in: "Tests", of: exercise, contents: snapshot.contents(under: "Tests"))
    guard changes.isEmpty else {
      return Check(outcome: .testsChanged(changes), fingerprint: fingerprint)
    }
    // The learner's tests (07's sequence test) are modules of their own; any other file of
    // theirs is their code, whatever its name, as in the exercise's own package.
    let learnersTests = record.learnersTests(of: exercise)
    let yourTests = snapshot.files.filter { !$0.isTest && learnersTests.contains($0.name) }
    let codeCopies = snapshot.files.filter { !$0.isTest && !learnersTests.contains($0.name) }

    let library = folder.appendingPathComponent("learner", isDirectory: true)
    let loadedModules = Product.loadedModules(in: library)
    let learners = LinkedModule(name: exercise.moduleName, folder: library)
    for stale in [loadedModules, ModuleSurface.descriptor(beside: learners.interface)] {
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

    // What the learner's test may use, then each test of the learner's, each a module of its
    // own on those before it; the kit's tests on all of them.
    var modules = [learners]
    var steps: [(files: [SourceSnapshot.File], module: String)] = []
    let support = snapshot.files.filter(\.isSupport)
    if !support.isEmpty { steps.append((support, exercise.supportModuleName)) }
    for file in yourTests { steps.append(([file], exercise.moduleName(ofLearnersTest: file.name))) }
    for step in steps {
      let module = LinkedModule(
        name: step.module, folder: folder.appendingPathComponent(step.module, isDirectory: true))
      let product = Product.module(in: module.folder, on: modules)
      let built = try build(
        product, of: step.files, on: modules, stamp: module.folder.appendingPathComponent("stamp"),
        exists: module.interface
      ) {
        try? FileManager.default.removeItem(at: ModuleSurface.descriptor(beside: module.interface))
        return try compile(
          snapshot, step.files.map(\.copy), module: step.module, product: product,
          quickly: false)
      }
      switch built {
      case .failure(let failure):
        return Check(outcome: outcome(of: failure, in: folder), fingerprint: fingerprint)
      case .success(let text): warnings += text
      }
      modules.append(module)
    }

    let program = folder.appendingPathComponent("tests")
    let kitTests = snapshot.files.filter { $0.isTest && !$0.isSupport }
    let built = try build(
      .tests(on: modules), of: kitTests, on: modules,
      stamp: folder.appendingPathComponent("tests.stamp"), exists: program
    ) {
      let entry = folder.appendingPathComponent("ExerciseTestsMain.swift")
      if (try? FileAccess.read(entry)) != Array(Self.testEntryPoint.utf8) {
        try FileAccess.write(Array(Self.testEntryPoint.utf8), to: entry)
      }
      return try compile(
        snapshot, kitTests.map(\.copy) + [entry], module: exercise.testsModuleName,
        product: .tests(on: modules), output: program)
    }
    switch built {
    case .failure(let failure):
      return Check(outcome: outcome(of: failure, in: folder), fingerprint: fingerprint)
    case .success(let text): warnings += text
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

  /// Builds `product` from `files` with `compile`, unless what is built already (`exists`) was
  /// built from these very files, the kit's library and modules whose surfaces are the same
  /// (`ModuleSurface`): the stamp kept in `stamp` says so. A save that leaves every surface as
  /// it was changed only what a library does, and a module or a program built on it, which
  /// loads it when it starts, is as good as new. The compiler's words are kept with the stamp,
  /// so a product that is not built again still says its warnings.
  private func build(
    _ product: Product, of files: [SourceSnapshot.File], on modules: [LinkedModule], stamp: URL,
    exists: URL, compile: () throws -> Result<String, CompileFailure>
  ) throws -> Result<String, CompileFailure> {
    var hash = FNV1a()
    hash.add(kit.libraryStamp())
    for file in files {
      hash.add(file.name)
      hash.add(file.bytes)
    }
    for module in modules {
      hash.add(module.name)
      hash.add(try surface(of: module))
    }
    let key = String(hash.value, radix: 16) + "\n"
    let words = stamp.appendingPathExtension("said")
    if let kept = try? FileAccess.read(stamp), kept == Array(key.utf8),
      FileManager.default.fileExists(atPath: exists.path)
    {
      return .success(
        (try? FileAccess.read(words)).map { String(decoding: $0, as: UTF8.self) } ?? "")
    }
    try? FileManager.default.removeItem(at: stamp)
    let result = try compile()
    if case .success(let text) = result {
      try FileAccess.write(Array(text.utf8), to: words)
      try FileAccess.write(Array(key.utf8), to: stamp)
    }
    return result
  }

  /// What a module built on `module` can depend on in it (`ModuleSurface`), or its whole
  /// `.swiftmodule` when that cannot be told. Kept beside the interface with a copy of the
  /// interface it was worked out for: most saves change no declaration, and then the interface
  /// comes out byte for byte as it was, and its surface is not read again.
  private func surface(of module: LinkedModule) throws -> String {
    let bytes = try FileAccess.read(module.interface)
    let seen = module.interface.appendingPathExtension("seen")
    let memo = module.interface.appendingPathExtension("surface")
    if let known = try? FileAccess.read(seen), Data(known) == Data(bytes),
      let kept = try? FileAccess.read(memo)
    {
      return String(decoding: kept, as: UTF8.self)
    }
    let surface: String
    if let descriptor = try? FileAccess.read(ModuleSurface.descriptor(beside: module.interface)),
      let fingerprint = ModuleSurface.fingerprint(ofDescriptor: descriptor)
    {
      surface = "surface-" + fingerprint
    } else {
      var whole = FNV1a()
      whole.add(bytes)
      surface = "module-" + String(whole.value, radix: 16)
    }
    try? FileManager.default.removeItem(at: seen)
    try? FileAccess.write(Array(surface.utf8), to: memo)
    try? FileAccess.write(bytes, to: seen)
    return surface
  }

  /// Whether a program's `output` is the dynamic loader's: a symbol or a library not found.
  static func isLoaderFailure(_ output: String) -> Bool {
    output.contains("symbol lookup error") || output.contains("error while loading shared")
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

  /// The environment the tests run in.
  var testEnvironment: [String: String] {
    var environment = environment
    // A crash's message names the file and line; a symbolicated backtrace would bury it.
    environment["SWIFT_BACKTRACE"] = "enable=no"
    // What the tests print is shown only when they stop early, as plain lines: Swift Testing's
    // colours would reach the learner as escapes made visible (`␛[90m`).
    environment["NO_COLOR"] = "1"
    // The same verdict on every machine: the tests name every zone and format every date they
    // check, so code that reads the machine's zone or language instead gets the same zone (one
    // no test names, half an hour off the hour and with no summer time) and the same language
    // (the one every system has) wherever it runs, and fails the same way everywhere.
    environment["TZ"] = "Pacific/Marquesas"
    environment["LC_ALL"] = "C.UTF-8"
    environment["LANG"] = "C.UTF-8"
    return environment
  }

  /// What the test program is told besides where its event stream goes.
  static let testArguments = [
    "--event-stream-version", "0",
    // One test at a time: a test that stops the program (a trap, an `exit`) is then the one
    // test started and not ended, and the verdict names it. They take milliseconds each.
    "--no-parallel",
  ]

  private func runTests(
    _ program: URL, of exercise: Exercise, warnings: String
  ) throws -> ExerciseOutcome {
    let run = try ContainedProcess.run(
      program.path,
      arguments: ["--event-stream-output-path", ContainedProcess.eventStreamPath]
        + Self.testArguments,
      environment: testEnvironment, timeLimit: testTimeLimit, output: Self.testLines,
      events: exercise.testsModuleName)
    // The system ending the tests for want of memory is not the learner's code failing.
    if let problem = ResourceProblem.behind(
      run.termination, output: run.output.text, tool: "the tests",
      writingIn: program.deletingLastPathComponent())
    {
      throw problem
    }
    return verdict(
      run.termination, report: run.report, output: run.output.text, of: exercise,
      warnings: warnings)
  }

  /// What a run of `exercise`'s tests that ended so, and reported `report`, amounts to.
  func verdict(
    _ termination: ChildProcess.Termination, report: TestRunReport?, output: String,
    of exercise: Exercise, warnings: String
  ) -> ExerciseOutcome {
    var report = report ?? TestRunReport(moduleName: exercise.testsModuleName)
    report.teachingOrder = ExerciseAudit.declaredFailures(of: exercise)
    switch termination {
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
      return .crashed(termination, report, output: output)
    }
  }

  /// Compiles an exercise that runs as an app — the learner's files with its
  /// `Run/main.swift` — into `.build/exercises/ID/app`; the compiler's words
  /// when it does not compile.
  public func buildApp(_ exercise: Exercise, sources: [URL]) throws -> Result<URL, CompileFailure> {
    guard setup != nil else {
      return .failure(
        .diagnostics(
          "running an exercise as an app needs SwiftPM's native build engine, which this "
            + "SwiftPM does not have: `swift test` in the exercise's folder tests it\n"))
    }
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

  /// A module another is compiled and linked against: its name, and the folder that holds its
  /// library and its `.swiftmodule`.
  struct LinkedModule: Equatable {
    let name: String
    let folder: URL

    /// Its `.swiftmodule`.
    var interface: URL { folder.appendingPathComponent(name + ".swiftmodule") }
  }

  /// What one compile makes.
  enum Product {
    /// The learner's module: a dynamic library and its `.swiftmodule` in `folder`, with testing
    /// enabled, so the tests can import it `@testable`.
    case learnersModule(in: URL)
    /// A module of the tests' own (what the learner's test may use, or a test the learner
    /// writes): a dynamic library and its `.swiftmodule` in `folder`, on `modules`, with testing
    /// enabled, as the learner's module is.
    case module(in: URL, on: [LinkedModule])
    /// The test program, linked with `modules`: the learner's first.
    case tests(on: [LinkedModule])
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
    // The exercise's modules are looked for first: a kit built before the exercises were
    // packages of their own has a module of the learner's name, the solution's, among its own.
    let linked: [LinkedModule]
    switch product {
    case .module(_, let modules), .tests(let modules): linked = modules
    case .learnersModule, .app: linked = []
    }
    for module in linked { arguments += ["-I", module.folder.path] }
    if let setup {
      arguments +=
        setup.platformFlags + setup.testingFlags + setup.testingLinkFlags + setup.linkerFlags
    }
    arguments += [
      "-I", kit.modulesFolder.path, "-L", kit.binFolder.path, "-l\(KitBuild.libraryProduct)",
      "-Xlinker", "-rpath", "-Xlinker", kit.binFolder.path,
      "-module-cache-path", kit.scratchFolder.appendingPathComponent("ModuleCache").path,
    ]
    // For the tests and an app, one job: the whole module compiled by one process.
    let wholeModule = ["-wmo", "-no-emit-module-separately-wmo"]
    let target: URL
    switch product {
    case .learnersModule(let folder), .module(let folder, _):
      target = output ?? Product.library(of: module, in: folder)
      arguments += [
        "-parse-as-library", "-enable-testing", "-emit-library", "-emit-module",
        "-emit-module-path", folder.appendingPathComponent(module + ".swiftmodule").path,
      ]
      if case .learnersModule = product {
        arguments += [FileByFile.traceFlag, Product.loadedModules(in: folder).path]
      }
      #if canImport(Darwin)
        arguments += [
          "-Xlinker", "-install_name", "-Xlinker", "@rpath/" + target.lastPathComponent,
        ]
      #endif
    case .tests:
      target = output ?? URL(fileURLWithPath: "tests")
      arguments += wholeModule + ["-parse-as-library"]
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
    for module in linked {
      arguments += [
        "-L", module.folder.path, "-l\(module.name)", "-Xlinker", "-rpath", "-Xlinker",
        module.folder.path,
      ]
    }
    return arguments + sources.map(\.path) + ["-o", target.path]
  }

  /// The compiler SwiftPM used.
  private var swiftc: String { setup?.swiftc ?? "swiftc" }

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
    switch product {
    case .learnersModule(let folder):
      try FileAccess.makeFolder(folder)
      quick = quickly
    case .module(let folder, _): try FileAccess.makeFolder(folder)
    case .tests, .app: break
    }
    let arguments = arguments(sources: sources, module: module, product: product, output: output)
    let run = try runCompiler(arguments, quickly: quick)
    // A compiler that could not write its output, or ran out of memory, says so in its own
    // words; that is not the learner's code failing to compile.
    try Self.checkResources(
      run, of: swiftc,
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
        swiftc, arguments: arguments, environment: environment,
        timeLimit: compileTimeLimit, output: Self.compilerLines)
    }
    guard let product else { return try driver() }
    let scratch = product.deletingLastPathComponent().appendingPathComponent(
      "." + product.lastPathComponent + ".driver", isDirectory: true)
    guard
      let plan = try CompilerJobs.plan(
        swiftc: swiftc, arguments: arguments, environment: environment,
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
