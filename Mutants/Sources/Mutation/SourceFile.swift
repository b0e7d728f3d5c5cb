import SwiftSource

/// A Swift file as the operators read it: its text, its tokens, and each bracket's partner.
public struct SourceFile: Sendable {
  /// The file's path from the kit's folder, as the report names it.
  public let path: String
  public let text: String
  let bytes: [UInt8]
  public let tokens: [Token]
  /// For each token that opens or closes a bracket (`(`, `[`, `{`), the index of its partner.
  let partner: [Int: Int]
  /// For each token, the index of the innermost bracket open around it, if any.
  let enclosing: [Int?]

  public init(path: String, text: String) {
    self.path = path
    self.text = text
    bytes = Array(text.utf8)
    tokens = SwiftLexer.tokens(of: text)
    var partner: [Int: Int] = [:]
    var enclosing: [Int?] = []
    var open: [Int] = []
    for (index, token) in tokens.enumerated() {
      if token.kind == .punctuation, [")", "]", "}"].contains(token.text), let opener = open.last {
        open.removeLast()
        partner[opener] = index
        partner[index] = opener
      }
      enclosing.append(open.last)
      if token.kind == .punctuation, ["(", "[", "{"].contains(token.text) {
        open.append(index)
      }
    }
    self.partner = partner
    self.enclosing = enclosing
  }

  /// Line `number` (from 1), its spaces trimmed.
  func code(onLine number: Int) -> String {
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    guard lines.indices.contains(number - 1) else { return "" }
    return lines[number - 1].trimmingCharacters(in: .whitespaces)
  }

  /// The source between two token indices, both included.
  func text(from first: Int, through last: Int) -> String {
    text(of: tokens[first].range.lowerBound..<tokens[last].range.upperBound)
  }

  /// The source of `range`, in bytes.
  func text(of range: Range<Int>) -> String {
    String(decoding: bytes[range], as: UTF8.self)
  }

  /// Whether token `index` is `text`, as punctuation, an operator or a word.
  func token(_ index: Int, is text: String) -> Bool {
    tokens.indices.contains(index) && tokens[index].text == text
      && tokens[index].kind != .string
  }

  /// Whether the innermost bracket around token `index` is a brace: it is in a block of
  /// statements or declarations, not in an argument list or a collection.
  func isInBlock(_ index: Int) -> Bool {
    guard let opener = enclosing[index] else { return true }
    return tokens[opener].text == "{"
  }

  /// The index of the first token after `start` at the same bracket depth for which `stop`
  /// holds, not going past the end of the bracket `start` is in.
  func firstAtSameDepth(after start: Int, where stop: (Int) -> Bool) -> Int? {
    var index = start + 1
    while index < tokens.count {
      let token = tokens[index]
      if token.kind == .punctuation, [")", "]", "}"].contains(token.text) { return nil }
      if stop(index) { return index }
      if token.kind == .punctuation, ["(", "[", "{"].contains(token.text) {
        guard let close = partner[index] else { return nil }
        index = close + 1
      } else {
        index += 1
      }
    }
    return nil
  }
}
