import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The learner's own versions of an exercise, saved by `kit reset` before it
/// puts the starter back: every one of them, numbered, in
/// `Exercises/Saved/NN-name/1`, `…/2`, … — outside `.build`, so `make clean`
/// keeps them, and out of git (`.gitignore`).
///
/// A reset is meant to give a fresh start, never to cost an afternoon's work,
/// so a version is only ever added: a second reset does not overwrite the first.
/// And it is added whole or not at all: its files are written into a folder of
/// their own, hidden by its name (`.saving-…`), which takes its number only once
/// every file is on the disk. A reset that fails half way — a full disk — leaves
/// no version behind, let alone one with an empty file to copy back.
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
  /// not one of ours, and is left out. So is an empty file, which a reset before issue 26 could
  /// leave on a full disk, and a version with nothing else in it: nothing to take back.
  func versions() -> [Version] {
    let manager = FileManager.default
    let names = (try? manager.contentsOfDirectory(atPath: folder.path)) ?? []
    return names.compactMap { name -> Version? in
      guard let number = Int(name), number > 0, String(number) == name else { return nil }
      let url = folder.appendingPathComponent(name, isDirectory: true)
      let saved = (try? manager.attributesOfItem(atPath: url.path))?[.modificationDate] as? Date
      let files = ((try? manager.contentsOfDirectory(atPath: url.path)) ?? []).sorted().filter {
        let size =
          (try? manager.attributesOfItem(atPath: url.appendingPathComponent($0).path))?[
            .size] as? NSNumber
        return (size?.intValue ?? 0) > 0
      }
      guard !files.isEmpty else { return nil }
      return Version(number: number, folder: url, saved: saved, files: files)
    }.sorted { $0.number < $1.number }
  }

  /// Copies `files` into a new version, numbered one past the newest, and returns its folder.
  func save(_ files: [URL]) throws -> URL {
    try FileAccess.makeFolder(folder)
    let incoming = folder.appendingPathComponent(
      ".saving-\(getpid())-\(Self.counter.next())", isDirectory: true)
    try FileAccess.makeFolder(incoming)
    defer { try? FileManager.default.removeItem(at: incoming) }
    for file in files {
      let bytes = try FileAccess.read(file)
      do {
        try FileAccess.write(bytes, to: incoming.appendingPathComponent(file.lastPathComponent))
      } catch {
        throw FileProblem(.writing, folder, code: error.code)  // Named as the learner knows it.
      }
    }
    var number = (versions().last?.number ?? 0) + 1
    while true {
      let version = folder.appendingPathComponent(String(number), isDirectory: true)
      // A rename does not replace a folder with something in it: two resets at once never
      // share a number. (An empty one, which nothing lists, it may replace.)
      if rename(incoming.path, version.path) == 0 { return version }
      guard errno == EEXIST || errno == ENOTEMPTY else {
        throw FileProblem(.writing, version, code: errno)
      }
      number += 1
    }
  }

  private static let counter = Counter()
}
