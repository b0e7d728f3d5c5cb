import Foundation

/// The one list of what differs from UIKit, `UIKitShape/Differences.md`, read: each entry's
/// name, what differs, the line here and the line on iOS, and why. Lesson 1's table is made from
/// it (`@table uikit-differences`), and a test holds the shape check to it: every `// ≠ name`
/// mark in `UIKitShape/UIKit.swift` names an entry, and every entry marked `(shape)` has a mark.
struct UIKitDifferences: Equatable {
  /// One difference.
  struct Entry: Equatable {
    /// The name marks use: `key-commands`.
    let name: String
    /// Whether the shape check's UIKit declares something differently for it.
    let isInShape: Bool
    /// What differs, in a phrase.
    let what: String
    /// The line a teaching file writes here.
    let here: String
    /// The line on iOS.
    let iOS: String
    /// Why it cannot be the same.
    let why: String
  }

  /// The entries, in the file's order.
  let entries: [Entry]

  /// Where the list is, from the repository's root.
  static let path = "UIKitShape/Differences.md"
  /// Where the declarations whose marks name its entries are.
  static let shapePath = "UIKitShape/UIKit.swift"

  /// Reads `text`: a `## name` heading, `(shape)` after it when the shape is concerned, then
  /// `- What:`, `- Here:`, `- iOS:` and `- Why:` lines.
  init(parsing text: String) throws(UIKitDifferencesError) {
    var entries: [Entry] = []
    var heading: (name: String, isInShape: Bool, line: Int)?
    var fields: [String: String] = [:]
    func finish() throws(UIKitDifferencesError) {
      guard let current = heading else { return }
      let missing = ["What", "Here", "iOS", "Why"].filter { fields[$0] == nil }
      guard missing.isEmpty else {
        throw UIKitDifferencesError(
          line: current.line,
          "entry \(current.name) has no \(missing.joined(separator: ", ")) line")
      }
      entries.append(
        Entry(
          name: current.name, isInShape: current.isInShape, what: fields["What"] ?? "",
          here: fields["Here"] ?? "", iOS: fields["iOS"] ?? "", why: fields["Why"] ?? ""))
      fields = [:]
    }
    for (offset, line) in text.split(separator: "\n", omittingEmptySubsequences: false)
      .enumerated()
    {
      if line.hasPrefix("## ") {
        try finish()
        let words = line.dropFirst(3).split(separator: " ")
        heading = (String(words.first ?? ""), words.dropFirst() == ["(shape)"], offset + 1)
      } else if heading != nil, line.hasPrefix("- "), let colon = line.firstIndex(of: ":") {
        let key = String(line[line.index(line.startIndex, offsetBy: 2)..<colon])
        fields[key] = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
      }
    }
    try finish()
    self.entries = entries
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
      return "| \(entry.what) | \(entry.here) | \(entry.iOS) | \(place ?? "—") |"
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
