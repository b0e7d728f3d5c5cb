import Foundation
import Testing

@testable import ExerciseRunner

/// A report in which `tests` ran and `failing` of them failed.
private func report(tests: [String], failing: [String]) -> TestRunReport {
  var lines = tests.enumerated().map { index, name in
    #"{"kind":"test","payload":{"id":"M.S/\#(name)/T.swift:\#(index + 1):1","kind":"function","name":"\#(name)","sourceLocation":{"fileID":"M/T.swift","line":\#(index + 1)}}}"#
  }
  lines += failing.map { name in
    let index = tests.firstIndex(of: name)! + 1
    return
      #"{"kind":"event","payload":{"kind":"issueRecorded","issue":{"isKnown":false},"messages":[{"symbol":"fail","text":"no"}],"testID":"M.S/\#(name)/T.swift:\#(index):1"}}"#
  }
  lines.append(#"{"kind":"event","payload":{"kind":"runEnded"}}"#)
  return TestRunReport(eventStream: lines.joined(separator: "\n"), moduleName: "M")
}

@Suite struct StarterAuditTests {
  @Test func aStarterThatFailsExactlyTheDeclaredTestsIsInOrder() {
    let outcome = ExerciseOutcome.failed(
      report(tests: ["a()", "b()"], failing: ["b()"]), warnings: "")
    #expect(ExerciseAudit.starterProblems(outcome, declared: ["S/b()"]).isEmpty)
  }

  @Test func everyMismatchIsNamed() {
    let outcome = ExerciseOutcome.failed(
      report(tests: ["a()", "b()", "c()"], failing: ["b()", "c()"]), warnings: "")
    #expect(
      ExerciseAudit.starterProblems(outcome, declared: ["S/a()", "S/b()", "S/gone()"]) == [
        "failing-tests.txt lists S/gone(), which is not a test",
        "the starter passes S/a(), which failing-tests.txt says it fails",
        "the starter fails S/c(), which failing-tests.txt does not list",
      ])
  }

  @Test func aStarterMayNotPassCrashHangOrWarn() {
    let passing = ExerciseOutcome.passed(report(tests: ["a()"], failing: []), warnings: "")
    #expect(ExerciseAudit.starterProblems(passing, declared: ["S/a()"]).count == 1)
    #expect(ExerciseAudit.starterProblems(.didNotCompile("error: x"), declared: []).count == 1)
    #expect(
      ExerciseAudit.starterProblems(.timedOut(.testing, limit: .seconds(10)), declared: []).count
        == 1)
    let warning = ExerciseOutcome.failed(
      report(tests: ["a()"], failing: ["a()"]), warnings: "warning: unused")
    #expect(ExerciseAudit.starterProblems(warning, declared: ["S/a()"]).count == 1)
  }

  @Test func aSolutionMustPassWithoutAWord() {
    let clean = ExerciseOutcome.passed(report(tests: ["a()"], failing: []), warnings: "")
    #expect(ExerciseAudit.solutionProblems(clean).isEmpty)
    let noisy = ExerciseOutcome.passed(report(tests: ["a()"], failing: []), warnings: "warning: x")
    #expect(ExerciseAudit.solutionProblems(noisy).count == 1)
    let failing = ExerciseOutcome.failed(report(tests: ["a()"], failing: ["a()"]), warnings: "")
    #expect(
      ExerciseAudit.solutionProblems(failing) == ["the solution fails S/a(): no"],
      "each failing test, with what it said, so `make record` shows why without another run")
  }
}

@Suite struct PackageAuditTests {
  /// A description as `swift package describe --type json` gives it for `01-box`, whose
  /// starter has `Code.swift` and `BoxTest.swift`, the learner's own test.
  private func description(
    library: [String] = ["Code.swift"], tests: [String] = ["Tests.swift"],
    yourTest: [String] = ["BoxTest.swift"], kit: String,
    products: String =
      #"[{"name": "Exercise01Box", "targets": ["Exercise01Box"], "type": {"library": ["automatic"]}}]"#
  ) throws -> PackageDescription {
    let json = """
      {"targets": [
        {"name": "Exercise01Box", "type": "library", "path": ".", "sources": \(library)},
        {"name": "Exercise01BoxBoxTest", "type": "library", "path": ".", "sources": \(yourTest)},
        {"name": "Exercise01BoxTests", "type": "test", "path": "Tests", "sources": \(tests)}
      ], "dependencies": [{"type": "fileSystem", "path": "\(kit)"}], "products": \(products)}
      """
    return try JSONDecoder().decode(PackageDescription.self, from: Data(json.utf8))
  }

