import Foundation

/// What `make ci` demands of every exercise, as lists of problems (empty when
/// all is well), kept apart from running anything so each rule can be tested.
///
/// Exercise kits usually check only that solutions pass. This one also
/// checks the other side: the pristine starter compiles and fails exactly
/// the tests it declares, by expectation, within the time limit — so a
/// learner's first run always points at the idea, never at a typo.
enum ExerciseAudit {
  /// How many hints an exercise has: gentle, then more explicit, at most three.
  static let hintCount = 2...3

  /// Files and notes that must be there, and a learner's copy that must be the starter.
  static func structuralProblems(of exercise: Exercise) -> [String] {
    var problems: [String] = []
    let manager = FileManager.default
    let readme = (try? String(contentsOf: exercise.readme, encoding: .utf8)) ?? ""
    if readme.isEmpty { problems.append("README.md is missing or empty") }
    if exercise.title() == nil { problems.append("README.md has no '# ' title") }
    if readme.range(of: #"Lessons/[0-9]{2}-[a-z0-9-]+\.md"#, options: .regularExpression) == nil {
      problems.append("README.md links to no lesson (Lessons/NN-name.md)")
    }
    let hints = HintBook(markdown: (try? String(contentsOf: exercise.hints, encoding: .utf8)) ?? "")
    if !hintCount.contains(hints.hints.count) {
      problems.append(
        "HINTS.md has \(hints.hints.count) hints; it needs two or three '## ' sections")
    }
    if hints.hints.contains(where: { $0.body.isEmpty }) {
      problems.append("HINTS.md has an empty hint")
    }
    if declaredFailures(of: exercise).isEmpty {
      problems.append("failing-tests.txt lists no tests for the starter to fail")
    }
    let starter = exercise.starterFiles().map(\.lastPathComponent)
    if starter.isEmpty { problems.append("Starter/ holds no .swift files") }
    if exercise.testFiles().isEmpty { problems.append("Tests/ holds no .swift files") }
    let solution = exercise.solutionFiles().map(\.lastPathComponent)
    if solution != starter {
      problems.append(
        "Solution/ holds \(solution) but Starter/ holds \(starter); they must match file for file")
    }
    for name in starter {
      let yours = exercise.folder.appendingPathComponent(name).path
      let pristine = exercise.starterFolder.appendingPathComponent(name).path
      if !manager.contentsEqual(atPath: yours, andPath: pristine) {
        problems.append(
          "\(name) is not the same as Starter/\(name): a learner must start from the starter "
            + "(working on it yourself? `kit reset \(exercise.name)` puts it back)")
      }
    }
    return problems
  }

  /// The exercise's own package must build what the runner builds — a library of the learner's
  /// files, named as the runner names the learner's module; a library of `Tests/Support/` when
  /// there is one; a library of each test the learner writes, alone; and a test target of the
  /// tests — on the kit alone, so that Xcode, VS Code and `swift test` in the folder see the
  /// exercise as the runner checks it. `description` is `nil` when there is no package that
  /// SwiftPM can read.
  static func packageProblems(
    of exercise: Exercise, description: PackageDescription?, learnersTests: Set<String>
  ) -> [String] {
    guard let description else {
      return ["Package.swift is missing, or SwiftPM cannot read it (swift package describe)"]
    }
    var problems: [String] = []
    let names = exercise.starterFiles().map(\.lastPathComponent)
    let tests = Exercise.swiftFiles(in: exercise.testsFolder).map {
      "Tests/" + $0.lastPathComponent
    }
    let support = Exercise.swiftFiles(in: exercise.supportFolder).map {
      "Tests/Support/" + $0.lastPathComponent
    }
    var expected = [
      (exercise.moduleName, "library", Set(names.filter { !learnersTests.contains($0) }))
    ]
    if !support.isEmpty { expected.append((exercise.supportModuleName, "library", Set(support))) }
    for name in names.filter(learnersTests.contains).sorted() {
      expected.append((exercise.moduleName(ofLearnersTest: name), "library", [name]))
    }
    expected.append((exercise.testsModuleName, "test", Set(tests)))
    for (name, type, files) in expected {
      guard let target = description.targets.first(where: { $0.name == name && $0.type == type })
      else {
        problems.append("Package.swift has no \(type) target called \(name)")
        continue
      }
      if target.files != files {
        problems.append(
          "Package.swift's \(name) compiles \(target.files.sorted()), not \(files.sorted())")
      }
    }
    // Xcode makes a scheme of each product; without one it falls back on schemes of its own.
    if !(description.products ?? []).contains(where: {
      $0.name == exercise.moduleName && $0.isLibrary && $0.targets == [exercise.moduleName]
    }) {
      problems.append(
        "Package.swift declares no library product \(exercise.moduleName) of the learner's code")
    }
    let kit = exercise.folder.deletingLastPathComponent().deletingLastPathComponent()
      .standardizedFileURL.path
    if description.dependencies.count != 1
      || description.dependencies.first.map({ $0.type != "fileSystem" || $0.path != kit }) == true
    {
      problems.append(
        "Package.swift must depend on the kit by path (\"../..\") and on nothing else")
    }
    return problems
  }

