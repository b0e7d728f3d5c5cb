import Foundation
import Testing

@testable import ExerciseRunner

@Suite struct ExerciseBuilderTests {
  private let builder: ExerciseBuilder = {
    let manifest = BuildManifest(
      text: """
          "C.ExerciseSupportTests-x86_64-unknown-linux-gnu-debug.module":
            args: ["/opt/swift/usr/bin/swiftc","-I","/kit/.build/debug/Modules","-target","x86_64-unknown-linux-gnu"]

        """)
    let setup = try! CompilerSetup(manifest: manifest, testTarget: "ExerciseSupportTests")
    return ExerciseBuilder(kit: KitBuild(packageRoot: URL(fileURLWithPath: "/kit")), setup: setup)
  }()

  private func arguments(asLibrary: Bool) -> [String] {
    builder.arguments(
      sources: [URL(fileURLWithPath: "/kit/Exercises/01-box/Box.swift")], module: "Exercise01Box",
      output: URL(fileURLWithPath: "/kit/.build/exercises/work/tests"), asLibrary: asLibrary)
  }

  @Test func testsAreOneWholeModuleInSwift6AgainstTheKitsLibrary() {
    let arguments = arguments(asLibrary: true)
    for expected in [
      ["-module-name", "Exercise01Box"], ["-swift-version", "6"], ["-wmo"], ["-parse-as-library"],
      ["-enable-upcoming-feature", "ExistentialAny"], ["-target", "x86_64-unknown-linux-gnu"],
      ["-lExerciseKit"], ["-Xlinker", "-rpath", "-Xlinker", "/kit/.build/debug"],
      ["-module-cache-path", "/kit/.build/exercises/ModuleCache"],
    ] {
      #expect(arguments.contains(expected), "\(expected)")
    }
    #expect(
      arguments.suffix(3) == [
        "/kit/Exercises/01-box/Box.swift", "-o", "/kit/.build/exercises/work/tests",
      ])
  }

  @Test func anAppHasTopLevelCodeInItsMainFile() {
    #expect(!arguments(asLibrary: false).contains("-parse-as-library"))
  }

  @Test func theCompilerIsNotAskedForColoursAsItsWordsAreMadeSafeBeforeTheyAreShown() {
    #expect(!arguments(asLibrary: true).contains("-color-diagnostics"))
  }
}
