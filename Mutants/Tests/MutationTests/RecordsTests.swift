import Foundation
import Testing

@testable import Mutation

/// What the runner keeps and reads: the equivalent survivors' list, the build's record.
@Suite struct RecordsTests {
  @Test func anEquivalentSurvivorMatchesByFileAndChangeNearestItsLine() {
    let mutant = { (line: Int) in
      Mutant(
        file: "Sources/M/F.swift", line: line, column: 1, kind: .deleteCall, edits: [],
        change: "`x()` deleted")
    }
    let list = Equivalents(
      text: """
        # why each survivor lives
        Sources/M/F.swift:12: delete a call: `x()` deleted — x only logs
        Sources/M/F.swift:90: delete a call: `y()` deleted — gone since
        not an entry
        """)
    #expect(list.unreadable == ["not an entry"])
    let (reasons, unmatched) = list.match([mutant(40), mutant(14)])
    #expect(reasons.mapValues(\.reason) == [1: "x only logs"])
    #expect(unmatched.map(\.line) == [90])
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
