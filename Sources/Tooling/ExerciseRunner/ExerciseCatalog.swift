import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Every exercise of the kit, in order, found by looking at `Exercises/`.
public struct ExerciseCatalog: Sendable {
  /// The kit's folder, where `Package.swift` is.
  public let packageRoot: URL
  /// The exercises, by number.
  public let exercises: [Exercise]

  /// Why the exercises cannot be found.
  public enum LoadError: Error, Equatable, CustomStringConvertible {
    /// Neither this folder nor any folder above it holds `Package.swift` and `Exercises/`.
    case notInKit(searchedFrom: String)
    /// The current folder cannot be known, as the system says: its path is too long, say.
    case unusableFolder(String)

    public var description: String {
      switch self {
      case .notInKit(let start):
        "no Exercises/ folder next to a Package.swift in \(start) or above it; "
          + "run kit from the kit's folder"
      case .unusableFolder(let problem): problem
      }
    }
  }

  /// The exercises of the kit at `packageRoot`.
  public init(packageRoot: URL) {
    self.packageRoot = packageRoot
    let folder = packageRoot.appendingPathComponent("Exercises")
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    exercises = names.sorted().compactMap {
      Exercise(folder: folder.appendingPathComponent($0, isDirectory: true))
    }
  }

  /// The catalog of the kit that holds the current folder, looking upwards from it.
  public static func find() throws(LoadError) -> ExerciseCatalog {
    let directory: URL
    do {
      directory = try FileAccess.currentDirectory()
    } catch {
      throw .unusableFolder("the current folder: \(error)")
    }
    return try find(from: directory)
  }

  /// The catalog of the kit that holds `directory`, looking upwards from it.
  public static func find(from directory: URL) throws(LoadError) -> ExerciseCatalog {
    var candidate = directory.standardizedFileURL
    while true {
      let manager = FileManager.default
      let package = candidate.appendingPathComponent("Package.swift")
      // A folder whose path the system cannot take may well be the kit: say so.
      if access(package.path, F_OK) != 0, errno == ENAMETOOLONG {
        throw .unusableFolder(FileProblem(.reading, candidate, code: ENAMETOOLONG).description)
      }
      if manager.fileExists(atPath: package.path),
        manager.fileExists(atPath: candidate.appendingPathComponent("Exercises").path)
      {
        return ExerciseCatalog(packageRoot: candidate)
      }
      let parent = candidate.deletingLastPathComponent()
      if parent.path == candidate.path { throw .notInKit(searchedFrom: directory.path) }
      candidate = parent
    }
  }

  /// The exercise a learner means by `name`: `dynamic-value`, `01-dynamic-value`, `01` or `1`.
  public func exercise(named name: String) -> Exercise? {
    exercises.first { exercise in
      exercise.name == name || exercise.id == name || Int(name) == exercise.number
    }
  }

  /// The exercise after `exercise`, if any.
  public func exercise(after exercise: Exercise) -> Exercise? {
    exercises.first { $0.number > exercise.number }
  }

  /// The names the commands accept, for a message about a name that is not one of them.
  public var names: String { exercises.map(\.name).joined(separator: ", ") }
}
