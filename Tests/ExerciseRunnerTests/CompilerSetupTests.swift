import Testing

@testable import ExerciseRunner

/// Two manifests in SwiftPM's format, cut down to the commands the runner reads. The Linux one is
/// copied from a real build of the kit; the macOS one is written after SwiftPM's rules for a Mac
/// with Xcode, where Swift Testing is a framework outside the toolchain.
private enum Manifests {
  static let linux = """
    client:
      name: basic
    commands:
      "C.ExerciseSupport-x86_64-unknown-linux-gnu-debug.module":
        tool: shell
        args: ["/opt/swift/usr/bin/swiftc","-module-name","ExerciseSupport","-I","/kit/.build/x86_64-unknown-linux-gnu/debug/Modules","-target","x86_64-unknown-linux-gnu","-swift-version","6"]

      "C.ExerciseSupportTests-x86_64-unknown-linux-gnu-debug.module":
        tool: shell
        args: ["/opt/swift/usr/bin/swiftc","-module-name","ExerciseSupportTests","-I","/kit/.build/x86_64-unknown-linux-gnu/debug/Modules","-target","x86_64-unknown-linux-gnu","-Xfrontend","-enable-cross-import-overlays"]

      "C.NewsArchitecturesPackageTests-x86_64-unknown-linux-gnu-debug.test":
        tool: shell
        args: ["/opt/swift/usr/bin/swiftc","-L","/kit/.build/x86_64-unknown-linux-gnu/debug","-Xlinker","-rpath=$ORIGIN","-target","x86_64-unknown-linux-gnu"]

    """

  static let frameworks =
    "/Applications/Xcode.app/Contents/Developer/Platforms/MacOSX.platform/Developer/Library/Frameworks"
  static let developerLib =
    "/Applications/Xcode.app/Contents/Developer/Platforms/MacOSX.platform/Developer/usr/lib"
  static let sdk =
    "/Applications/Xcode.app/Contents/Developer/Platforms/MacOSX.platform/Developer/SDKs/MacOSX.sdk"
  static let swiftc =
    "/Applications/Xcode.app/Contents/Developer/Toolchains/XcodeDefault.xctoolchain/usr/bin/swiftc"

  static let macOS = """
    commands:
      "C.ExerciseSupport-arm64-apple-macosx14.0-debug.module":
        tool: shell
        args: ["\(swiftc)","-module-name","ExerciseSupport","-I","/kit/.build/arm64-apple-macosx/debug/Modules","-target","arm64-apple-macosx14.0","-sdk","\(sdk)","-F","\(sdk)/System/Library/Frameworks"]

      "C.ExerciseSupportTests-arm64-apple-macosx14.0-debug.module":
        tool: shell
        args: ["\(swiftc)","-module-name","ExerciseSupportTests","-I","/kit/.build/arm64-apple-macosx/debug/Modules","-target","arm64-apple-macosx14.0","-sdk","\(sdk)","-F","\(sdk)/System/Library/Frameworks","-F","\(frameworks)","-I","\(developerLib)","-L","\(developerLib)"]

      "C.NewsArchitecturesPackageTests-arm64-apple-macosx14.0-debug.test":
        tool: shell
        args: ["\(swiftc)","-L","/kit/.build/arm64-apple-macosx/debug","-Xlinker","-rpath","-Xlinker","@loader_path","-Xlinker","-rpath","-Xlinker","\(frameworks)","-Xlinker","-rpath","-Xlinker","\(developerLib)","-target","arm64-apple-macosx14.0"]

    """
}

@Suite struct CompilerSetupTests {
  private func setup(_ text: String) throws -> CompilerSetup {
    try CompilerSetup(manifest: BuildManifest(text: text), testTarget: "ExerciseSupportTests")
  }

  @Test func onLinuxSwiftTestingNeedsNothingBeyondTheKitsModules() throws {
    let setup = try setup(Manifests.linux)
    #expect(setup.swiftc == "/opt/swift/usr/bin/swiftc")
    #expect(setup.platformFlags == ["-target", "x86_64-unknown-linux-gnu"])
    #expect(setup.testingFlags == ["-I", "/kit/.build/x86_64-unknown-linux-gnu/debug/Modules"])
    #expect(setup.testingLinkFlags.isEmpty, "$ORIGIN belongs to the test product, not to us")
  }

  @Test func onMacOSTheTestTargetsSearchPathsAndRunPathsAreTaken() throws {
    let setup = try setup(Manifests.macOS)
    #expect(setup.swiftc == Manifests.swiftc)
    #expect(setup.platformFlags == ["-target", "arm64-apple-macosx14.0", "-sdk", Manifests.sdk])
    #expect(
      setup.testingFlags == [
        "-I", "/kit/.build/arm64-apple-macosx/debug/Modules",
        "-F", "\(Manifests.sdk)/System/Library/Frameworks",
        "-F", Manifests.frameworks, "-I", Manifests.developerLib, "-L", Manifests.developerLib,
      ])
    #expect(
      setup.testingLinkFlags == [
        "-Xlinker", "-rpath", "-Xlinker", Manifests.frameworks,
        "-Xlinker", "-rpath", "-Xlinker", Manifests.developerLib,
      ])
  }

  @Test func aManifestWithoutTheCommandsSaysWhichIsMissing() {
    #expect(throws: CompilerSetup.ReadError.missingCommand("ExerciseSupportTests")) {
      try setup("commands:\n")
    }
  }

  @Test func theManifestReadsEachCommandsArguments() {
    let manifest = BuildManifest(text: Manifests.linux)
    #expect(manifest.compileArguments(ofModule: "ExerciseSupport")?.count == 9)
    #expect(manifest.compileArguments(ofModule: "Exercise") == nil)
    #expect(manifest.testProductLinkArguments()?.contains("-rpath=$ORIGIN") == true)
  }
}
