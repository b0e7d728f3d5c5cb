import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The folder one check works in, under `.build/exercises/work`: the copies of
/// the files it compiles, the test program. Named for the exercise, the
/// process and a count (`01-dynamic-value-4711-2`), so that two checks at once —
/// a watch and a progress list, or a progress list's parallel checks — never
/// share one.
///
/// The check removes it on its way out, whichever way that is (see
/// `ExerciseBuilder.check`). Only a process killed outright (SIGKILL, a power
/// cut) leaves one behind, and the next runner to start removes every folder
/// whose process is gone (`removeStale`).
struct WorkFolder {
  let url: URL

  private static let counter = Counter()

  /// Makes a new, empty work folder for `exercise` under `parent`.
  static func make(for exercise: Exercise, in parent: URL) throws -> WorkFolder {
    let name = "\(exercise.id)-\(getpid())-\(counter.next())"
    let url = parent.appendingPathComponent(name, isDirectory: true)
    try? FileManager.default.removeItem(at: url)
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return WorkFolder(url: url)
  }

  /// Removes the folder and everything in it.
  func remove() { try? FileManager.default.removeItem(at: url) }

  /// Removes the folders under `parent` left by processes that no longer run.
  static func removeStale(in parent: URL) {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: parent.path)) ?? []
    for name in names {
      guard let owner = owner(ofFolderNamed: name), !isRunning(owner) else { continue }
      try? FileManager.default.removeItem(at: parent.appendingPathComponent(name))
    }
  }

  /// The process that made the folder called `name`: the number before the count, or the
  /// last number in a folder from a runner that named them `01-dynamic-value-4711`. `nil` for
  /// a name not made by a runner.
  static func owner(ofFolderNamed name: String) -> pid_t? {
    let parts = name.split(separator: "-")
    guard parts.count >= 3, let last = pid_t(parts[parts.count - 1]) else { return nil }
    return pid_t(parts[parts.count - 2]) ?? last
  }

  /// Whether a process numbered `pid` runs. One that merely reuses the number keeps the
  /// folder until it ends too; that costs a little disk, never someone's files.
  private static func isRunning(_ pid: pid_t) -> Bool {
    pid > 0 && (kill(pid, 0) == 0 || errno == EPERM)
  }
}

/// A number that goes up by one each time it is asked for, from any thread.
final class Counter: @unchecked Sendable {
  private let lock = NSLock()
  private var value = 0

  func next() -> Int {
    lock.withLock {
      value += 1
      return value
    }
  }
}
