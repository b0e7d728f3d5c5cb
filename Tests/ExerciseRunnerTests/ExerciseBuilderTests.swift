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
  private var learners: ExerciseBuilder.LinkedModule {
    .init(name: "Exercise01Box", folder: learnersModule)
  }

  private func arguments(_ product: ExerciseBuilder.Product) -> [String] {
    builder.arguments(
      sources: [URL(fileURLWithPath: "/kit/Exercises/01-box/Box.swift")], module: "Exercise01Box",
      product: product, output: URL(fileURLWithPath: "/kit/.build/exercises/work/out"))
  }

  @Test func eachModuleIsCompiledInSwift6AgainstTheKitsLibrary() {
    for product in [
      ExerciseBuilder.Product.learnersModule(in: learnersModule),
      .tests(on: [learners]), .app,
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
    #expect(arguments(.tests(on: [learners])).contains("-wmo"))
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
    let arguments = arguments(.tests(on: [learners]))
    let yours = try #require(arguments.firstRange(of: ["-I", learnersModule.path]))
    let kits = try #require(arguments.firstRange(of: ["-I", "/kit/.build/debug/Modules"]))
    #expect(yours.lowerBound < kits.lowerBound)
    #expect(arguments.contains(["-lExercise01Box"]))
    #expect(arguments.contains(["-Xlinker", "-rpath", "-Xlinker", learnersModule.path]))
  }

  /// A test the learner writes is a module of its own, on the learner's and the support
  /// module, which the tests' program links with the rest.
  @Test func aModuleOfTheTestsIsALibraryOnTheModulesBeforeIt() throws {
    let support = ExerciseBuilder.LinkedModule(
      name: "Exercise01BoxTestSupport",
      folder: URL(fileURLWithPath: "/kit/.build/exercises/builds/01-box/Exercise01BoxTestSupport"))
    let module = arguments(.module(in: support.folder, on: [learners]))
    #expect(module.contains(["-emit-library"]))
    #expect(module.contains(["-enable-testing"]))
    #expect(module.contains(["-I", learnersModule.path]))
    #expect(module.contains(["-lExercise01Box"]))
    #expect(!module.contains(FileByFile.traceFlag), "only the learner's code may not test")
    let program = arguments(.tests(on: [learners, support]))
    #expect(
      program.contains(["-lExercise01Box"]) && program.contains(["-lExercise01BoxTestSupport"]))
  }

  @Test func anAppHasTopLevelCodeInItsMainFile() {
    #expect(!arguments(.app).contains("-parse-as-library"))
  }

  @Test func theCompilerIsNotAskedForColoursAsItsWordsAreMadeSafeBeforeTheyAreShown() {
    #expect(!arguments(.learnersModule(in: learnersModule)).contains("-color-diagnostics"))
  }
}
