import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Where one exercise is built, kept from check to check so that the compiler
/// rebuilds only what a save changed: `.build/exercises/builds/01-dynamic-value`,
/// holding the copies of the files (`SourceSnapshot`), the compiler's objects
/// and dependency records, and the test program.
///
/// One check at a time may use it — a watch and a progress list in another
/// terminal must not build into each other — so it is claimed with a lock
/// (`flock`, let go by the system if the process dies). A check that finds it
/// taken builds from scratch in a `WorkFolder` of its own instead.
final class BuildFolder {
  /// The folder.
  let url: URL
  private let lock: Int32

  private init(url: URL, lock: Int32) {
    self.url = url
    self.lock = lock
  }

  deinit { close(lock) }

  /// The build folder of `exercise` under `parent`, or `nil` when another check has it.
  static func claim(for exercise: Exercise, in parent: URL) throws -> BuildFolder? {
    let url = parent.appendingPathComponent(exercise.id, isDirectory: true)
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    let lock = open(url.appendingPathComponent(".lock").path, O_CREAT | O_RDWR | O_CLOEXEC, 0o644)
    guard lock >= 0 else { return nil }
    guard flock(lock, LOCK_EX | LOCK_NB) == 0 else {
      close(lock)
      return nil
    }
    return BuildFolder(url: url, lock: lock)
  }

  /// Forgets what was built, after a compile that was cut short: it might have left things
  /// half done that the next one would trust.
  func forgetBuild() { Self.forgetBuild(in: url) }

  /// `forgetBuild()` for the build folder at `url`, which the caller holds.
  static func forgetBuild(in url: URL) {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []
    for name in names where name != ".lock" {
      try? FileManager.default.removeItem(at: url.appendingPathComponent(name))
    }
  }
}
