import SwiftSource

/// Finds the mutants of a file: every place each operator applies.
///
/// The operators are PIT's and cargo-mutants' classics, in Swift's words: negate a condition,
/// drop the body of an `if` or a condition of a `guard`, delete a call made as a statement,
/// return at once from a function that returns nothing, change a literal, make a weak
/// reference strong, swap a comparison. A change that does not compile is not a mutant: the
/// runner counts it apart and moves on, so the operators may be simple rather than exact.
///
/// Left alone: code inside `#if` (one side is not compiled here), attributes' arguments, the
/// messages of `fatalError`, `precondition` and `assert`, which no test reads, and parameters'
/// default values, which the callers' modules compile (the runner rebuilds only the mutated file).
public enum MutationOperators {
  public static func mutants(in file: SourceFile) -> [Mutant] {
    var finder = Finder(file: file)
    finder.find()
    return finder.found.sorted {
      ($0.edits[0].range.lowerBound, $0.kind.rawValue, $0.change) < (
        $1.edits[0].range.lowerBound, $1.kind.rawValue, $1.change
      )
    }
  }
}

private struct Finder {
  let file: SourceFile
  var found: [Mutant] = []
  /// Whether each token is inside `#if … #endif`.
  let conditional: [Bool]

  /// Words that start a statement that is not a call.
  static let keywords: Set<String> = [
    "let", "var", "return", "if", "guard", "while", "for", "switch", "case", "default", "break",
    "continue", "throw", "defer", "do", "else", "func", "init", "deinit", "class", "struct",
    "enum", "protocol", "extension", "import", "typealias", "static", "private", "fileprivate",
    "public", "internal", "open", "override", "final", "lazy", "weak", "unowned", "mutating",
    "nonmutating", "some", "any", "where", "in", "is", "as", "nil", "true", "false", "super",
    "repeat", "fallthrough", "subscript", "associatedtype", "nonisolated", "convenience",
    "required", "indirect", "package", "consuming", "borrowing", "inout", "get", "set",
    "didSet", "willSet",
  ]
  /// Calls whose deletion, or whose message's change, no test could see: they only stop the
  /// program or print.
  static let untouchable: Set<String> = [
    "fatalError", "precondition", "preconditionFailure", "assert", "assertionFailure", "print",
    "debugPrint", "dump",
  ]

  init(file: SourceFile) {
    self.file = file
    var depth = 0
    var conditional: [Bool] = []
    for token in file.tokens {
      if token.kind == .directive, token.text.hasPrefix("#if") { depth += 1 }
      conditional.append(depth > 0)
      if token.kind == .directive, token.text.hasPrefix("#endif") { depth -= 1 }
    }
    self.conditional = conditional
  }

  var tokens: [Token] { file.tokens }

  mutating func find() {
    for index in tokens.indices where !conditional[index] {
      let token = tokens[index]
      if token.kind == .number || token.kind == .string || token.text == "true"
        || token.text == "false", isDefaultArgument(index)
      {
        continue
      }
      switch (token.kind, token.text) {
      case (.word, "if"), (.word, "while"):
        conditions(of: index)
      case (.word, "guard"):
        guardStatement(at: index)
      case (.word, "func"), (.word, "deinit"), (.word, "didSet"), (.word, "willSet"):
        returnEarly(at: index)
      case (.word, "true"), (.word, "false"):
        add(
          .changeLiteral, at: index, replacing: index,
          with: token.text == "true" ? "false" : "true",
          change: "`\(token.text)` → `\(token.text == "true" ? "false" : "true")`")
      case (.number, _):
        numberLiteral(at: index)
      case (.string, _):
        stringLiteral(at: index)
      case (.word, "weak"):
        weakReference(at: index)
      case (.operator, _):
        comparison(at: index)
      case (.word, _):
        deleteCall(at: index)
      default:
        break
      }
    }
  }

  // MARK: - Building mutants

  mutating func add(
    _ kind: Mutant.Operator, at index: Int, edits: [Mutant.Edit], change: String
  ) {
    found.append(
      Mutant(
        file: file.path, line: tokens[index].line, column: tokens[index].column, kind: kind,
        edits: edits, change: change, code: file.code(onLine: tokens[index].line)))
  }

