import Foundation

/// The files one check compiles, read once and copied into the folder the
/// compiler reads them from.
///
/// The compiler reads the copies, and the fingerprint the outcome is
/// remembered under is made from the same bytes, so an editor saving while a
/// check runs can never get its new version credited with the old version's
/// outcome: whatever the check says, it says about exactly these bytes.
///
/// A copy that already holds the same bytes is left untouched, so that an
/// incremental build (`ExerciseBuilder`) sees only the files that changed.
struct SourceSnapshot {
  /// One file: where it came from, where its copy is, and what it held.
  struct File {
    /// The file in the exercise's folder.
    let original: URL
    /// The name it is fingerprinted by: `DynamicValue.swift`, `Tests/DynamicValueTests.swift`.
    let name: String
    /// The copy the compiler reads.
    let copy: URL
    /// The bytes read.
    let bytes: [UInt8]

    /// Whether it is one of the exercise's tests, or of what they and the learner's test use.
    var isTest: Bool { name.hasPrefix("Tests/") }
    /// Whether it is what the learner's test may use (`Tests/Support/`).
    var isSupport: Bool { name.hasPrefix("Tests/Support/") }
  }

  /// The files, sources first, then tests.
  let files: [File]
  /// The copies written now because they held something else: what an incremental build must
  /// recompile.
  let rewritten: Set<URL>

  /// Reads `sources` (the learner's, the starter's or the solution's files) and `tests`, and
  /// copies them into `folder` (the tests into its `Tests` folder). A file that went away
  /// before it could be read is left out, as it would be had it gone a moment earlier; a copy
  /// of a file no longer there is removed. One that is not a file (a FIFO, a device) stops the
  /// check before anything is compiled.
  init(sources: [URL], tests: [URL], copiedTo folder: URL) throws {
    var files: [File] = []
    var rewritten: Set<URL> = []
    for (original, name, data) in try Self.read(sources: sources, tests: tests, refusing: true) {
      let copy = folder.appendingPathComponent(name)
      if (try? FileAccess.read(copy)) != data {
        try FileAccess.makeFolder(copy.deletingLastPathComponent())
        try FileAccess.write(data, to: copy)
        rewritten.insert(copy)
      }
      files.append(File(original: original, name: name, copy: copy, bytes: data))
    }
    self.files = files
    self.rewritten = rewritten
    let kept = Set(files.map(\.copy.path))
    let tests = folder.appendingPathComponent("Tests")
    for copy in Exercise.swiftFiles(in: folder) + Exercise.swiftFiles(in: tests)
      + Exercise.swiftFiles(in: tests.appendingPathComponent("Support"))
    where !kept.contains(copy.path) {
      try? FileManager.default.removeItem(at: copy)
    }
  }

  /// The fingerprint of these bytes and `extra` (the kit library's stamp), as the result
  /// cache keeps it.
  func fingerprint(extra: String) -> String {
    ResultCache.fingerprint(of: files.map { ($0.name, $0.bytes) }, extra: extra)
  }

  /// The fingerprint a snapshot of `sources` and `tests` would have now, with nothing copied:
  /// how a remembered result is looked up without a check.
  static func fingerprint(sources: [URL], tests: [URL], extra: String) -> String {
    ResultCache.fingerprint(
      of: (try? read(sources: sources, tests: tests, refusing: false))?.map {
        ($0.name, $0.data)
      } ?? [], extra: extra)
  }

  /// Each file of `sources`, then of `tests`, that can be read, under the name it is
  /// fingerprinted and copied by; with `refusing`, one that is not a file is an error rather
  /// than left out. Never waits on a FIFO, nor reads a device (`FileAccess.read`).
  private static func read(sources: [URL], tests: [URL], refusing: Bool) throws(FileProblem)
    -> [(original: URL, name: String, data: [UInt8])]
  {
    var read: [(original: URL, name: String, data: [UInt8])] = []
    for (file, isTest) in sources.map({ ($0, false) }) + tests.map({ ($0, true) }) {
      do {
        read.append((file, name(of: file, isTest: isTest), try FileAccess.read(file)))
      } catch  where refusing && error.kind != nil {
        throw error
      } catch {}
    }
    return read
  }

  /// The contents of the files whose name starts with `folder/`, by the rest of their name.
  func contents(under folder: String) -> [String: [UInt8]] {
    Dictionary(
      files.filter { $0.name.hasPrefix(folder + "/") }.map {
        (String($0.name.dropFirst(folder.count + 1)), $0.bytes)
      }, uniquingKeysWith: { first, _ in first })
  }

  /// `text` (the compiler's words) with every copy's path replaced by its original's, as
  /// the learner knows it: `Exercises/01-dynamic-value/DynamicValue.swift`.
  func naming(originalsIn text: String) -> String {
    files.reduce(text) { text, file in
      text.replacingOccurrences(
        of: file.copy.path, with: ExerciseBuilder.displayPath(file.original))
    }
  }

  /// The name a file is fingerprinted and copied by: `DynamicValue.swift` for a source, whether
  /// the learner's, the starter's or the solution's, `Tests/DynamicValueTests.swift` for a test,
  /// and `Tests/Support/ScriptedFeedLoader.swift` for what the learner's test may use.
  private static func name(of file: URL, isTest: Bool) -> String {
    guard isTest else { return file.lastPathComponent }
    let folder = file.deletingLastPathComponent().lastPathComponent
    return folder == "Support"
      ? "Tests/Support/" + file.lastPathComponent : "Tests/" + file.lastPathComponent
  }
}
