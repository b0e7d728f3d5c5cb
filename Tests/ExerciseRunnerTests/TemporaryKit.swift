import Foundation

/// A throwaway kit folder in the temporary directory: a `Package.swift` and
/// exercise folders with whatever files a test writes. Removed on release.
final class TemporaryKit {
  let root: URL

  /// A kit in the temporary directory, or `depth` folders of 200 letters further down: a path
  /// of over a thousand bytes, where Foundation on Linux loses its way.
  init(depth: Int = 0) throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("kit-\(UUID().uuidString)", isDirectory: true)
    let deep = (0..<depth).reduce(folder) { parent, _ in
      parent.appendingPathComponent(String(repeating: "d", count: 200), isDirectory: true)
    }
    removed = folder
    root = deep
    try FileManager.default.createDirectory(
      at: root.appendingPathComponent("Exercises"), withIntermediateDirectories: true)
    try write("// swift-tools-version: 6.2\n", to: "Package.swift")
  }

  /// What goes when the kit does: its root, or the first of the folders above it.
  private let removed: URL

  deinit { try? FileManager.default.removeItem(at: removed) }

  /// Writes `text` to `path`, relative to the kit, making folders on the way.
  func write(_ text: String, to path: String) throws {
    let file = root.appendingPathComponent(path)
    try FileManager.default.createDirectory(
      at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
    try text.write(to: file, atomically: true, encoding: .utf8)
  }

  /// Writes `text` to `path` as a program to run, through a descriptor no child inherits.
  ///
  /// Foundation's `write(to:)` opens its file without `O_CLOEXEC`, so a child that another
  /// test starts meanwhile keeps the file open for writing as long as it lives, and starting
  /// the program then fails with "Text file busy" (`ETXTBSY`).
  func writeProgram(_ text: String, to path: String) throws {
    let file = root.appendingPathComponent(path)
    try FileManager.default.createDirectory(
      at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
    let descriptor = open(file.path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o755)
    guard descriptor >= 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
    let handle = FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
    try handle.write(contentsOf: Data(text.utf8))
    try handle.close()
  }

  /// The text at `path`, relative to the kit.
  func read(_ path: String) -> String? {
    try? String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
  }

  /// Writes a complete exercise whose starter, learner copy and solution are `code`.
  func addExercise(_ id: String, file: String = "Code.swift", code: String = "let x = 1\n") throws {
    let folder = "Exercises/\(id)/"
    try write(
      "# \(id.prefix(2)) · A title\n\nSee [the lesson](../../Lessons/02-mvc.md).\n",
      to: folder + "README.md")
    try write("## Gentle\n\nLook closer.\n\n## Explicit\n\nDo this.\n", to: folder + "HINTS.md")
    try write("Tests/one()\n", to: folder + "failing-tests.txt")
    try write(code, to: folder + file)
    try write(code, to: folder + "Starter/" + file)
    try write(code, to: folder + "Solution/" + file)
    try write("import Testing\n", to: folder + "Tests/Tests.swift")
  }
}

/// A console that collects what is written, for tests to read.
final class CollectedOutput: @unchecked Sendable {
  private let lock = NSLock()
  private var output = ""
  private var errors = ""

  var text: String { lock.withLock { output } }
  var errorText: String { lock.withLock { errors } }

  func append(_ text: String) { lock.withLock { output += text } }
  func appendError(_ text: String) { lock.withLock { errors += text } }
}

extension TemporaryKit {
  /// The root of this repository: the real kit, for the tests that need it as committed.
  static let repositoryRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()
}
