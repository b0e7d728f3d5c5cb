import Foundation
import Spawning

/// The kit as SwiftPM built it, which is what exercises compile against:
/// the `ExerciseKit` dynamic library (Observing, NewsCore, TerminalUI and
/// ExerciseSupport in one), their `.swiftmodule` files, and SwiftPM's record
/// of the commands it ran. The runner's own products go under
/// `.build/exercises`, next to SwiftPM's, and out of git.
public struct KitBuild: Sendable {
  /// The kit's folder.
  public let packageRoot: URL

  /// The product every exercise links.
  public static let libraryProduct = "ExerciseKit"

  /// Creates the description of the build in `packageRoot/.build`.
  public init(packageRoot: URL) { self.packageRoot = packageRoot }

  /// SwiftPM's folder for debug products, symlinks resolved: the module cache
  /// must not be reached through `.build/debug`, or clang sees one module at
  /// two paths ("module defined in both…").
  public var binFolder: URL {
    FileAccess.resolvingSymlinks(packageRoot.appendingPathComponent(".build/debug"))
  }

  /// The `.swiftmodule` files of the kit's targets.
  public var modulesFolder: URL { binFolder.appendingPathComponent("Modules") }

  /// The dynamic library.
  public var library: URL {
    #if canImport(Darwin)
      binFolder.appendingPathComponent("lib\(Self.libraryProduct).dylib")
    #else
      binFolder.appendingPathComponent("lib\(Self.libraryProduct).so")
    #endif
  }

  /// SwiftPM's record of its commands.
  public var manifest: URL { packageRoot.appendingPathComponent(".build/debug.yaml") }

  /// Where the runner builds, caches and remembers, symlinks resolved: the module cache in
  /// it must have one path only, as `binFolder` says.
  public var scratchFolder: URL {
    FileAccess.resolvingSymlinks(packageRoot.appendingPathComponent(".build"))
      .appendingPathComponent("exercises")
  }

  /// Where each check has a folder of its own while it runs (`WorkFolder`).
  public var workFolder: URL { scratchFolder.appendingPathComponent("work") }

  /// Where each exercise is built from check to check (`BuildFolder`).
  public var buildsFolder: URL { scratchFolder.appendingPathComponent("builds") }

  /// Whether the library and the record of its build are there.
  public var isBuilt: Bool {
    FileManager.default.fileExists(atPath: library.path)
      && FileManager.default.fileExists(atPath: manifest.path)
  }

  /// How SwiftPM is asked for its native build engine, the one that records the commands it
  /// runs (`.build/debug.yaml`), which the runner compiles exercises with. Swift Build, the
  /// engine SwiftPM is moving to, writes no such record, so the engine is named, whichever
  /// SwiftPM makes the default.
  public static let nativeEngine = ["--build-system", "native"]

  /// Whether this SwiftPM still has its native build engine: asked, not assumed, as a SwiftPM
  /// that has dropped it refuses the option.
  func hasNativeEngine() throws -> Bool {
    let run = try ContainedProcess.run(
      "swift",
      arguments: ["build"] + Self.nativeEngine + [
        "--package-path", packageRoot.path, "--show-bin-path",
      ],
      environment: ProcessInfo.processInfo.environment, timeLimit: .seconds(120),
      output: BoundedLines(keep: .last, maximumLines: 20))
    return run.termination == .exited(0)
  }

  /// Builds the library with SwiftPM's native engine, contained as a check's compiler is (it
  /// ends with the runner, however the runner ends); SwiftPM's last words when it fails, `nil`
  /// when it built.
  func build() throws -> String? {
    let run = try ContainedProcess.run(
      "swift",
      arguments: ["build"] + Self.nativeEngine + [
        "--package-path", packageRoot.path, "--product", Self.libraryProduct,
      ], environment: ProcessInfo.processInfo.environment, timeLimit: .seconds(3_600),
      output: BoundedLines(keep: .last, maximumLines: 200))
    return run.termination == .exited(0) ? nil : run.output.text
  }

  /// The compiler setup SwiftPM used, read from its record.
  public func compilerSetup() throws -> CompilerSetup {
    let text = try String(contentsOf: manifest, encoding: .utf8)
    return try CompilerSetup(
      manifest: BuildManifest(text: text), testTarget: "ExerciseSupportTests")
  }

  /// A fingerprint of the library, so cached results are dropped when the kit is rebuilt.
  public func libraryStamp() -> String {
    let attributes = try? FileManager.default.attributesOfItem(atPath: library.path)
    let date = (attributes?[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0
    let size = (attributes?[.size] as? NSNumber)?.intValue ?? 0
    return "\(date)-\(size)"
  }
}