  /// The tests `failing-tests.txt` says the starter fails; `#` starts a comment.
  static func declaredFailures(of exercise: Exercise) -> [String] {
    let text = (try? String(contentsOf: exercise.failingTestsList, encoding: .utf8)) ?? ""
    return text.split(separator: "\n").map {
      ($0.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).first ?? "")
        .trimmingCharacters(in: .whitespaces)
    }.filter { !$0.isEmpty }
  }

  /// The pristine starter must compile without a warning, run to the end and
  /// fail exactly the declared tests.
  static func starterProblems(_ outcome: ExerciseOutcome, declared: [String]) -> [String] {
    switch outcome {
    case .passed:
      return ["the starter passes every test; it should fail \(declared.joined(separator: ", "))"]
    case .didNotCompile(let diagnostics):
      return ["the starter does not compile:\n" + diagnostics]
    case .crashed(let termination, _, let output):
      return ["the starter's tests stopped before the end (\(termination)):\n" + output]
    case .unproven(_, let missing, let foreign):
      return [
        "the starter's tests ended without reporting \((missing + foreign).joined(separator: ", "))"
      ]
    case .importsTestFramework(let module, _):
      return ["the starter imports \(module)"]
    case .timedOut(let phase, let limit):
      return ["the starter ran out of time while \(phase.rawValue) (\(limit))"]
    case .testsChanged:
      return ["the tests are not as recorded, so the starter was not checked"]
    case .failed(let report, let warnings):
      var problems: [String] = []
      if !warnings.isEmpty { problems.append("the starter makes the compiler warn:\n" + warnings) }
      let known = Set(report.tests.map(\.id))
      let failing = Set(report.failingTests.map(\.id))
      for id in declared where !known.contains(id) {
        problems.append("failing-tests.txt lists \(id), which is not a test")
      }
      for id in declared where known.contains(id) && !failing.contains(id) {
        problems.append("the starter passes \(id), which failing-tests.txt says it fails")
      }
      for test in report.failingTests where !declared.contains(test.id) {
        problems.append("the starter fails \(test.id), which failing-tests.txt does not list")
      }
      return problems
    }
  }

  /// The reference solution must compile without a warning and pass every test.
  static func solutionProblems(_ outcome: ExerciseOutcome) -> [String] {
    switch outcome {
    case .passed(let report, let warnings):
      var problems: [String] = []
      if report.tests.isEmpty { problems.append("the exercise has no tests") }
      if !warnings.isEmpty { problems.append("the solution makes the compiler warn:\n" + warnings) }
      return problems
    case .failed(let report, _):
      // Each failing test with what it said, so a maintainer sees why without another run.
      return report.failingTests.map { test in
        let issue = report.issues.first { $0.testID == test.id }
        let said = issue.map {
          ": "
            + ([$0.location].compactMap(\.self) + $0.messages.map(\.text))
            .joined(separator: "\n    ")
        }
        return "the solution fails \(test.id)" + (said ?? "")
      }
    case .didNotCompile(let diagnostics):
      return ["the solution does not compile:\n" + diagnostics]
    case .crashed(let termination, _, let output):
      return ["the solution's tests stopped before the end (\(termination)):\n" + output]
    case .unproven(let report, let missing, let foreign):
      return report.tests.isEmpty
        ? ["the exercise has no tests"]
        : [
          "the solution's tests ended without reporting "
            + (missing + foreign).joined(separator: ", ")
        ]
    case .importsTestFramework(let module, _):
      return ["the solution imports \(module)"]
    case .timedOut(let phase, let limit):
      return ["the solution ran out of time while \(phase.rawValue) (\(limit))"]
    case .testsChanged:
      return ["the tests are not as recorded, so the solution was not checked"]
    }
  }

  /// The exercise's tests and solution must be as `ExerciseRecord.committed` holds them, or
  /// every learner would be told their tests were changed; and the record must name every test
  /// the solution's run found (`tests`), or none could pass.
  static func recordProblems(
    of exercise: Exercise, record: ExerciseRecord, tests: [String]
  ) -> [String] {
    var problems: [String] = []
    if Set(record.tests[exercise.id] ?? []) != Set(tests) {
      problems.append(
        "the record names other tests than the solution runs "
          + "(after changing an exercise's tests, `make record`)")
    }
    let current = ExerciseRecord(of: exercise)
    let paths = Set(current.ids.keys).union(
      record.ids.keys.filter {
        $0.hasPrefix(exercise.id + "/")
      })
    let stale = paths.sorted().filter { current.ids[$0] != record.ids[$0] }
    guard !stale.isEmpty else { return problems }
    return problems + [
      "not as recorded in the kit: " + stale.joined(separator: ", ")
        + " (after changing an exercise's tests or solution, `make record`)"
    ]
  }
}
