/// Reads JSON text (RFC 8259) straight from its bytes, one value at a time, in the order the
/// caller asks for them: a "pull" reader, like Foundation's `XMLParser` turned inside out.
///
/// `JSONSerialization` first builds the whole document as dictionaries of `Any`, and only then
/// can a parser look at it: for a 67 MB feed that tree took 580 MB. Reading the bytes directly
/// into the feed's own items needs no tree at all, so a feed costs its bytes and its items.
/// A real app would use `JSONDecoder` or a streaming package (e.g. swift-extras-json); the kit
/// keeps a hundred lines it can explain and that report every error where it is.
///
/// Everything `JSONSerialization` refuses is refused here too: bad syntax, text that is not
/// UTF-8, unpaired surrogates in `\u` escapes, control characters inside strings, and nesting
/// deeper than `maximumDepth`, which is told apart from the rest: it may be JSON, only more than
/// the kit reads. Nothing recurses, so no document can overflow the stack.
struct JSONReader {
  /// How deeply arrays and objects may nest, as in Foundation.
  static let maximumDepth = 512

  /// The kinds of value, told apart by their first byte.
  enum Kind: Equatable {
    case object, array, string, number, literal
  }

  private let bytes: UnsafeBufferPointer<UInt8>
  private var index = 0
  /// How many arrays and objects the reader is inside.
  private var depth = 0

  /// A reader at the start of `bytes`, which must stay valid while it reads. A UTF-8 byte
  /// order mark is skipped.
  init(_ bytes: UnsafeBufferPointer<UInt8>) {
    self.bytes = bytes
    if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { index = 3 }
  }

  /// Thrown for anything that is not JSON, or nested deeper than `maximumDepth`; where does
  /// not matter to the feed's parser.
  struct SyntaxError: Error {
    /// Whether the document may well be JSON, but nests deeper than `maximumDepth`.
    var isTooDeep = false
  }

  // MARK: Values

  /// The kind of the next value, after any whitespace.
  mutating func nextKind() throws(SyntaxError) -> Kind {
    skipWhitespace()
    guard index < bytes.count else { throw SyntaxError() }
    switch bytes[index] {
    case UInt8(ascii: "{"): return .object
    case UInt8(ascii: "["): return .array
    case UInt8(ascii: "\""): return .string
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return .number
    case UInt8(ascii: "t"), UInt8(ascii: "f"), UInt8(ascii: "n"): return .literal
    default: throw SyntaxError()
    }
  }

  /// Whether the next value is `null`, which is then read.
  mutating func readNull() throws(SyntaxError) -> Bool {
    guard try nextKind() == .literal, bytes[index] == UInt8(ascii: "n") else { return false }
    try skipValue()
    return true
  }

  /// Reads the next value, which must be a string.
  mutating func readString() throws(SyntaxError) -> String {
    guard try nextKind() == .string else { throw SyntaxError() }
    return try scanString(keeping: true)
  }

  /// Reads past the next value, whatever it is, checking it is well formed. Nested values are
  /// followed with a stack of the containers open, not with recursion.
  mutating func skipValue() throws(SyntaxError) {
    var open: [(container: Container, isObject: Bool)] = []
    repeat {
      switch try nextKind() {
      case .string: _ = try scanString(keeping: false)
      case .number: try scanNumber()
      case .literal: try scanLiteral()
      case .object: open.append((try enterObject(), true))
      case .array: open.append((try enterArray(), false))
      }
      // Close every container that has ended; stop before the next value to read.
      while let innermost = open.indices.last {
        let hasMore =
          open[innermost].isObject
          ? try nextKey(in: &open[innermost].container, keeping: false) != nil
          : try nextElement(in: &open[innermost].container)
        if hasMore { break }
        open.removeLast()
      }
    } while !open.isEmpty
  }

  /// Checks that nothing but whitespace follows the document.
  mutating func finish() throws(SyntaxError) {
    skipWhitespace()
    guard index == bytes.count else { throw SyntaxError() }
  }

