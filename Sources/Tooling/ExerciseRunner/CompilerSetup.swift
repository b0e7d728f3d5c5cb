import Foundation

/// What the runner tells `swiftc` besides the exercise's own files, all of
/// it taken from SwiftPM's record of its own build (`BuildManifest`): the
/// command that compiled a test target of the kit, and the command that
/// linked the kit's test product.
///
/// Three things are taken:
/// - the compiler SwiftPM used (the kit's modules must be read by the same one);
/// - the platform: `-target` and `-sdk` as SwiftPM passed them;
/// - what makes `import Testing` work: every search path SwiftPM gives a test
///   target, and the run-paths it gives the test product. On Linux that is
///   only the kit's own `Modules` folder, because Swift Testing sits in the
///   toolchain's library folder. On macOS, Swift Testing is `Testing.framework`
///   in a developer folder that differs between Xcode and the Command Line
///   Tools; SwiftPM knows which, and these options are how the runner learns
///   it without guessing.
public struct CompilerSetup: Equatable, Sendable {
  /// The compiler.
  public let swiftc: String
  /// `-target …` and `-sdk …`, when SwiftPM passed them.
  public let platformFlags: [String]
  /// The search paths of a test target, for compiling and linking.
  public let testingFlags: [String]
  /// Run-paths, so the built program finds Swift Testing's library when it runs.
  public let testingLinkFlags: [String]

  /// Why the setup could not be read.
  public enum ReadError: Error, Equatable, CustomStringConvertible {
    /// The manifest has no compile command for this module.
    case missingCommand(String)

    public var description: String {
      switch self {
      case .missingCommand(let module):
        "SwiftPM's build record (.build/debug.yaml) has no command for \(module); "
          + "build the kit first (make exercises does)"
      }
    }
  }

  /// The options whose value is a path to search.
  static let searchPathOptions: Set = [
    "-F", "-Fsystem", "-I", "-L", "-plugin-path", "-external-plugin-path",
    "-load-plugin-library", "-load-plugin-executable",
  ]

  /// Reads the setup from a manifest, from the compile command of `testTarget`.
  public init(manifest: BuildManifest, testTarget: String) throws(ReadError) {
    guard let arguments = manifest.compileArguments(ofModule: testTarget) else {
      throw .missingCommand(testTarget)
    }
    swiftc = arguments.first ?? "swiftc"
    platformFlags = Self.pairs(in: arguments, options: ["-target", "-sdk"]).flatMap { $0 }
    testingFlags = Self.pairs(in: arguments, options: Self.searchPathOptions).flatMap { $0 }
    testingLinkFlags = Self.runPaths(in: manifest.testProductLinkArguments() ?? []).flatMap {
      ["-Xlinker", "-rpath", "-Xlinker", $0]
    }
  }

  /// On Linux, the toolchain's own `lld` when it has one: it links a learner's module in about
  /// half the time of the system's `gold`, a tenth of a second of every check. macOS's linker
  /// is fast already.
  public var linkerFlags: [String] {
    #if os(Linux)
      let lld = (swiftc as NSString).deletingLastPathComponent + "/ld.lld"
      return FileManager.default.isExecutableFile(atPath: lld) ? ["-use-ld=lld"] : []
    #else
      return []
    #endif
  }

  /// Every `option value` pair in `arguments` whose option is in `options`, in order, once each.
  static func pairs(in arguments: [String], options: Set<String>) -> [[String]] {
    var found: [[String]] = []
    for index in arguments.indices.dropLast() where options.contains(arguments[index]) {
      let pair = [arguments[index], arguments[index + 1]]
      if !found.contains(pair) { found.append(pair) }
    }
    return found
  }

  /// The absolute run-paths in a link command: `-Xlinker -rpath -Xlinker PATH`.
  /// Paths relative to the binary (`$ORIGIN`, `@loader_path`) belong to the test
  /// product's own location and are left out.
  static func runPaths(in arguments: [String]) -> [String] {
    var paths: [String] = []
    for index in arguments.indices where index + 3 < arguments.count {
      guard arguments[index] == "-Xlinker", arguments[index + 1] == "-rpath",
        arguments[index + 2] == "-Xlinker"
      else { continue }
      let path = arguments[index + 3]
      if path.hasPrefix("/"), !paths.contains(path) { paths.append(path) }
    }
    return paths
  }
}
