import Foundation
import Testing

@testable import ExerciseRunner

/// Issue 35: a learner's module that imports Swift Testing can bring a suite of its own into
/// the test program, and forge the report from there. The compiler's loaded-module trace says
/// whether it does.
@Suite struct LoadedModulesTests {
  @Test func aTestFrameworkInTheTraceIsFound() throws {
    let kit = try TemporaryKit()
    try kit.write(
      """
      {"name":"Exercise01Box","swiftmodulesDetailedInfo":[{"name":"Foundation","isImportedDirectly":true},{"name":"Testing","isImportedDirectly":true}]}
      """, to: "trace.json")
    let modules = try #require(LoadedModules(trace: kit.root.appendingPathComponent("trace.json")))
    #expect(modules.names == ["Foundation", "Testing"])
    #expect(modules.testFramework == "Testing")
  }

  @Test func aTraceWithoutOneFindsNone() throws {
    let kit = try TemporaryKit()
    try kit.write(#"{"swiftmodulesDetailedInfo":[{"name":"Observing"}]}"#, to: "trace.json")
    let trace = kit.root.appendingPathComponent("trace.json")
    #expect(LoadedModules(trace: trace)?.testFramework == nil)
    #expect(LoadedModules(trace: kit.root.appendingPathComponent("none.json")) == nil)
  }

  @Test(arguments: [
    ("import Testing", true), ("@_exported import struct Testing.Test", true),
    ("  internal import XCTest", false), ("// import Testing", false),
    ("import TestingHelpers", false), ("let importance = 1", false),
  ])
  func theFileThatImportsItIsNamedFromItsText(line: String, imports: Bool) {
    #expect(LoadedModules.imports("Testing", in: Array("let x = 1\n\(line)\n".utf8)) == imports)
  }
}
