import Foundation
import Testing

@testable import Mutation

/// What the runner keeps and reads: the equivalent survivors' list, the build's record.
@Suite struct RecordsTests {
  @Test func anEquivalentSurvivorMatchesByItsCodeWhereverItMoved() {
    let mutant = { (line: Int, code: String) in
      Mutant(
        file: "Sources/M/F.swift", line: line, column: 1, kind: .deleteCall, edits: [],
        change: "`x()` deleted", code: code)
    }
    let list = Equivalents(
      text: """
        # why each survivor lives
        Sources/M/F.swift: in `x()`: delete a call: `x()` deleted — x only logs
        Sources/M/F.swift: in `if a { x() }`: delete a call: `x()` deleted — gone since
        Sources/M/F.swift:12: delete a call: `x()` deleted — a line number is not code
        not an entry
        """)
    #expect(
      list.unreadable == [
        "Sources/M/F.swift:12: delete a call: `x()` deleted — a line number is not code",
        "not an entry",
      ])
    // The same code on line 40 and line 400 (twins, or code that moved): one entry for both.
    let (reasons, unmatched) = list.match([mutant(40, "x()"), mutant(400, "x()"), mutant(3, "y()")])
    #expect(reasons.mapValues(\.reason) == [0: "x only logs", 1: "x only logs"])
    #expect(unmatched.map(\.code) == ["if a { x() }"])
    #expect(
      Equivalents.Entry(for: mutant(3, "y()")).listed
        == "Sources/M/F.swift: in `y()`: delete a call: `x()` deleted")
  }

  /// Issue 47: four lines of the list pointed at lines that had moved. Each line now names code
  /// that today's sources have, with the change the operators make there.
  @Test func everyListedEquivalentIsAMutantOfTodaysCode() throws {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    let list = Equivalents(
      text: try String(
        contentsOf: root.appendingPathComponent("Mutants/equivalent-mutants.txt"), encoding: .utf8))
    #expect(list.unreadable.isEmpty)
    #expect(list.entries.count > 30)
    for file in Set(list.entries.map(\.file)) {
      let text = try String(contentsOf: root.appendingPathComponent(file), encoding: .utf8)
      let made = Set(
        MutationOperators.mutants(in: SourceFile(path: file, text: text)).map {
          Equivalents.Entry(for: $0).listed
        })
      for entry in list.entries where entry.file == file {
        #expect(made.contains(entry.listed), "no such mutant in today's code: \(entry.listed)")
      }
    }
  }

  @Test func theBuildsRecordNamesEachModuleAndTheTestLink() throws {
    let manifest = """
      commands:
        "C.M-x86_64-unknown-linux-gnu-debug.module":
          tool: shell
          description: "Compiling Swift Module 'M' (2 sources)"
          args: ["/usr/bin/swiftc","-module-name","M"]

        "C.tests":
          tool: shell
          description: "Linking ./.build/debug/KitPackageTests.xctest"
          args: ["/usr/bin/swiftc","-o","/b/KitPackageTests.xctest","@/b/Objects.LinkFileList"]
      """
    let build = try DebugBuild(manifest: manifest)
    #expect(build.modules["M"] == ["/usr/bin/swiftc", "-module-name", "M"])
    #expect(build.objectList == "/b/Objects.LinkFileList")
    #expect(build.testProgram == "/b/KitPackageTests.xctest")
  }

  @Test func aPrintedCommandSplitsIntoItsWords() {
    #expect(DebugBuild.words(of: #"a "b c" d\ e 'f"g'"#) == ["a", "b c", "d e", #"f"g"#])
  }

  @Test func aResultIsKeptAcrossRuns() throws {
    let path = FileManager.default.temporaryDirectory.appendingPathComponent(
      "mutants-\(UUID().uuidString).json"
    ).path
    defer { try? FileManager.default.removeItem(atPath: path) }
    ResultStore(path: path).record(.killed(by: "MTests: a test"), for: "key")
    #expect(ResultStore(path: path)["key"] == .killed(by: "MTests: a test"))
    let store = ResultStore(path: path)
    store.keepOnly([])
    #expect(ResultStore(path: path)["key"] == nil)
  }
}
