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

  private let learnersModule = URL(fileURLWithPath: "/kit/.build/exercises/builds/01-box/learner")

  private func arguments(_ product: ExerciseBuilder.Product) -> [String] {
    builder.arguments(
      sources: [URL(fileURLWithPath: "/kit/Exercises/01-box/Box.swift")], module: "Exercise01Box",
      product: product, output: URL(fileURLWithPath: "/kit/.build/exercises/work/out"))
  }

  @Test func eachModuleIsCompiledInSwift6AgainstTheKitsLibrary() {
    for product in [
      ExerciseBuilder.Product.learnersModule(in: learnersModule),
      .tests(on: learnersModule, module: "Exercise01Box"), .app,
    ] {
      let arguments = arguments(product)
      for expected in [
        ["-module-name", "Exercise01Box"], ["-swift-version", "6"],
        ["-enable-upcoming-feature", "ExistentialAny"], ["-target", "x86_64-unknown-linux-gnu"],
        ["-lExerciseKit"], ["-Xlinker", "-rpath", "-Xlinker", "/kit/.build/debug"],
        ["-module-cache-path", "/kit/.build/exercises/ModuleCache"],
      ] {
        #expect(arguments.contains(expected), "\(expected)")
      }
      #expect(
        arguments.suffix(3) == [
          "/kit/Exercises/01-box/Box.swift", "-o", "/kit/.build/exercises/work/out",
        ])
    }
  }

  /// The learner's module file by file, so a save compiles the file it changed; the tests and
  /// an app, which change together, whole.
  @Test func onlyTheLearnersModuleIsCompiledFileByFile() {
    #expect(!arguments(.learnersModule(in: learnersModule)).contains("-wmo"))
    #expect(arguments(.tests(on: learnersModule, module: "Exercise01Box")).contains("-wmo"))
    #expect(arguments(.app).contains("-wmo"))
  }

  @Test func theLearnersModuleIsALibraryTheTestsCanImportTestable() {
    let arguments = arguments(.learnersModule(in: learnersModule))
    for expected in [
      ["-emit-library"], ["-enable-testing"], ["-parse-as-library"],
      ["-emit-module-path", learnersModule.path + "/Exercise01Box.swiftmodule"],
    ] {
      #expect(arguments.contains(expected), "\(expected)")
    }
  }

  @Test func theTestsFindTheLearnersModuleBeforeAnyOtherOfItsName() throws {
    let arguments = arguments(.tests(on: learnersModule, module: "Exercise01Box"))
    let learners = try #require(arguments.firstRange(of: ["-I", learnersModule.path]))
    let kits = try #require(arguments.firstRange(of: ["-I", "/kit/.build/debug/Modules"]))
    #expect(learners.lowerBound < kits.lowerBound)
    #expect(arguments.contains(["-lExercise01Box"]))
    #expect(arguments.contains(["-Xlinker", "-rpath", "-Xlinker", learnersModule.path]))
  }

  @Test func anAppHasTopLevelCodeInItsMainFile() {
    #expect(!arguments(.app).contains("-parse-as-library"))
  }

  @Test func theCompilerIsNotAskedForColoursAsItsWordsAreMadeSafeBeforeTheyAreShown() {
    #expect(!arguments(.learnersModule(in: learnersModule)).contains("-color-diagnostics"))
  }
}
