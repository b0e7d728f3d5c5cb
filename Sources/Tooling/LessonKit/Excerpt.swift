/// Cuts one declaration out of a Swift file: the lines from the first one containing the
/// anchor to its closing brace, with the comments and attributes just above it. A lesson names
/// a declaration ("func reload()"), not line numbers, so the excerpt follows the code when
/// lines move; an anchor that is gone is an error.
enum Excerpt {
  static func cut(_ text: String, at anchor: String) -> String? {
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    guard let start = lines.firstIndex(where: { $0.contains(anchor) }) else { return nil }
    var first = start
    while first > lines.startIndex {
      let above = lines[first - 1].drop { $0 == " " }
      guard above.hasPrefix("//") || above.hasPrefix("@") else { break }
      first -= 1
    }
    var depth = 0
    var opened = false
    var last = start
    for index in start..<lines.endIndex {
      last = index
      let line = lines[index]
      if !opened && index > start && line.allSatisfy({ $0 == " " }) {
        last = index - 1
        break
      }
      for character in codeCharacters(of: line) {
        if character == "{" {
          depth += 1
          opened = true
        }
        if character == "}" { depth -= 1 }
      }
      if opened && depth <= 0 { break }
    }
    // The excerpt keeps its own indentation relative to its first line.
    let cut = lines[first...last]
    let indent =
      cut.filter { !$0.allSatisfy { $0 == " " } }
      .map { $0.prefix { $0 == " " }.count }.min() ?? 0
    return cut.map { String($0.dropFirst(min(indent, $0.count))) }.joined(separator: "\n")
  }

  /// The characters of `line` that are code: outside string literals and line comments.
  private static func codeCharacters(of line: Substring) -> [Character] {
    var code: [Character] = []
    var inString = false
    var previous: Character = " "
    for character in line {
      if !inString && character == "/" && previous == "/" {
        code.removeLast()
        break
      }
      if character == "\"" && previous != "\\" { inString.toggle() }
      if !inString && character != "\"" { code.append(character) }
      previous = character
    }
    return code
  }
}
