import Foundation

/// Operators a learner's file declares for types that are not the learner's own: a top-level
/// `func ==`, or a `static func ==` in an extension of `Array`. They once changed what a test's
/// `==` meant (the tests and the learner's files were one module); the tests now import only the
/// names they use, so such an operator changes nothing they check, and a failing check says so,
/// in case the learner wonders why it did not help.
///
/// Read from the text, line by line, as written: a declaration hidden in a macro or split over
/// lines in an unusual way is not found, which costs only this note.
enum ForeignOperators {
  /// One declaration: the operator and the line it is on, counting from 1.
  struct Declaration: Equatable {
    let symbol: String
    let line: Int
  }

  /// The operators `text` declares at the top level, or in an extension of a type not in
  /// `ownTypes`.
  static func declarations(in text: String, ownTypes: Set<String>) -> [Declaration] {
    var found: [Declaration] = []
    var extending: String?
    for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false)
      .enumerated()
    {
      if line.hasPrefix("extension ") {
        extending = String(
          line.dropFirst("extension ".count).prefix { $0.isLetter || $0.isNumber || $0 == "_" })
      } else if line.hasPrefix("}") {
        extending = nil
      }
      let words = line.split(separator: " ")
      guard let index = words.firstIndex(of: "func"), index + 1 < words.count else { continue }
      let topLevel = !line.hasPrefix(" ") && extending == nil
      let foreign = extending.map { !ownTypes.contains($0) } ?? false
      guard topLevel || foreign else { continue }
      let symbol = words[index + 1].prefix { !"(<".contains($0) }
      if let first = symbol.first, !(first.isLetter || first == "_" || first == "`") {
        found.append(Declaration(symbol: String(symbol), line: number + 1))
      }
    }
    return found
  }

  /// A note on the operators `exercise`'s learner files declare for types not their own, but
  /// for the tests it hands the learner (`learnersTests`); empty when there are none.
  static func note(for exercise: Exercise, learnersTests: Set<String>) -> String {
    let files = exercise.learnerFiles().filter { !learnersTests.contains($0.lastPathComponent) }
    let texts = files.map { (try? String(contentsOf: $0, encoding: .utf8)) ?? "" }
    let own = Set(texts.flatMap(typeNames(in:)))
    let places = zip(files, texts).flatMap { file, text in
      declarations(in: text, ownTypes: own).map {
        "`\($0.symbol)` (\(file.lastPathComponent):\($0.line))"
      }
    }
    guard !places.isEmpty else { return "" }
    return "\nNote: your code declares " + places.prefix(3).joined(separator: ", ")
      + " for types that are not yours. The tests import only the names they use from your "
      + "module, so it changes nothing they check.\n"
  }

  /// The names of the types `text` declares at the top level.
  static func typeNames(in text: String) -> [String] {
    let kinds: Set<Substring> = ["class", "struct", "enum", "protocol", "actor", "typealias"]
    return text.split(separator: "\n").compactMap { line in
      guard !line.hasPrefix(" "), !line.hasPrefix("//") else { return nil }
      let words = line.split(separator: " ")
      guard let index = words.firstIndex(where: kinds.contains), index + 1 < words.count else {
        return nil
      }
      return String(words[index + 1].prefix { $0.isLetter || $0.isNumber || $0 == "_" })
    }
  }
}