  // MARK: Objects and arrays

  /// Where the reader is inside an object or an array.
  struct Container {
    fileprivate var isEmptySoFar = true
  }

  /// Reads the `{` of an object.
  mutating func enterObject() throws(SyntaxError) -> Container {
    try enter(UInt8(ascii: "{"))
    return Container()
  }

  /// Reads the next key of `object` and its colon, or its closing `}` and returns `nil`.
  mutating func nextKey(in object: inout Container, keeping: Bool = true) throws(SyntaxError)
    -> String?
  {
    guard try next(in: &object, closedBy: UInt8(ascii: "}")) else { return nil }
    guard try nextKind() == .string else { throw SyntaxError() }
    let key = try scanString(keeping: keeping)
    skipWhitespace()
    try expect(UInt8(ascii: ":"))
    return key
  }

  /// Reads the `[` of an array.
  mutating func enterArray() throws(SyntaxError) -> Container {
    try enter(UInt8(ascii: "["))
    return Container()
  }

  /// Whether `array` has another element (the reader is then before it), or has ended.
  mutating func nextElement(in array: inout Container) throws(SyntaxError) -> Bool {
    try next(in: &array, closedBy: UInt8(ascii: "]"))
  }

  private mutating func enter(_ opening: UInt8) throws(SyntaxError) {
    skipWhitespace()
    try expect(opening)
    depth += 1
    guard depth <= Self.maximumDepth else { throw SyntaxError(isTooDeep: true) }
  }

  /// Reads the comma before the next member, or the closing byte; `false` at the end.
  private mutating func next(in container: inout Container, closedBy closing: UInt8)
    throws(SyntaxError) -> Bool
  {
    skipWhitespace()
    guard index < bytes.count else { throw SyntaxError() }
    if bytes[index] == closing {
      index += 1
      depth -= 1
      return false
    }
    if !container.isEmptySoFar { try expect(UInt8(ascii: ",")) }
    container.isEmptySoFar = false
    return true
  }

  // MARK: Scanning

  private mutating func skipWhitespace() {
    while index < bytes.count {
      switch bytes[index] {
      case 0x20, 0x0A, 0x0D, 0x09: index += 1
      default: return
      }
    }
  }

  private mutating func expect(_ byte: UInt8) throws(SyntaxError) {
    guard index < bytes.count, bytes[index] == byte else { throw SyntaxError() }
    index += 1
  }

  private mutating func scanLiteral() throws(SyntaxError) {
    for word in ["true", "false", "null"] where bytes[index...].starts(with: word.utf8) {
      index += word.utf8.count
      return
    }
    throw SyntaxError()
  }