  private func exercise(in kit: TemporaryKit) throws -> Exercise {
    try kit.addExercise("01-box")
    try kit.write("", to: "Exercises/01-box/Starter/BoxTest.swift")
    return try #require(ExerciseCatalog(packageRoot: kit.root).exercises.first)
  }

  @Test func aPackageThatBuildsWhatTheRunnerBuildsIsInOrder() throws {
    let kit = try TemporaryKit()
    let exercise = try exercise(in: kit)
    let root = kit.root.standardizedFileURL.path
    #expect(
      ExerciseAudit.packageProblems(
        of: exercise, description: try description(kit: root), learnersTests: ["BoxTest.swift"]
      )
      .isEmpty)
  }

  @Test func aMissingPackageIsAProblem() throws {
    let kit = try TemporaryKit()
    #expect(
      ExerciseAudit.packageProblems(
        of: try exercise(in: kit), description: nil, learnersTests: []
      ).count == 1)
  }

  /// Issue 35: without a product, Xcode falls back on schemes it makes up.
  @Test func aPackageWithoutTheLearnersLibraryAsAProductIsAProblem() throws {
    let kit = try TemporaryKit()
    let exercise = try exercise(in: kit)
    let root = kit.root.standardizedFileURL.path
    #expect(
      ExerciseAudit.packageProblems(
        of: exercise, description: try description(kit: root, products: "[]"),
        learnersTests: ["BoxTest.swift"])
        == ["Package.swift declares no library product Exercise01Box of the learner's code"])
  }

  @Test func theLearnersTestInTheLibraryAndAnotherDependencyAreProblems() throws {
    let kit = try TemporaryKit()
    let exercise = try exercise(in: kit)
    let wrong = try description(
      library: ["Code.swift", "BoxTest.swift"], yourTest: [], kit: "/elsewhere")
    #expect(
      ExerciseAudit.packageProblems(
        of: exercise, description: wrong, learnersTests: ["BoxTest.swift"]) == [
          "Package.swift's Exercise01Box compiles [\"BoxTest.swift\", \"Code.swift\"], not "
            + "[\"Code.swift\"]",
          "Package.swift's Exercise01BoxBoxTest compiles [], not [\"BoxTest.swift\"]",
          "Package.swift must depend on the kit by path (\"../..\") and on nothing else",
        ])
  }
}

@Suite struct StructureAuditTests {
  @Test func aCompleteExerciseHasNoProblems() throws {
    let kit = try TemporaryKit()
    try kit.addExercise("01-box")
    let exercise = try #require(ExerciseCatalog(packageRoot: kit.root).exercises.first)
    #expect(ExerciseAudit.structuralProblems(of: exercise).isEmpty)
  }

  @Test func missingNotesAndAChangedLearnerCopyAreProblems() throws {
    let kit = try TemporaryKit()
    try kit.addExercise("01-box")
    try FileManager.default.removeItem(
      at: kit.root.appendingPathComponent("Exercises/01-box/HINTS.md"))
    try kit.write("# 01 · Box\n", to: "Exercises/01-box/README.md")
    try kit.write("# only a comment\n", to: "Exercises/01-box/failing-tests.txt")
    try kit.write("let x = 2\n", to: "Exercises/01-box/Code.swift")
    let exercise = try #require(ExerciseCatalog(packageRoot: kit.root).exercises.first)
    let problems = ExerciseAudit.structuralProblems(of: exercise)
    #expect(problems.count == 4)
    #expect(problems.contains { $0.hasPrefix("README.md links to no lesson") })
    #expect(problems.contains { $0.hasPrefix("HINTS.md has 0 hints") })
    #expect(problems.contains { $0.hasPrefix("failing-tests.txt lists no tests") })
    #expect(problems.contains { $0.hasPrefix("Code.swift is not the same as Starter/Code.swift") })
  }

  @Test func theSolutionMustMirrorTheStarterFileForFile() throws {
    let kit = try TemporaryKit()
    try kit.addExercise("01-box")
    try kit.write("", to: "Exercises/01-box/Solution/Extra.swift")
    let exercise = try #require(ExerciseCatalog(packageRoot: kit.root).exercises.first)
    #expect(ExerciseAudit.structuralProblems(of: exercise).count == 1)
  }

  @Test func declaredFailuresSkipCommentsAndBlankLines() throws {
    let kit = try TemporaryKit()
    try kit.addExercise("01-box")
    try kit.write("# header\n\nS/a()  # why\nS/b()\n", to: "Exercises/01-box/failing-tests.txt")
    let exercise = try #require(ExerciseCatalog(packageRoot: kit.root).exercises.first)
    #expect(ExerciseAudit.declaredFailures(of: exercise) == ["S/a()", "S/b()"])
  }
}
