/// One token of Swift source, with where it is.
///
/// The kit reads just enough Swift to find conditions, calls, literals and captures (the
/// mutation runner) and what a piece of code calls and makes (the lessons): words, numbers,
/// whole string literals, punctuation and operators, comments set aside. A real project would
/// parse with SwiftSyntax, as muter does; the kit takes nothing but the toolchain, and its uses
/// need no more than tokens and matched brackets.
public struct Token: Equatable, Sendable {
  public enum Kind: Equatable, Sendable {
    /// A name or a keyword: `guard`, `self`, `isLoading`, `$0`.
    case word
    /// `@MainActor`, `@escaping`.
    case attribute
    /// `#available`, `#if` (a compiler directive's whole line is one token).
    case directive
    case number
    /// A whole string literal, interpolations included.
    case string
    /// `( ) [ ] { } , : ; .` and a key path's `\`.
    case punctuation
    /// `==`, `!`, `?`, `->`, `..<`.
    case `operator`
  }

  public let kind: Kind
  /// Where it is, in UTF-8 bytes from the start of the file.
  public let range: Range<Int>
  public let text: String
  /// Its line and column, from 1.
  public let line: Int
  public let column: Int
  /// Whether it is the first token on its line.
  public let startsLine: Bool
  /// Whether white space or a comment comes right before or right after it.
  public let spaceBefore: Bool
  public var spaceAfter: Bool
}

/// Splits Swift source into tokens: the one reader of Swift the lessons and the mutation runner
/// share.
public enum SwiftLexer {
  /// The tokens of `source`, in order.
  public static func tokens(of source: String) -> [Token] {
    var lexer = Lexer(bytes: Array(source.utf8))
    return lexer.tokens()
  }
}

private struct Lexer {
  let bytes: [UInt8]
  var position = 0
  var line = 1
  var lineStart = 0
  var sawLineBreak = true
  var sawSpace = true
  var result: [Token] = []

  init(bytes: [UInt8]) { self.bytes = bytes }

  func byte(_ offset: Int = 0) -> UInt8? {
    position + offset < bytes.count ? bytes[position + offset] : nil
  }

  mutating func tokens() -> [Token] {
    while let current = byte() {
      if current == UInt8(ascii: "\n") {
        advanceLine()
      } else if current == UInt8(ascii: " ") || current == UInt8(ascii: "\t")
        || current == UInt8(ascii: "\r")
      {
        position += 1
        sawSpace = true
      } else if current == UInt8(ascii: "/"), byte(1) == UInt8(ascii: "/") {
        while let next = byte(), next != UInt8(ascii: "\n") { position += 1 }
        sawSpace = true
      } else if current == UInt8(ascii: "/"), byte(1) == UInt8(ascii: "*") {
        skipBlockComment()
      } else {
        lexToken(startingWith: current)
      }
    }
    return result
  }

  mutating func advanceLine() {
    position += 1
    line += 1
    lineStart = position
    sawLineBreak = true
    sawSpace = true
  }

  mutating func skipBlockComment() {
    var depth = 0
    while let current = byte() {
      if current == UInt8(ascii: "/"), byte(1) == UInt8(ascii: "*") {
        depth += 1
        position += 2
      } else if current == UInt8(ascii: "*"), byte(1) == UInt8(ascii: "/") {
        depth -= 1
        position += 2
        if depth == 0 { break }
      } else if current == UInt8(ascii: "\n") {
        advanceLine()
      } else {
        position += 1
      }
    }
    sawSpace = true
  }

  mutating func lexToken(startingWith current: UInt8) {
    let start = position
    let startLine = line
    let column = start - lineStart + 1
    let kind: Token.Kind
    if current == UInt8(ascii: "#") {
      kind = lexHash()
    } else if current == UInt8(ascii: "\"") {
      lexString(hashes: 0)
      kind = .string
    } else if current == UInt8(ascii: "@") {
      position += 1
      while let next = byte(), Self.isWordByte(next) { position += 1 }
      kind = .attribute
    } else if Self.isDigit(current) {
      lexNumber()
      kind = .number
    } else if Self.isWordByte(current) || current == UInt8(ascii: "$") {
      position += 1
      while let next = byte(), Self.isWordByte(next) { position += 1 }
      kind = .word
    } else if current == UInt8(ascii: "`") {
      position += 1
      while let next = byte(), next != UInt8(ascii: "`"), next != UInt8(ascii: "\n") {
        position += 1
      }
      position += 1
      kind = .word
    } else if Self.isOperatorByte(current)
      || (current == UInt8(ascii: ".") && byte(1) == UInt8(ascii: "."))
    {
      lexOperator()
      kind = .operator
    } else {
      position += 1
      kind = .punctuation
    }
    let end = min(position, bytes.count)
    if let last = result.indices.last, result[last].range.upperBound == start {
      result[last].spaceAfter = false
    }
    result.append(
      Token(
        kind: kind, range: start..<end,
        text: String(decoding: bytes[start..<end], as: UTF8.self), line: startLine,
        column: column, startsLine: sawLineBreak, spaceBefore: sawSpace, spaceAfter: true))
    sawLineBreak = false
    sawSpace = false
  }

