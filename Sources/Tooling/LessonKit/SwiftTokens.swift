import SwiftSource

/// The words and marks of Swift code, enough to see what a piece of code calls and makes:
/// identifiers, and every other character but spaces as a mark of its own. String literals and
/// comments are left out, so a story's title or a doc comment never looks like code. Read by the
/// kit's one reader of Swift (`SwiftLexer`), which the mutation runner reads with too.
struct SwiftTokens {
  enum Token: Equatable {
    case word(String)
    case mark(Character)
  }

  let tokens: [Token]

  init(_ code: String) {
    tokens = SwiftLexer.tokens(of: code).flatMap { token in
      token.kind == .string ? [] : Self.pieces(of: token.text)
    }
  }

  /// A token's text as words (letters, digits and `_`) and marks (any other character but
  /// spaces): `@MainActor` is `@` and `MainActor`, `..<` three marks.
  private static func pieces(of text: String) -> [Token] {
    var pieces: [Token] = []
    var word = ""
    for character in text {
      if character.isLetter || character.isNumber || character == "_" {
        word.append(character)
        continue
      }
      if !word.isEmpty { pieces.append(.word(word)) }
      word = ""
      if !character.isWhitespace { pieces.append(.mark(character)) }
    }
    if !word.isEmpty { pieces.append(.word(word)) }
    return pieces
  }

  /// The types the code makes, in order, once each: `Name(`, `Name<…>(` and `Name.make(`.
  var madeTypes: [String] {
    var made: [String] = []
    for (index, token) in tokens.enumerated() {
      guard case .word(let name) = token, name.first?.isUppercase == true,
        Self.callsAfterType(tokens[(index + 1)...]), !made.contains(name)
      else { continue }
      if index > 0, tokens[index - 1] == .mark(".") { continue }
      made.append(name)
    }
    return made
  }

  /// The functions the code calls by their plain name (`makeStore(`), not as another object's
  /// methods (`scheduler.advance(`).
  var calledFunctions: Set<String> {
    var called: Set<String> = []
    for (index, token) in tokens.enumerated() {
      guard case .word(let name) = token, name.first?.isLowercase == true,
        tokens.indices.contains(index + 1), tokens[index + 1] == .mark("(")
      else { continue }
      if index > 0, tokens[index - 1] == .mark(".") { continue }
      called.insert(name)
    }
    return called
  }

  /// The argument labels of the first call of `callee` (`Harness` or `self.init`): the words
  /// followed by `:` directly inside its parentheses.
  func argumentLabels(calling callee: String) -> Set<String> {
    let name = callee.split(separator: ".").map { Token.word(String($0)) }
    var pattern: [Token] = []
    for (index, word) in name.enumerated() {
      if index > 0 { pattern.append(.mark(".")) }
      pattern.append(word)
    }
    pattern.append(.mark("("))
    guard
      let start = tokens.indices.first(where: { tokens[$0...].starts(with: pattern) })
    else { return [] }
    return Self.labels(in: tokens[(start + pattern.count)...])
  }

  /// The labels of an initializer's or function's parameters: the first `init(` or `func …(`
  /// in the code, each parameter's first word (`service` in `service makeService: …`).
  var parameterLabels: Set<String> {
    guard let open = tokens.firstIndex(of: .mark("(")) else { return [] }
    var labels: Set<String> = []
    var depth = 0
    var atStart = true
    for token in tokens[(open + 1)...] {
      switch token {
      case .mark("("), .mark("["), .mark("<"): depth += 1
      case .mark(")") where depth == 0: return labels
      case .mark(")"), .mark("]"), .mark(">"): depth -= 1
      case .mark(",") where depth == 0: atStart = true
      case .word(let word) where depth == 0 && atStart:
        labels.insert(word)
        atStart = false
      default: break
      }
    }
    return labels
  }

  /// The words followed by `:` at the top level of an argument list, up to its `)`.
  private static func labels(in tokens: ArraySlice<Token>) -> Set<String> {
    var labels: Set<String> = []
    var depth = 0
    var previous: Token?
    for token in tokens {
      switch token {
      case .mark("("), .mark("["), .mark("{"): depth += 1
      case .mark(")") where depth == 0: return labels
      case .mark(")"), .mark("]"), .mark("}"): depth -= 1
      case .mark(":") where depth == 0:
        if case .word(let word)? = previous { labels.insert(word) }
      default: break
      }
      previous = token
    }
    return labels
  }

  /// Whether what follows a type's name makes one: `(`, generic arguments then `(`, or a
  /// lowercase static member then `(`.
  private static func callsAfterType(_ rest: ArraySlice<Token>) -> Bool {
    var rest = rest
    guard let first = rest.popFirst() else { return false }
    switch first {
    case .mark("("): return true
    case .mark("<"):
      var depth = 1
      while depth > 0, let next = rest.popFirst() {
        if next == .mark("<") { depth += 1 }
        if next == .mark(">") { depth -= 1 }
        if next == .mark("(") || next == .mark("{") { return false }
      }
      return rest.first == .mark("(")
    case .mark("."):
      guard case .word(let member)? = rest.popFirst(), member.first?.isLowercase == true else {
        return false
      }
      return rest.first == .mark("(")
    default: return false
    }
  }

  /// The type `line` declares, with its kind (`class`, `struct`, `enum`, `protocol`, `actor`),
  /// if it declares one: `final class NewsCell: TableViewCell {` declares the class `NewsCell`.
  static func declaredType(in line: some StringProtocol) -> (kind: String, name: String)? {
    let words = line.split(separator: " ")
    guard let index = words.firstIndex(where: { kinds.contains(String($0)) }),
      words.indices.contains(index + 1), !words[..<index].contains(where: { $0.hasPrefix("//") })
    else { return nil }
    let name = words[index + 1].prefix { $0.isLetter || $0.isNumber }
    guard name.first?.isUppercase == true else { return nil }
    return (String(words[index]), String(name))
  }

  private static let kinds: Set<String> = ["class", "struct", "enum", "protocol", "actor"]
}
