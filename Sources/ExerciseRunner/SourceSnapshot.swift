import Foundation

/// The files one check compiles, read once and copied into its work folder.
///
/// The compiler reads the copies, and the fingerprint the outcome is
/// remembered under is made from the same bytes, so an editor saving while a
/// check runs can never get its new version credited with the old version's
/// outcome: whatever the check says, it says about exactly these bytes.
struct SourceSnapshot {
  /// One file: where it came from, where its copy is, and what it held.
  struct File {
    /// The file in the exercise's folder.
    let original: URL
    /// Its path inside the exercise's folder: `Observable.swift`, `Tests/ObservableTests.swift`.
    let name: String
    /// The copy the compiler reads.
    let copy: URL
    /// The bytes read.
    let bytes: [UInt8]
  }

  /// The files, in the order given.
  let files: [File]

  /// Reads `originals` (files inside `exercise`'s folder) and writes their copies under
  /// `folder`, keeping their paths inside the exercise. A file that went away before it could
  /// be read is left out, as it would be had it gone a moment earlier.
  init(of originals: [URL], in exercise: Exercise, copiedTo folder: URL) throws {
    var files: [File] = []
    for original in originals {
      guard let data = try? Data(contentsOf: original) else { continue }
      let name = Self.name(of: original, in: exercise)
      let copy = folder.appendingPathComponent(name)
      try FileManager.default.createDirectory(
        at: copy.deletingLastPathComponent(), withIntermediateDirectories: true)
      try data.write(to: copy)
      files.append(File(original: original, name: name, copy: copy, bytes: [UInt8](data)))
    }
    self.files = files
  }

  /// The fingerprint of these bytes and `extra` (the kit library's stamp), as the result
  /// cache keeps it.
  func fingerprint(extra: String) -> String {
    ResultCache.fingerprint(of: files.map { ($0.name, $0.bytes) }, extra: extra)
  }

  /// The contents of the files whose name starts with `folder/`, by the rest of their name.
  func contents(under folder: String) -> [String: [UInt8]] {
    Dictionary(
      files.filter { $0.name.hasPrefix(folder + "/") }.map {
        (String($0.name.dropFirst(folder.count + 1)), $0.bytes)
      }, uniquingKeysWith: { first, _ in first })
  }

  /// `text` (the compiler's words) with every copy's path replaced by its original's, as
  /// the learner knows it: `Exercises/01-observable/Observable.swift`.
  func naming(originalsIn text: String) -> String {
    files.reduce(text) { text, file in
      text.replacingOccurrences(
        of: file.copy.path, with: ExerciseBuilder.displayPath(file.original))
    }
  }

  /// `Tests/ObservableTests.swift` for a file in `Exercises/01-observable/Tests`.
  static func name(of file: URL, in exercise: Exercise) -> String {
    let folder = exercise.folder.standardizedFileURL.path + "/"
    let path = file.standardizedFileURL.path
    return path.hasPrefix(folder) ? String(path.dropFirst(folder.count)) : file.lastPathComponent
  }
}