  /// `#if …` (the whole line), a raw string `#"…"#`, or `#available` and its kind.
  mutating func lexHash() -> Token.Kind {
    var hashes = 0
    while byte(hashes) == UInt8(ascii: "#") { hashes += 1 }
    if byte(hashes) == UInt8(ascii: "\"") {
      position += hashes
      lexString(hashes: hashes)
      return .string
    }
    position += 1
    let wordStart = position
    while let next = byte(), Self.isWordByte(next) { position += 1 }
    let word = String(decoding: bytes[wordStart..<position], as: UTF8.self)
    if ["if", "elseif", "else", "endif", "warning", "error", "sourceLocation"].contains(word) {
      while let next = byte(), next != UInt8(ascii: "\n") { position += 1 }
    }
    return .directive
  }

  /// A string literal from its opening quote: single-line or multi-line, raw with `hashes`
  /// pound signs, interpolations (which may hold strings of their own) included.
  mutating func lexString(hashes: Int) {
    let multiLine = byte(1) == UInt8(ascii: "\"") && byte(2) == UInt8(ascii: "\"")
    let quotes = multiLine ? 3 : 1
    position += quotes
    while let current = byte() {
      if current == UInt8(ascii: "\\"), escapeHashes(after: position) == hashes {
        position += 1 + hashes
        if byte() == UInt8(ascii: "(") {
          skipInterpolation()
        } else {
          position += 1
        }
      } else if current == UInt8(ascii: "\""), closes(quotes: quotes, hashes: hashes) {
        position += quotes + hashes
        return
      } else if current == UInt8(ascii: "\n") {
        if !multiLine { return }
        advanceLine()
        sawLineBreak = false
      } else {
        position += 1
      }
    }
  }

  func escapeHashes(after backslash: Int) -> Int {
    var count = 0
    while backslash + 1 + count < bytes.count, bytes[backslash + 1 + count] == UInt8(ascii: "#") {
      count += 1
    }
    return count
  }

  func closes(quotes: Int, hashes: Int) -> Bool {
    for offset in 0..<quotes where byte(offset) != UInt8(ascii: "\"") { return false }
    for offset in 0..<hashes where byte(quotes + offset) != UInt8(ascii: "#") { return false }
    return true
  }

  /// From the `(` of `\(`: to its matching `)`, past any strings inside.
  mutating func skipInterpolation() {
    var depth = 0
    while let current = byte() {
      if current == UInt8(ascii: "(") {
        depth += 1
        position += 1
      } else if current == UInt8(ascii: ")") {
        depth -= 1
        position += 1
        if depth == 0 { return }
      } else if current == UInt8(ascii: "\"") {
        lexString(hashes: 0)
      } else if current == UInt8(ascii: "\n") {
        advanceLine()
        sawLineBreak = false
      } else {
        position += 1
      }
    }
  }

  mutating func lexNumber() {
    while let next = byte() {
      if Self.isWordByte(next) {
        // An exponent's sign belongs to the number: 1e-3.
        let isExponent = next == UInt8(ascii: "e") || next == UInt8(ascii: "E")
        position += 1
        if isExponent, let sign = byte(), sign == UInt8(ascii: "-") || sign == UInt8(ascii: "+"),
          let digit = byte(1), Self.isDigit(digit)
        {
          position += 1
        }
      } else if next == UInt8(ascii: "."), let digit = byte(1), Self.isDigit(digit) {
        position += 1
      } else {
        return
      }
    }
  }

  /// A run of operator characters; a dot belongs to it only when the run starts with one
  /// (`..<`, `...`), so `self?.view` is `self`, `?`, `.`, `view`.
  mutating func lexOperator() {
    let startsWithDot = byte() == UInt8(ascii: ".")
    while let next = byte() {
      if next == UInt8(ascii: "/"), byte(1) == UInt8(ascii: "/") || byte(1) == UInt8(ascii: "*") {
        return
      }
      guard Self.isOperatorByte(next) || (startsWithDot && next == UInt8(ascii: ".")) else {
        return
      }
      position += 1
    }
  }

  static func isDigit(_ byte: UInt8) -> Bool {
    byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
  }

  static func isWordByte(_ byte: UInt8) -> Bool {
    isDigit(byte) || (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
      || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z")) || byte == UInt8(ascii: "_")
      || byte >= 0x80
  }

  static func isOperatorByte(_ byte: UInt8) -> Bool {
    "/=-+!*%<>&|^~?".utf8.contains(byte)
  }
}