  /// `-? (0 | [1-9][0-9]*) (. [0-9]+)? ([eE] [+-]? [0-9]+)?`
  private mutating func scanNumber() throws(SyntaxError) {
    if bytes[index] == UInt8(ascii: "-") { index += 1 }
    guard index < bytes.count, isDigit(bytes[index]) else { throw SyntaxError() }
    if bytes[index] == UInt8(ascii: "0") { index += 1 } else { skipDigits() }
    if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
      index += 1
      guard index < bytes.count, isDigit(bytes[index]) else { throw SyntaxError() }
      skipDigits()
    }
    if index < bytes.count, bytes[index] | 0x20 == UInt8(ascii: "e") {
      index += 1
      if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-")
      {
        index += 1
      }
      guard index < bytes.count, isDigit(bytes[index]) else { throw SyntaxError() }
      skipDigits()
    }
  }

  private func isDigit(_ byte: UInt8) -> Bool {
    (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
  }

  private mutating func skipDigits() {
    while index < bytes.count, isDigit(bytes[index]) { index += 1 }
  }

  /// Reads a string from its opening quote; returns its text when `keeping`, else "".
  /// Runs without escapes are copied in one piece; escapes are decoded into a byte buffer.
  private mutating func scanString(keeping: Bool) throws(SyntaxError) -> String {
    index += 1  // The opening quote.
    var decoded: [UInt8] = []  // Used once an escape is met.
    var hasEscapes = false
    var runStart = index
    while true {
      guard index < bytes.count else { throw SyntaxError() }
      switch bytes[index] {
      case UInt8(ascii: "\""):
        let run = UnsafeBufferPointer(rebasing: bytes[runStart..<index])
        index += 1
        guard keeping else { return "" }
        guard hasEscapes else { return String(decoding: run, as: UTF8.self) }
        decoded.append(contentsOf: run)
        return String(decoding: decoded, as: UTF8.self)
      case UInt8(ascii: "\\"):
        let escapeStart = index
        index += 1
        let scalar = try scanEscape()
        if keeping {
          decoded.append(contentsOf: bytes[runStart..<escapeStart])
          UTF8.encode(scalar) { decoded.append($0) }
          hasEscapes = true
        }
        runStart = index
      case 0x00..<0x20:
        throw SyntaxError()  // Control characters must be escaped inside strings.
      case 0x20..<0x80:
        index += 1
      default:
        try scanUTF8Sequence()
      }
    }
  }

  /// Reads the escape after a backslash and returns the character it stands for.
  private mutating func scanEscape() throws(SyntaxError) -> Unicode.Scalar {
    guard index < bytes.count else { throw SyntaxError() }
    let escaped = bytes[index]
    index += 1
    switch escaped {
    case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): return Unicode.Scalar(escaped)
    case UInt8(ascii: "b"): return "\u{08}"
    case UInt8(ascii: "f"): return "\u{0C}"
    case UInt8(ascii: "n"): return "\n"
    case UInt8(ascii: "r"): return "\r"
    case UInt8(ascii: "t"): return "\t"
    case UInt8(ascii: "u"): break
    default: throw SyntaxError()
    }
    var value = try scanHexQuad()
    if (0xD800...0xDBFF).contains(value) {
      // A high surrogate must be followed by an escaped low one: together they are one scalar.
      guard bytes[index...].starts(with: "\\u".utf8) else { throw SyntaxError() }
      index += 2
      let low = try scanHexQuad()
      guard (0xDC00...0xDFFF).contains(low) else { throw SyntaxError() }
      value = 0x10000 + ((value - 0xD800) << 10) + (low - 0xDC00)
    }
    guard let scalar = Unicode.Scalar(value) else { throw SyntaxError() }  // A lone low one.
    return scalar
  }

  private mutating func scanHexQuad() throws(SyntaxError) -> UInt32 {
    guard index + 4 <= bytes.count else { throw SyntaxError() }
    var value: UInt32 = 0
    for _ in 0..<4 {
      let byte = bytes[index]
      let digit: UInt8 =
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: throw SyntaxError()
        }
      value = value << 4 | UInt32(digit)
      index += 1
    }
    return value
  }

  /// Checks one multi-byte UTF-8 character and steps over it: no overlong forms, no
  /// surrogates, nothing above U+10FFFF (RFC 3629's table).
  private mutating func scanUTF8Sequence() throws(SyntaxError) {
    let lead = bytes[index]
    let (length, secondRange): (Int, ClosedRange<UInt8>) =
      switch lead {
      case 0xC2...0xDF: (2, 0x80...0xBF)
      case 0xE0: (3, 0xA0...0xBF)
      case 0xE1...0xEC, 0xEE...0xEF: (3, 0x80...0xBF)
      case 0xED: (3, 0x80...0x9F)
      case 0xF0: (4, 0x90...0xBF)
      case 0xF1...0xF3: (4, 0x80...0xBF)
      case 0xF4: (4, 0x80...0x8F)
      default: throw SyntaxError()
      }
    guard index + length <= bytes.count, secondRange.contains(bytes[index + 1]) else {
      throw SyntaxError()
    }
    for offset in 2..<length where !(0x80...0xBF).contains(bytes[index + offset]) {
      throw SyntaxError()
    }
    index += length
  }
}