  mutating func add(
    _ kind: Mutant.Operator, at index: Int, replacing first: Int, through last: Int? = nil,
    with replacement: String, change: String
  ) {
    let range = tokens[first].range.lowerBound..<tokens[last ?? first].range.upperBound
    add(
      kind, at: index, edits: [Mutant.Edit(range: range, replacement: replacement)], change: change)
  }

  /// Source for the report: on one line, and short.
  func shown(_ first: Int, through last: Int) -> String {
    let text = file.text(from: first, through: last)
    let words = text.split(whereSeparator: { $0 == " " || $0 == "\n" }).joined(separator: " ")
    return words.count > 70 ? String(words.prefix(69)) + "…" : words
  }

  func isWord(_ index: Int, _ words: Set<String>) -> Bool {
    tokens.indices.contains(index) && tokens[index].kind == .word
      && words.contains(tokens[index].text)
  }

  // MARK: - Conditions

  /// The clauses of a condition list between two token indices (exclusive), split at its
  /// top-level commas.
  func clauses(from start: Int, to end: Int) -> [ClosedRange<Int>] {
    var result: [ClosedRange<Int>] = []
    var clauseStart = start
    var index = start
    while index < end {
      if file.token(index, is: ","), tokens[index].kind == .punctuation {
        if index > clauseStart { result.append(clauseStart...(index - 1)) }
        clauseStart = index + 1
      }
      if let close = file.partner[index], close > index,
        ["(", "[", "{"].contains(tokens[index].text)
      {
        index = close + 1
      } else {
        index += 1
      }
    }
    if end > clauseStart { result.append(clauseStart...(end - 1)) }
    return result
  }

  /// Whether a clause binds or matches rather than tests: `let x = …`, `case .a = …`,
  /// `#available(…)`.
  func isBinding(_ clause: ClosedRange<Int>) -> Bool {
    isWord(clause.lowerBound, ["let", "var", "case"])
      || tokens[clause.lowerBound].kind == .directive
  }

  /// Whether a clause has a binary operator outside its brackets.
  func hasBinaryOperator(_ clause: ClosedRange<Int>) -> Bool {
    var index = clause.lowerBound
    while index <= clause.upperBound {
      let token = tokens[index]
      if token.kind == .operator, token.spaceBefore, token.spaceAfter { return true }
      if isWord(index, ["is", "as"]) { return true }
      if let close = file.partner[index], close > index { index = close + 1 } else { index += 1 }
    }
    return false
  }

  mutating func negate(_ clause: ClosedRange<Int>, at keyword: Int) {
    let text = file.text(from: clause.lowerBound, through: clause.upperBound)
    if file.token(clause.lowerBound, is: "!"), clause.count > 1,
      !hasBinaryOperator((clause.lowerBound + 1)...clause.upperBound)
    {
      let inner = file.text(from: clause.lowerBound + 1, through: clause.upperBound)
      add(
        .negateCondition, at: clause.lowerBound, replacing: clause.lowerBound,
        through: clause.upperBound, with: inner,
        change: "`\(shown(clause.lowerBound, through: clause.upperBound))` → `\(inner)`")
    } else {
      add(
        .negateCondition, at: clause.lowerBound, replacing: clause.lowerBound,
        through: clause.upperBound, with: "!(\(text))",
        change: "`\(shown(clause.lowerBound, through: clause.upperBound))` → `!(…)`")
    }
  }

  mutating func conditions(of keyword: Int) {
    // `repeat { … } while c` has no body to find; `while` there ends a statement.
    if tokens[keyword].text == "while", file.token(keyword - 1, is: "}") { return }
    guard
      let body = file.firstAtSameDepth(after: keyword, where: { file.token($0, is: "{") }),
      let close = file.partner[body]
    else { return }
    for clause in clauses(from: keyword + 1, to: body) where !isBinding(clause) {
      negate(clause, at: keyword)
    }
    if tokens[keyword].text == "if", close > body + 1 {
      let range = tokens[body].range.upperBound..<tokens[close].range.lowerBound
      add(
        .dropBody, at: keyword, edits: [Mutant.Edit(range: range, replacement: " ")],
        change: "`if \(shown(keyword + 1, through: body - 1)) { … }` does nothing")
    }
  }

