import Foundation

/// The learner's own versions of an exercise, saved by `kit reset` before it
/// puts the starter back: every one of them, numbered, in
/// `Exercises/Saved/NN-name/1`, `…/2`, … — outside `.build`, so `make clean`
/// keeps them, and out of git (`.gitignore`).
///
/// A reset is meant to give a fresh start, never to cost an afternoon's work,
/// so a version is only ever added: a second reset does not overwrite the first.
struct SavedVersions {
  /// One saved version: its number, its folder, when it was saved and its files' names.
  struct Version {
    let number: Int
    let folder: URL
    let saved: Date?
    let files: [String]
  }

  /// `Exercises/Saved/01-dynamic-value`.
  let folder: URL

  /// The saved versions of `exercise`.
  init(of exercise: Exercise) {
    folder = exercise.folder.deletingLastPathComponent()
      .appendingPathComponent("Saved/\(exercise.id)", isDirectory: true)
  }

  /// The versions saved so far, oldest first. Anything in the folder not named by a number is
  /// not one of ours, and is left out.
  func versions() -> [Version] {
    let manager = FileManager.default
    let names = (try? manager.contentsOfDirectory(atPath: folder.path)) ?? []
    return names.compactMap { name -> Version? in
      guard let number = Int(name), number > 0, String(number) == name else { return nil }
      let url = folder.appendingPathComponent(name, isDirectory: true)
      let saved = (try? manager.attributesOfItem(atPath: url.path))?[.modificationDate] as? Date
      let files = ((try? manager.contentsOfDirectory(atPath: url.path)) ?? []).sorted()
      return Version(number: number, folder: url, saved: saved, files: files)
    }.sorted { $0.number < $1.number }
  }

  /// Copies `files` into a new version, numbered one past the newest, and returns its folder.
  func save(_ files: [URL]) throws -> URL {
    let manager = FileManager.default
    try manager.createDirectory(at: folder, withIntermediateDirectories: true)
    var number = (versions().last?.number ?? 0) + 1
    while true {
      let version = folder.appendingPathComponent(String(number), isDirectory: true)
      do {
        // Not "with intermediate directories": that succeeds on a folder that is already
        // there, and two resets at once must never share a number.
        try manager.createDirectory(at: version, withIntermediateDirectories: false)
      } catch {
        guard manager.fileExists(atPath: version.path) else { throw error }
        number += 1
        continue
      }
      for file in files {
        try manager.copyItem(at: file, to: version.appendingPathComponent(file.lastPathComponent))
      }
      return version
    }
  }
}
