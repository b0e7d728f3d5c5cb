import Foundation

/// The one list of what differs from UIKit, `UIKitShape/Differences.md`, read: each entry's
/// name, what differs, the line here and the line on iOS, why, and the tests that pin it.
/// Lesson 1's table is made from it (`@table uikit-differences`), and tests hold the kit to it:
/// every `// ≠ name` mark in `UIKitShape/UIKit.swift` names an entry, every entry marked
/// `(shape)` has a mark, and every test an entry names is there.
struct UIKitDifferences: Equatable {
  /// One difference.
  struct Entry: Equatable {
    /// The name marks use: `key-commands`.
    let name: String
    /// Whether the shape check's UIKit declares something differently for it.
    let isInShape: Bool
    /// Whether it is about what UIKit's stand-in does, rather than what a file says.
    let isBehaviour: Bool
    /// What differs, in a phrase.
    let what: String
    /// The line a teaching file writes here.
    let here: String
    /// The line on iOS.
    let iOS: String
    /// Why it cannot be the same.
    let why: String
    /// The tests that pin it: a file of the repository and the name of a test function in it.
    let tests: [Test]
  }

  /// A test an entry names: `Tests/TerminalUITests/TableViewTests.swift: enterSelects`.
  struct Test: Equatable {
    /// The file, from the repository's root.
    let path: String
    /// The test function's name.
    let function: String
  }

  /// The entries, in the file's order.
  let entries: [Entry]

  /// Where the list is, from the repository's root.
  static let path = "UIKitShape/Differences.md"
  /// Where the declarations whose marks name its entries are.
  static let shapePath = "UIKitShape/UIKit.swift"

  /// Reads `text`: a `## name` heading, `(shape)` or `(behaviour)` after it, then `- What:`,
  /// `- Here:`, `- iOS:`, `- Why:` and `- Test:` lines. A test line names one test or several,
  /// after a comma, each as `FILE: function`, a bare `function` taking the file before it.
  init(parsing text: String) throws(UIKitDifferencesError) {
    var entries: [Entry] = []
    var heading: (name: String, kind: Substring?, line: Int)?
    var fields: [String: String] = [:]
    func finish() throws(UIKitDifferencesError) {
      guard let current = heading else { return }
      let missing = ["What", "Here", "iOS", "Why", "Test"].filter { fields[$0] == nil }
      guard missing.isEmpty else {
        throw UIKitDifferencesError(
          line: current.line,
          "entry \(current.name) has no \(missing.joined(separator: ", ")) line")
      }
      entries.append(
        Entry(
          name: current.name, isInShape: current.kind == "(shape)",
          isBehaviour: current.kind == "(behaviour)", what: fields["What"] ?? "",
          here: fields["Here"] ?? "", iOS: fields["iOS"] ?? "", why: fields["Why"] ?? "",
          tests: try Self.tests(in: fields["Test"] ?? "", line: current.line)))
      fields = [:]
    }
    for (offset, line) in text.split(separator: "\n", omittingEmptySubsequences: false)
      .enumerated()
    {
      if line.hasPrefix("## ") {
        try finish()
        let words = line.dropFirst(3).split(separator: " ")
        let kind = words.dropFirst().first
        guard words.count <= 2, kind == nil || kind == "(shape)" || kind == "(behaviour)" else {
          throw UIKitDifferencesError(
            line: offset + 1, "a heading is a name, then (shape) or (behaviour) or nothing")
        }
        heading = (String(words.first ?? ""), kind, offset + 1)
      } else if heading != nil, line.hasPrefix("- "), let colon = line.firstIndex(of: ":") {
        let key = String(line[line.index(line.startIndex, offsetBy: 2)..<colon])
        fields[key] = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
      }
    }
    try finish()
    self.entries = entries
  }

  /// The tests of a `- Test:` line: `FILE: function, function, FILE: function`.
  private static func tests(in field: String, line: Int) throws(UIKitDifferencesError) -> [Test] {
    var tests: [Test] = []
    var file: String?
    for part in field.split(separator: ",") {
      let pieces = part.split(separator: ":").map { $0.trimmingCharacters(in: .whitespaces) }
      if pieces.count == 2 { file = pieces[0] }
      guard let file, let function = pieces.last, !function.isEmpty, pieces.count <= 2 else {
        throw UIKitDifferencesError(line: line, "a test is FILE: function, not '\(part)'")
      }
      tests.append(Test(path: file, function: function))
    }
    return tests
  }

  /// The names the `// ≠ name` marks in `shape` give, in order: a mark is a comment line of its
  /// own, just above the declaration it concerns.
  static func marks(in shape: String) -> [String] {
    shape.split(separator: "\n").compactMap { line in
      let comment = line.trimmingCharacters(in: .whitespaces)
      guard comment.hasPrefix("// ≠ ") else { return nil }
      return String(comment.dropFirst(5).prefix { $0 != ":" && $0 != " " })
    }
  }

  /// Lesson 1's table: what differs, the line here, the line on iOS, and where the iOS
  /// edition shows it: `places` gives, by entry, a file of `iOS/` and the line its mark stands
  /// on (an entry about what the app does rather than what a file says has none). (Why is in
  /// the list.)
  func markdown(places: [String: (path: String, line: Int)] = [:]) -> String {
    let rows = entries.map { entry in
      let place = places[entry.name].map { place in
        let name = (place.path as NSString).lastPathComponent
        return "[\(name):\(place.line)](../\(place.path)#L\(place.line))"
      }
      let what = entry.isBehaviour ? "\(entry.what) *(behaviour)*" : entry.what
      return "| \(what) | \(entry.here) | \(entry.iOS) | \(place ?? "—") |"
    }
    return (["| what differs | here | on iOS | in `iOS/` |", "|---|---|---|---|"] + rows)
      .joined(separator: "\n")
  }

  /// Where the iOS edition first marks each entry: the line after its `// ≠ name` mark, in the
  /// files given in order (`files` holds each file's path and text).
  static func places(in files: [(path: String, text: String)]) -> [String: (
    path: String, line: Int
  )] {
    var places: [String: (path: String, line: Int)] = [:]
    for file in files {
      for (offset, line) in file.text.split(separator: "\n", omittingEmptySubsequences: false)
        .enumerated()
      {
        let comment = line.trimmingCharacters(in: .whitespaces)
        guard comment.hasPrefix("// ≠ ") else { continue }
        let name = String(comment.dropFirst(5).prefix { $0 != ":" && $0 != " " })
        if places[name] == nil { places[name] = (file.path, offset + 2) }
      }
    }
    return places
  }
}

/// A problem in `UIKitShape/Differences.md`.
struct UIKitDifferencesError: Error, Equatable, CustomStringConvertible {
  /// The line of the file it is on.
  let line: Int
  /// What is wrong.
  let problem: String

  init(line: Int, _ problem: String) {
    self.line = line
    self.problem = problem
  }

  var description: String { "\(UIKitDifferences.path):\(line): \(problem)" }
}