  mutating func guardStatement(at keyword: Int) {
    guard
      let elseIndex = file.firstAtSameDepth(
        after: keyword, where: { isWord($0, ["else"]) }),
      let body = file.firstAtSameDepth(after: elseIndex, where: { file.token($0, is: "{") }),
      let close = file.partner[body]
    else { return }
    let all = clauses(from: keyword + 1, to: elseIndex)
    for clause in all where !isBinding(clause) {
      negate(clause, at: keyword)
    }
    if all.allSatisfy({ !isBinding($0) }) {
      add(
        .dropBody, at: keyword, replacing: keyword, through: close, with: "",
        change: "`guard \(shown(keyword + 1, through: elseIndex - 1)) else { … }` dropped")
    } else if all.count > 1 {
      for (position, clause) in all.enumerated() where !isBinding(clause) {
        // The clause and the comma before it, or after it when it comes first.
        let range: Range<Int> =
          position == 0
          ? tokens[clause.lowerBound].range.lowerBound..<tokens[all[1].lowerBound].range.lowerBound
          : tokens[all[position - 1].upperBound].range
            .upperBound..<tokens[clause.upperBound].range
            .upperBound
        add(
          .dropBody, at: clause.lowerBound,
          edits: [Mutant.Edit(range: range, replacement: "")],
          change: "guard's `\(shown(clause.lowerBound, through: clause.upperBound))` dropped")
      }
    }
  }

  // MARK: - Calls

  /// Whether a statement can start at token `index`.
  func startsStatement(_ index: Int) -> Bool {
    guard file.isInBlock(index) else { return false }
    guard index > 0 else { return true }
    let previous = tokens[index - 1]
    if previous.kind == .punctuation, ["{", ";", "}"].contains(previous.text) { return true }
    if isWord(index - 1, ["in"]) { return isClosureSignatureEnd(index - 1) }
    guard tokens[index].startsLine else { return false }
    switch previous.kind {
    case .operator:
      // `x!` and `x?` end an expression; any other operator continues it.
      return (previous.text == "!" || previous.text == "?") && !previous.spaceBefore
    case .punctuation:
      if previous.text == ")" || previous.text == "]" { return true }
      if previous.text == ":" { return isCaseLabelEnd(index - 1) }
      return false
    case .word:
      return !Self.keywords.contains(previous.text)
        || ["self", "nil", "true", "false"].contains(previous.text)
    case .attribute, .directive:
      return previous.kind == .directive
    case .number, .string:
      return true
    }
  }

  /// Whether the `in` at `index` ends a closure's signature, not a `for` loop's pattern.
  func isClosureSignatureEnd(_ index: Int) -> Bool {
    guard let opener = file.enclosing[index], tokens[opener].text == "{" else { return false }
    var back = index - 1
    while back > opener {
      if isWord(back, ["for"]), file.enclosing[back] == opener { return false }
      back -= 1
    }
    return true
  }

  /// Whether the `:` at `index` ends `case …:` or `default:`.
  func isCaseLabelEnd(_ index: Int) -> Bool {
    var back = index - 1
    while back >= 0, !tokens[back].startsLine { back -= 1 }
    return back >= 0 && isWord(back, ["case", "default"])
  }

  /// The last token of the statement starting at `start`.
  func statementEnd(from start: Int) -> Int {
    var index = start
    while true {
      var last = index
      if let close = file.partner[index], close > index { last = close }
      let next = last + 1
      guard next < tokens.count else { return last }
      let token = tokens[next]
      if token.kind == .punctuation, [")", "]", "}", ";"].contains(token.text) { return last }
      if token.startsLine {
        let continues =
          token.text == "." || (token.kind == .operator && token.spaceAfter)
          || (tokens[last].kind == .operator && tokens[last].spaceBefore)
          || file.token(last, is: ",")
        if !continues { return last }
      }
      index = next
    }
  }

  mutating func deleteCall(at start: Int) {
    guard startsStatement(start) else { return }
    var index = start
    while isWord(index, ["try", "await"]) { index += 1 }
    if file.token(index, is: "_"), file.token(index + 1, is: "=") { index += 2 }
    guard tokens.indices.contains(index), tokens[index].kind == .word,
      !Self.keywords.contains(tokens[index].text) || tokens[index].text == "self",
      !Self.untouchable.contains(tokens[index].text)
    else { return }
    let end = statementEnd(from: start)
    // A call chain: names, dots, `?` and `!`, arguments, subscripts and trailing closures, and
    // nothing else at the top level; it ends with arguments or a closure.
    var calls = false
    var cursor = index + 1
    while cursor <= end {
      let token = tokens[cursor]
      if let close = file.partner[cursor], close > cursor {
        if token.text == "(" || token.text == "{" { calls = true }
        cursor = close + 1
        continue
      }
      let allowed =
        token.text == "." || ((token.text == "?" || token.text == "!") && !token.spaceBefore)
        || token.kind == .word || (token.text == ":" && file.token(cursor + 1, is: "{"))
      guard allowed, !Self.keywords.contains(token.text) else { return }
      cursor += 1
    }
    guard calls, file.token(end, is: ")") || file.token(end, is: "}"), !mayBeTheValue(start, end)
    else { return }
    add(
      .deleteCall, at: start, replacing: start, through: end, with: "",
      change: "`\(shown(start, through: end))` deleted")
  }

