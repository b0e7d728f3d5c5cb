import Foundation

/// The starter's files put back over the learner's, all or none: each is first written whole
/// beside the file it replaces (`FileAccess.writeBeside`), and only once every one of them is
/// on the disk are they renamed into place, which needs no room on the disk. A full disk stops
/// the first step, which then changes nothing. Only a rename that fails (which a full disk does
/// not cause) can leave some files replaced and others not, and then `Failure` says which.
enum StarterRestore {
  /// A reset that could not finish: what stopped it, and which files are the starter's now.
  struct Failure: Error {
    let problem: FileProblem
    /// The files replaced before it stopped; every other file is as it was.
    let restored: [URL]

    /// What each of `files` (the starter's, in the exercise's folder) is now, a line each;
    /// `changed` are those the reset was to replace, the others being the starter's already.
    func states(of files: [URL], changed: [URL]) -> [String] {
      guard !restored.isEmpty else {
        let folder = files.first.map { ExerciseBuilder.displayPath($0.deletingLastPathComponent()) }
        return ["Nothing was reset: every file in \(folder ?? ".")/ is yours, as it was."]
      }
      return files.map { file in
        let starter = restored.contains(file) || !changed.contains(file)
        return ExerciseBuilder.displayPath(file)
          + (starter ? " is the starter again." : " is still yours: not reset.")
      }
    }
  }

  /// Replaces each `file` with its `bytes`, all or none as far as the system allows; `rename`
  /// puts a written file in place (`FileAccess.replace`, which tests stand in for).
  static func put(
    _ files: [(file: URL, bytes: [UInt8])],
    rename: (URL, URL) throws(FileProblem) -> Void = FileAccess.replace
  ) throws(Failure) {
    var written: [URL] = []
    for (file, bytes) in files {
      do {
        written.append(try FileAccess.writeBeside(file, bytes))
      } catch {
        for temporary in written { unlink(temporary.path) }
        throw Failure(problem: error, restored: [])
      }
    }
    for (index, (file, temporary)) in zip(files.map(\.file), written).enumerated() {
      do {
        try rename(file, temporary)
      } catch {
        for left in written[index...] { unlink(left.path) }
        throw Failure(problem: error, restored: files.prefix(index).map(\.file))
      }
    }
  }
}
