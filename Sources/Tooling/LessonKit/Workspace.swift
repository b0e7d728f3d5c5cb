import AppShell
import Foundation

/// The repository the lessons are made from: files read by paths from its root.
struct Workspace {
  /// The repository's root folder.
  let root: URL

  /// The text of the file at `path`, or `nil` when there is none.
  func text(at path: String) -> String? {
    guard let data = FileManager.default.contents(atPath: url(path).path) else { return nil }
    return String(decoding: data, as: UTF8.self)
  }

  /// Whether `path` is a folder.
  func isFolder(_ path: String) -> Bool {
    var isFolder: ObjCBool = false
    return FileManager.default.fileExists(atPath: url(path).path, isDirectory: &isFolder)
      && isFolder.boolValue
  }

  /// Whether anything is at `path`.
  func exists(_ path: String) -> Bool { FileManager.default.fileExists(atPath: url(path).path) }

  /// The names of the folders directly in the folder at `path`, sorted.
  func folders(in path: String) -> [String] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: url(path).path)) ?? []
    return names.filter { isFolder(path + "/" + $0) }.sorted()
  }

  /// The names of the Swift files directly in the folder at `path`, sorted.
  func swiftFiles(in path: String) -> [String] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: url(path).path)) ?? []
    return names.filter { $0.hasSuffix(".swift") }.sorted()
  }

  /// The Swift files at `path`, as paths from the root: the file itself, or every one in the
  /// folder and below it.
  func swiftFiles(under path: String) -> [String] {
    guard isFolder(path) else { return path.hasSuffix(".swift") ? [path] : [] }
    return entries(of: path).flatMap { swiftFiles(under: "\(path)/\($0)") }
  }

  /// The tests in the Swift file at `path` (see `testCount(inSource:)`).
  func testCount(at path: String) -> Int { Self.testCount(inSource: text(at: path) ?? "") }

  /// The tests in a Swift file's `source`: lines that start with `@Test` (Swift Testing) or
  /// `func test` (XCTest). A parameterised test counts once, as `swift test` counts it.
  static func testCount(inSource source: String) -> Int {
    source.split(separator: "\n").filter { line in
      let code = line.drop { $0 == " " }
      return code.hasPrefix("@Test") || code.hasPrefix("func test")
    }.count
  }

  /// The lines of the file at `path` that are neither blank nor only a comment.
  func codeLines(at path: String) -> Int {
    (text(at: path) ?? "").split(separator: "\n").filter { line in
      let code = line.drop { $0 == " " }
      return !code.isEmpty && !code.hasPrefix("//")
    }.count
  }

  /// The names of the entries of the folder at `path`, sorted.
  func entries(of path: String) -> [String] {
    ((try? FileManager.default.contentsOfDirectory(atPath: url(path).path)) ?? []).sorted()
  }

  /// The files to compare between `old` and `new`: the two files themselves, or for two
  /// folders, each Swift file that either holds, by name, on both sides — but a telling's
  /// `Tracing.swift`, which is how `--trace` is made and no part of a comparison of two tellings.
  func filePairs(_ old: String, _ new: String) -> [(old: String, new: String)] {
    guard isFolder(old) || isFolder(new) else { return [(old, new)] }
    let names = Set(swiftFiles(in: old) + swiftFiles(in: new))
      .filter { $0 != Self.tracingFile }.sorted()
    return names.map { ("\(old)/\($0)", "\(new)/\($0)") }
  }

  /// The file of each telling that holds everything `--trace` needs, and nothing a lesson reads.
  static let tracingFile = "Tracing.swift"

  func url(_ path: String) -> URL { root.appendingPathComponent(path) }

  /// `MVCNews` for `MVCNewsApp`: the library, and the folder under `Sources`, of a variant.
  static func libraryName(of variant: any NewsVariant.Type) -> String {
    String(String(describing: variant).dropLast("App".count))
  }
}