  /// Whether the statement from `start` to `end` may be the value its block returns: alone in
  /// it, and making a value (`NewsRow(…)`), using a closure's argument (`$0`), or in a function
  /// or a property that returns one. Deleting it would not compile.
  func mayBeTheValue(_ start: Int, _ end: Int) -> Bool {
    guard let opener = file.enclosing[start], file.token(opener, is: "{"),
      file.partner[opener] == end + 1, opener + 1 == start || isWord(start - 1, ["in"])
    else { return false }
    if tokens[start].text.first?.isUppercase == true,
      file.token(start + 1, is: "(") || file.token(start + 1, is: "{")
    {
      return true
    }
    var index = start
    while index <= end {
      if tokens[index].text.hasPrefix("$") { return true }
      if file.token(index, is: "{"), let close = file.partner[index] {
        index = close + 1
      } else {
        index += 1
      }
    }
    var back = opener - 1
    while back >= 0, !tokens[back].startsLine, tokens[back].text != "->" { back -= 1 }
    guard back >= 0 else { return false }
    // `-> Value {`, or a computed property's `var name: Value {`.
    return tokens[back].text == "->"
      || ((back..<opener).contains { isWord($0, ["var"]) }
        && (back..<opener).contains { file.token($0, is: ":") })
  }

  // MARK: - Return early

  mutating func returnEarly(at keyword: Int) {
    let text = tokens[keyword].text
    let bodyStart: Int
    if text == "func" {
      guard
        let parameters = file.firstAtSameDepth(after: keyword, where: { file.token($0, is: "(") }),
        let close = file.partner[parameters]
      else { return }
      var index = close + 1
      var returnType: [String] = []
      var returnsValue = false
      while index < tokens.count, !file.token(index, is: "{") {
        let token = tokens[index]
        if token.kind == .punctuation, token.text == "}" { return }
        if token.startsLine, token.kind == .attribute || Self.keywords.contains(token.text),
          !["where"].contains(token.text)
        {
          return
        }
        if token.text == "->" {
          returnsValue = true
        } else if returnsValue, !isWord(index, ["where"]) {
          returnType.append(token.text)
        }
        if let partner = file.partner[index], partner > index {
          index = partner + 1
        } else {
          index += 1
        }
      }
      guard index < tokens.count else { return }
      if returnsValue, !["Void", "()"].contains(returnType.joined()) { return }
      bodyStart = index
    } else {
      guard file.token(keyword + 1, is: "{") else { return }
      bodyStart = keyword + 1
    }
    guard let bodyEnd = file.partner[bodyStart], bodyEnd > bodyStart + 1,
      !(isWord(bodyStart + 1, ["return"]) && bodyEnd == bodyStart + 2)
    else { return }
    let signature =
      text == "func"
      ? shown(
        keyword,
        through: (file.firstAtSameDepth(after: keyword, where: { file.token($0, is: "(") })
          ?? keyword)) + "…)"
      : text
    let at = tokens[bodyStart].range.upperBound
    add(
      .returnEarly, at: keyword,
      edits: [Mutant.Edit(range: at..<at, replacement: " return;")],
      change: "`\(signature)` returns at once")
  }

  // MARK: - Literals

  /// Whether token `index` is an argument of an attribute, `#available`, or a call whose
  /// message no test reads.
  func isUntouchableArgument(_ index: Int) -> Bool {
    var opener = file.enclosing[index]
    while let open = opener, tokens[open].text == "(" {
      if open > 0 {
        let callee = tokens[open - 1]
        if callee.kind == .attribute || callee.kind == .directive { return true }
        if callee.kind == .word, Self.untouchable.contains(callee.text) { return true }
      }
      opener = file.enclosing[open]
    }
    return false
  }

