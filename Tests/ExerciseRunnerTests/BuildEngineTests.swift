import Foundation
import Spawning
import Testing

@testable import ExerciseRunner

/// Issue 46: the runner compiles with the commands SwiftPM's native build engine records, which
/// Swift Build, the engine SwiftPM is moving to, does not write. So `make` builds the exercises'
/// library with the native engine named, whichever is the default, and without it when SwiftPM
/// has none. The kit's real `Makefile` runs here with a stand-in `swift` that writes down what
/// it was asked. (`make exercises-ci` runs exercise 01 through a real `swift` that defaults to
/// Swift Build, with and without the native engine.)
@Suite struct BuildEngineTests {
  /// The `swift build` commands `make exercise` ran, one line each, with a `swift` that has the
  /// native engine or not.
  func builds(nativeEngine: Bool) throws -> [String] {
    let folder = try TemporaryKit()
    try folder.writeProgram(
      """
      #!/bin/sh
      echo "$*" >> '\(folder.root.path)/asked'
      case "$*" in *native*) [ \(nativeEngine ? "yes" : "no") = yes ] || exit 64 ;; esac
      case "$*" in *--show-bin-path*) echo '\(folder.root.path)' ;; esac

      """, to: "swift")
    try folder.writeProgram("#!/bin/sh\n", to: "kit")
    let arguments = [
      "-s", "-f", MakefileTests.makefile.path, "exercise", "SWIFT=\(folder.root.path)/swift",
    ]
    let pid = try ContainedProcess.spawning.withLock {
      try ChildProcess.spawn(
        "/bin/sh",
        arguments: ["-c", "cd \"$0\" && exec make \"$@\"", folder.root.path] + arguments,
        input: .nullDevice, output: .nullDevice, error: .nullDevice)
    }
    #expect(ChildProcess.wait(for: pid, timeLimit: .seconds(60)) == .exited(0))
    let asked = try #require(folder.read("asked"), "make never ran swift")
    return asked.split(separator: "\n").map(String.init).filter {
      $0.hasPrefix("build") && !$0.contains("--show-bin-path")
    }
  }

  @Test func theExercisesLibraryIsBuiltWithTheNativeEngineNamed() throws {
    let builds = try builds(nativeEngine: true)
    #expect(builds.contains { $0.contains("--product ExerciseKit") })
    #expect(builds.allSatisfy { $0.contains("--build-system native") }, "\(builds)")
  }

  @Test func aSwiftPMWithoutTheNativeEngineBuildsWithItsOwn() throws {
    let builds = try builds(nativeEngine: false)
    #expect(builds.contains { $0.contains("--product ExerciseKit") })
    #expect(builds.allSatisfy { !$0.contains("--build-system") }, "\(builds)")
  }
}
