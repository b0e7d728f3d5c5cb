import Foundation
import Spawning

/// A check without `swiftc`: SwiftPM builds and tests the exercise's own package, as Xcode and
/// `swift test` in its folder do. The runner takes this way when it cannot read how SwiftPM
/// compiles the kit (`CompilerSetup`), which only the native build engine records: a SwiftPM
/// that no longer has that engine builds with Swift Build, which writes no `.build/debug.yaml`.
/// It is slower — SwiftPM plans every build, a second or two — and gives the same verdicts.
///
/// The package is built from the check's copies of the files, never from the files themselves,
/// so a save during the check is checked next, as on the other way: the copies in the check's
/// folder are laid out as the exercise's folder is, with its manifest, whose one dependency,
/// the kit, is found from there by its absolute path. Every exercise builds into one scratch
/// folder, so the kit's modules are built once.
extension ExerciseBuilder {
  /// The names an exercise's manifest excludes from its targets besides the tests: made empty
  /// beside the copies, or SwiftPM would warn of each one it cannot find.
  static let namesBesideTheCode = ["README.md", "HINTS.md", "failing-tests.txt"]
  static let foldersBesideTheCode = ["Starter", "Solution", "Run"]

  /// Checks `sources` of `exercise` with SwiftPM, in `folder`.
  func checkAsAPackage(_ exercise: Exercise, sources: [URL], in folder: URL) throws -> Check {
    let package = folder.appendingPathComponent("src", isDirectory: true)
    let snapshot = try SourceSnapshot(
      sources: sources, tests: exercise.testFiles(), copiedTo: package)
    let fingerprint = snapshot.fingerprint(extra: kit.libraryStamp())
    let changes = record.changes(
      in: "Tests", of: exercise, contents: snapshot.contents(under: "Tests"))
    guard changes.isEmpty else {
      return Check(outcome: .testsChanged(changes), fingerprint: fingerprint)
    }
    let learnersTests = record.learnersTests(of: exercise)
    let code = snapshot.files.filter { !$0.isTest && !learnersTests.contains($0.name) }
    for framework in LoadedModules.testFrameworks {
      let files = code.filter { LoadedModules.imports(framework, in: $0.bytes) }
      if !files.isEmpty {
        return Check(
          outcome: .importsTestFramework(
            module: framework, files: files.map { ExerciseBuilder.displayPath($0.original) }),
          fingerprint: fingerprint)
      }
    }
    try layOut(exercise, in: package)

    let scratch = kit.scratchFolder.appendingPathComponent("packages-built", isDirectory: true)
    let swiftPM = ["--package-path", package.path, "--scratch-path", scratch.path]
    let build = try ContainedProcess.run(
      "swift", arguments: ["build", "--build-tests"] + swiftPM, environment: environment,
      timeLimit: compileTimeLimit, output: Self.compilerLines)
    try Self.checkResources(build, of: "swift", writingIn: scratch)
    let said = Self.compilerWords(in: snapshot.naming(originalsIn: build.output.text))
    // After a build that worked, only what the compiler said of the exercise's files.
    let words = said.contains("Exercises/") ? said : ""
    switch build.termination {
    case .exited(0): break
    case .timedOut:
      return Check(
        outcome: .timedOut(.compiling, limit: compileTimeLimit), fingerprint: fingerprint)
    default: return Check(outcome: .didNotCompile(said), fingerprint: fingerprint)
    }

    let events = folder.appendingPathComponent("events.jsonl")
    try? FileManager.default.removeItem(at: events)
    let run = try ContainedProcess.run(
      "swift",
      arguments: ["test", "--skip-build"] + swiftPM
        + ["--event-stream-output-path", events.path] + Self.testArguments,
      environment: testEnvironment,
      // SwiftPM takes its second or two to start the tests.
      timeLimit: testTimeLimit + .seconds(30), output: Self.testLines)
    let report = (try? FileAccess.read(events)).map {
      TestRunReport(
        eventStream: String(decoding: $0, as: UTF8.self), moduleName: exercise.testsModuleName)
    }
    // SwiftPM ends with 1 when the test program trapped, and says which signal ended it.
    var termination = run.termination
    if termination == .exited(1), report?.didFinish != true,
      let words = run.output.text.range(of: "unexpected signal code "),
      let signal = Int32(run.output.text[words.upperBound...].prefix { $0.isNumber })
    {
      termination = .signalled(signal)
    }
    return Check(
      outcome: verdict(
        termination, report: report, output: run.output.text, of: exercise, warnings: words),
      fingerprint: fingerprint)
  }

  /// Puts the exercise's manifest beside the copies in `package`, its dependency on the kit
  /// made absolute, and the files it excludes by name.
  private func layOut(_ exercise: Exercise, in package: URL) throws {
    let manifest = String(decoding: try FileAccess.read(exercise.packageManifest), as: UTF8.self)
      .replacingOccurrences(
        of: #"path: "../..""#, with: "path: \"\(kit.packageRoot.standardizedFileURL.path)\"")
    let copy = package.appendingPathComponent("Package.swift")
    if (try? FileAccess.read(copy)) != Array(manifest.utf8) {
      try FileAccess.write(Array(manifest.utf8), to: copy)
    }
    for name in Self.namesBesideTheCode
    where !FileManager.default.fileExists(
      atPath: package.appendingPathComponent(name).path)
    {
      try FileAccess.write([], to: package.appendingPathComponent(name))
    }
    for name in Self.foldersBesideTheCode {
      try FileAccess.makeFolder(package.appendingPathComponent(name, isDirectory: true))
    }
  }

  /// How the lines SwiftPM says of its own work begin.
  static let progress = [
    "[", "error: ", "warning: ", "Failed frontend command", "Computing", "Provisioning",
    "Planning", "Pre-planning", "Building", "Build complete", "Compiling", "Write", "/",
  ]

  /// What of SwiftPM's output is the compiler's about the exercise's files (named as the
  /// learner knows them, `Exercises/…`): each diagnostic with the lines under it, and nothing
  /// of SwiftPM's progress (`[12/40] Compiling …`, `Computing dependencies`) or of what it says
  /// about its own commands. All of it when none of it is about those files, so a build that
  /// failed for another reason still says why.
  static func compilerWords(in output: String) -> String {
    var kept: [Substring] = []
    var keeping = false
    let lines = output.split(separator: "\n", omittingEmptySubsequences: false)
    for line in lines {
      if let header = diagnosticPath(line) {
        keeping = header.hasPrefix("Exercises/")
      } else if line.isEmpty || Self.progress.contains(where: line.hasPrefix) {
        keeping = false
      }
      if keeping { kept.append(line) }
    }
    let words = (kept.isEmpty ? lines : kept).joined(separator: "\n")
      .trimmingCharacters(in: .newlines)
    return words.isEmpty ? "" : words + "\n"
  }

  /// The file a compiler's diagnostic line names (`path:line:column: error: …`), if it is one.
  private static func diagnosticPath(_ line: Substring) -> Substring? {
    for kind in [": error: ", ": warning: ", ": note: "] {
      guard let range = line.range(of: kind) else { continue }
      let place = line[..<range.lowerBound].split(separator: ":")
      if place.count >= 3, place.suffix(2).allSatisfy({ Int($0) != nil }) {
        return place.dropLast(2).joined(separator: ":")[...]
      }
    }
    return nil
  }
}