  /// Whether token `index` is a parameter's default value. Swift compiles a default argument
  /// into every call that leaves it out, in the caller's module, so a mutant built by compiling
  /// this one file again would leave the tests calling with the value as it was.
  func isDefaultArgument(_ index: Int) -> Bool {
    guard let open = file.enclosing[index], tokens[open].text == "(", open > 0 else {
      return false
    }
    var name = open - 1
    if tokens[name].text == "?" || tokens[name].text == "!", name > 0 { name -= 1 }
    let declared = name == 0 || !file.token(name - 1, is: ".")
    if tokens[name].text == "init" || tokens[name].text == "subscript" { return declared }
    return name > 0 && file.token(name - 1, is: "func")
  }

  mutating func numberLiteral(at index: Int) {
    let token = tokens[index]
    // `pair.0` names a tuple's element; `0x1F` and `1e3` are left alone.
    guard !file.token(index - 1, is: "."), !isUntouchableArgument(index) else { return }
    let digits = token.text.replacingOccurrences(of: "_", with: "")
    let replacement: String
    if let value = Int(digits) {
      replacement = value == 1 ? "0" : value == 0 ? "1" : String(value + 1)
    } else if digits.allSatisfy({ $0.isNumber || $0 == "." }), let value = Double(digits) {
      replacement = String(value + 1)
    } else {
      return
    }
    add(
      .changeLiteral, at: index, replacing: index, with: replacement,
      change: "`\(token.text)` → `\(replacement)`")
  }

  mutating func stringLiteral(at index: Int) {
    let text = tokens[index].text
    guard text.hasPrefix("\""), !text.hasPrefix("\"\"\""), text.count > 2,
      !text.contains("\\("), !isUntouchableArgument(index)
    else { return }
    add(
      .changeLiteral, at: index, replacing: index, with: "\"\"",
      change: "`\(shown(index, through: index))` → `\"\"`")
  }

  // MARK: - Weak references

  mutating func weakReference(at index: Int) {
    if file.token(index - 1, is: "["), file.token(index + 1, is: "self"),
      file.token(index + 2, is: "]") || file.token(index + 2, is: ","),
      let listEnd = file.partner[index - 1], let signatureEnd = firstIn(after: listEnd)
    {
      // A capture the closure uses, so that it keeps `self` as a strong capture would.
      let capture = tokens[index + 1].range.upperBound
      let body = tokens[signatureEnd].range.upperBound
      add(
        .strongCapture, at: index,
        edits: [
          Mutant.Edit(range: capture..<capture, replacement: ", kept = self"),
          Mutant.Edit(range: body..<body, replacement: " _ = kept;"),
        ],
        change: "`[weak self]` made strong")
    } else if isWord(index + 1, ["var", "let"]), tokens.indices.contains(index + 2) {
      add(
        .strongCapture, at: index,
        edits: [
          Mutant.Edit(
            range: tokens[index].range.lowerBound..<tokens[index + 1].range.lowerBound,
            replacement: "")
        ],
        change: "`weak \(tokens[index + 1].text) \(tokens[index + 2].text)` made strong")
    }
  }

  /// The `in` ending a closure's signature, after its capture list.
  func firstIn(after listEnd: Int) -> Int? {
    var index = listEnd + 1
    while index < tokens.count, !file.token(index, is: "{"), !file.token(index, is: "}") {
      if isWord(index, ["in"]) { return index }
      if let close = file.partner[index], close > index { index = close + 1 } else { index += 1 }
    }
    return nil
  }

  // MARK: - Comparisons

  static let swapped = [
    "==": "!=", "!=": "==", "===": "!==", "!==": "===", "<": "<=", "<=": "<", ">": ">=", ">=": ">",
  ]

  mutating func comparison(at index: Int) {
    let token = tokens[index]
    guard token.spaceBefore, token.spaceAfter, let replacement = Self.swapped[token.text],
      !isUntouchableArgument(index)
    else { return }
    var lineStart = index
    while lineStart > 0, !tokens[lineStart].startsLine { lineStart -= 1 }
    var lineEnd = index
    while lineEnd + 1 < tokens.count, !tokens[lineEnd + 1].startsLine { lineEnd += 1 }
    add(
      .swapComparison, at: index, replacing: index, with: replacement,
      change: "`\(token.text)` → `\(replacement)` in `\(shown(lineStart, through: lineEnd))`")
  }
}
