import Foundation

/// A lesson's source: Markdown, with directives on lines of their own.
struct LessonSource {
  /// A piece of the lesson: text to copy, or a directive to expand.
  enum Part: Equatable {
    case markdown(String)
    case directive(Directive, line: Int)
  }

  /// The pieces, in order.
  let parts: [Part]

  /// Reads `text`, the source at `path` (which its errors name).
  init(path: String, text: String) throws(LessonError) {
    var parts: [Part] = []
    var markdown: [Substring] = []
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false)[...]
    var number = 0
    var insideFence = false

    func flush() {
      guard !markdown.isEmpty else { return }
      parts.append(.markdown(markdown.joined(separator: "\n")))
      markdown = []
    }
    func fail(_ problem: String) -> LessonError { LessonError(lesson: path, line: number, problem) }

    while let line = lines.popFirst() {
      number += 1
      // A directive inside a fenced block is an example, not an instruction.
      if line.hasPrefix("```") { insideFence.toggle() }
      // `@{…}` starting a line is a value in the prose, not a directive.
      guard !insideFence, line.hasPrefix("@"), !line.hasPrefix("@@"), !line.hasPrefix("@{") else {
        markdown.append(line)
        continue
      }
      let start = number
      let words = try Self.words(of: line.dropFirst(), fail: fail)
      flush()
      switch words.first {
      case "diff":
        var context = 3
        if words.count == 5, words[3] == "--context", let lines = Int(words[4]), lines >= 0 {
          context = lines
        } else if words.count != 3 {
          throw fail("@diff takes two paths and maybe a context: @diff OLD NEW [--context N]")
        }
        var notes: [Directive.Note] = []
        var note: (anchor: String, line: Int, text: [Substring])?
        func endNote() {
          guard let current = note else { return }
          let text = current.text.joined(separator: "\n").trimmingCharacters(in: .newlines)
          notes.append(Directive.Note(anchor: current.anchor, text: text, line: current.line))
          note = nil
        }
        while true {
          guard let next = lines.popFirst() else {
            throw fail("@diff at line \(start) has no @end")
          }
          number += 1
          if next == "@end" { break }
          if next.hasPrefix("@note") {
            endNote()
            let noteWords = try Self.words(of: next.dropFirst(), fail: fail)
            guard noteWords.count == 2 else {
              throw fail("@note takes one quoted anchor: @note \"text of a line in the hunk\"")
            }
            note = (noteWords[1], number, [])
          } else if note != nil {
            note?.text.append(next)
          } else if !next.allSatisfy(\.isWhitespace) {
            throw fail("text in a @diff must follow a @note")
          }
        }
        endNote()
        let diff = Directive.diff(old: words[1], new: words[2], context: context, notes: notes)
        parts.append(.directive(diff, line: start))
      case "excerpt":
        guard words.count == 3 else {
          throw fail("@excerpt takes a path and a quoted anchor: @excerpt PATH \"func reload()\"")
        }
        parts.append(.directive(.excerpt(path: words[1], anchor: words[2]), line: start))
      case "file":
        guard words.count == 2 else { throw fail("@file takes one path") }
        parts.append(.directive(.file(path: words[1]), line: start))
      case "sequence":
        parts.append(.directive(try Self.sequence(words.dropFirst(), fail: fail), line: start))
      case "transcript":
        guard words.count >= 2 else { throw fail("@transcript takes a variant and its flags") }
        let directive = Directive.transcript(
          variant: words[1], arguments: Array(words.dropFirst(2)))
        parts.append(.directive(directive, line: start))
      case "ownership":
        guard words.count == 2 else { throw fail("@ownership takes a variant: @ownership mvp") }
        parts.append(.directive(.ownership(variant: words[1]), line: start))
      case "table":
        switch words {
        case ["table", "variants"]: parts.append(.directive(.variantTable, line: start))
        case ["table", "choosing"]: parts.append(.directive(.choosingTable, line: start))
        case ["table", "list-screen-test"]:
          parts.append(.directive(.listScreenTestTable, line: start))
        case ["table", "uikit-differences"]:
          parts.append(.directive(.uikitDifferencesTable, line: start))
        case ["table", "ios-targets"]:
          parts.append(.directive(.iOSTargetsTable, line: start))
        default:
          throw fail(
            "the tables are @table variants, choosing, list-screen-test, uikit-differences and "
              + "ios-targets")
        }
      default:
        throw fail("unknown directive '@\(words.first ?? "")'")
      }
    }
    flush()
    self.parts = parts
  }

  /// `VARIANT [--fail] [--size COLSxROWS] [--only NAME,NAME] [SETUP] | SHOWN`.
  private static func sequence(
    _ words: ArraySlice<String>, fail: (String) -> LessonError
  ) throws(LessonError) -> Directive {
    var words = words
    guard let variant = words.popFirst() else { throw fail("@sequence takes a variant") }
    let failing = words.first == "--fail"
    if failing { words.removeFirst() }
    var size: String?
    if words.first == "--size" {
      words.removeFirst()
      size = words.popFirst()
    }
    var only: [String]?
    if words.first == "--only" {
      words.removeFirst()
      only = words.popFirst()?.split(separator: ",").map(String.init)
      guard only?.isEmpty == false else {
        throw fail("@sequence --only takes the participants, comma-separated: --only A,B,C")
      }
    }
    guard let bar = words.firstIndex(of: "|"), words.index(after: bar) < words.endIndex else {
      throw fail("@sequence needs '| KEYS': the keys whose messages the diagram shows")
    }
    return .sequence(
      variant: variant, failing: failing, size: size, only: only,
      setup: words[..<bar].joined(separator: ","),
      shown: words[words.index(after: bar)...].joined(separator: ","))
  }

  /// The words of a directive line: split at spaces, a "quoted phrase" counting as one word.
  private static func words(
    of line: Substring, fail: (String) -> LessonError
  ) throws(LessonError) -> [String] {
    var words: [String] = []
    var current = ""
    var quoted = false
    for character in line {
      switch character {
      case "\"":
        if quoted { words.append(current) }
        current = ""
        quoted.toggle()
      case " " where !quoted:
        if !current.isEmpty { words.append(current) }
        current = ""
      default:
        current.append(character)
      }
    }
    guard !quoted else { throw fail("a quote is not closed") }
    if !current.isEmpty { words.append(current) }
    return words
  }
}
