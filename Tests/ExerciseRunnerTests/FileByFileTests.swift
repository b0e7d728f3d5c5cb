import Foundation
import Testing

@testable import ExerciseRunner

/// The learner's module compiled file by file: a save compiles the interface and the files it
/// changed, and every file when the interface changed. A stand-in frontend notes each job it
/// runs: a file's object is its source, the interface is the sources' `//i` lines, and a file
/// with `BROKEN` in it does not compile (nor does the interface, when it is on a `//i` line).
@Suite struct FileByFileTests {
  private let kit: TemporaryKit
  private let builder: ExerciseBuilder
  private let files: FileByFile

  init() throws {
    let kit = try TemporaryKit()
    self.kit = kit
    builder = try FakeToolchain(in: kit).builder()
    try kit.writeProgram(
      #"""
      #!/bin/sh
      # A stand-in frontend: see FileByFileTests.swift.
      primary="" out="" sources=""
      while [ $# -gt 0 ]; do
        case "$1" in
          -primary-file) primary="$2"; shift 2 ;;
          -o) out="$2"; shift 2 ;;
          *.swift) sources="$sources $1"; shift ;;
          *) shift ;;
        esac
      done
      if [ -n "$primary" ]; then
        echo "compile $(basename "$primary")" >> "$(dirname "$0")/jobs.log"
        if grep -q BROKEN "$primary"; then echo "$primary:1:1: error: broken"; exit 1; fi
        grep -q WARN "$primary" && echo "$primary:2:1: warning: careful"
        cp "$primary" "$out"
      else
        echo "interface" >> "$(dirname "$0")/jobs.log"
        broken=$(grep -l '^//i.*BROKEN' $sources | head -1)
        [ -n "$broken" ] && { echo "$broken:1:1: error: broken"; exit 1; }
        grep -h '^//i' $sources > "$out"
      fi
      exit 0
      """#, to: "frontend")
    let frontend = kit.root.appendingPathComponent("frontend").path
    let sources = ["A", "B"].map { kit.root.appendingPathComponent("src/\($0).swift").path }
    let interface = kit.root.appendingPathComponent("M.swiftmodule").path
    let plan =
      [[frontend, "-emit-module"] + sources + ["-o", interface]]
      + sources.map { [frontend, "-primary-file", $0] + sources + ["-o", $0 + ".o"] }
      + [["/usr/bin/true", "link"]]
    files = try #require(FileByFile(plan))
  }

  private func write(_ a: String, _ b: String) throws {
    try kit.write(a, to: "src/A.swift")
    try kit.write(b, to: "src/B.swift")
  }

  /// The jobs run since the last call, and the outcome.
  private func compile() throws -> (jobs: [String], outcome: ExerciseBuilder.FileByFileOutcome) {
    try? FileManager.default.removeItem(at: kit.root.appendingPathComponent("jobs.log"))
    let outcome = try builder.compile(files, by: .now + .seconds(30))
    let log = kit.read("jobs.log") ?? ""
    return (log.split(separator: "\n").map(String.init).sorted(), outcome)
  }

  @Test func aPlanOfOneJobPerFileIsReadAsOne() {
    #expect(files.compiles.map(\.source.lastPathComponent) == ["A.swift", "B.swift"])
    #expect(files.interface.lastPathComponent == "M.swiftmodule")
    #expect(files.rest == [["/usr/bin/true", "link"]])
  }

  @Test func aWholeModulePlanIsNot() {
    #expect(FileByFile([["frontend", "-c", "a.swift", "b.swift", "-o", "m.o"], ["link"]]) == nil)
  }

  @Test func aSaveInsideAFunctionCompilesTheInterfaceAndThatFile() throws {
    try write("//i f()\nbody 1\n", "//i g()\nbody 1\n")
    #expect(try compile().jobs == ["compile A.swift", "compile B.swift", "interface"])
    #expect(try compile().jobs == ["interface"], "nothing changed: no file is compiled")
    try write("//i f()\nbody 2\n", "//i g()\nbody 1\n")
    #expect(try compile().jobs == ["compile A.swift", "interface"])
  }

  @Test func aChangedInterfaceCompilesEveryFile() throws {
    try write("//i f()\n", "//i g()\n")
    _ = try compile()
    try write("//i f(x: Int)\n", "//i g()\n")
    #expect(try compile().jobs == ["compile A.swift", "compile B.swift", "interface"])
  }

  /// A check that changed the interface but did not compile leaves the other files compiled
  /// against the old one: the next check compiles them too, though the interface on disk is
  /// already the new one.
  @Test func filesLeftBehindByAFailedCheckAreCompiledLater() throws {
    try write("//i f()\n", "//i g()\n")
    _ = try compile()
    try write("//i f(x: Int)\nBROKEN inside\n", "//i g()\n")
    #expect(try compile().jobs == ["compile A.swift", "interface"])
    try write("//i f(x: Int)\n", "//i g()\n")
    #expect(try compile().jobs == ["compile A.swift", "compile B.swift", "interface"])
  }

  @Test func anErrorBothJobsReportIsSaidOnce() throws {
    try write("//i f() BROKEN\n", "//i g()\n")
    guard case .failed(let result) = try compile().outcome else {
      Issue.record("it should not compile")
      return
    }
    #expect(result.termination == .exited(1))
    #expect(
      result.output.text == kit.root.appendingPathComponent("src/A.swift").path
        + ":1:1: error: broken\n")
  }

  @Test func aFileNotCompiledAgainStillSaysItsWarnings() throws {
    try write("//i f()\nWARN\n", "//i g()\n")
    _ = try compile()
    try write("//i f()\nWARN\n", "//i g()\nbody 2\n")
    guard case (let jobs, .compiled(let words)) = try compile() else {
      Issue.record("it should compile")
      return
    }
    #expect(jobs == ["compile B.swift", "interface"])
    #expect(words.contains("A.swift:2:1: warning: careful"))
  }

  @Test func diagnosticsAreMergedOnceEach() {
    let a = "/s/A.swift:1:2: error: no\n  | detail\n/s/A.swift:3:1: warning: hm\n"
    let b = "/s/A.swift:1:2: error: no\n  | detail\n/s/B.swift:1:1: error: other\n"
    #expect(
      FileByFile.merged([a, b])
        == a + "/s/B.swift:1:1: error: other\n")
  }
}
