import TerminalUI

/// The runner's text made to fit a terminal, so that what a check says is on the screen at
/// once, and a watch can draw each check over the last one rather than below it: every line
/// within the width — prose wrapped at spaces, code (a diff's lines) cut with "…" — with the
/// colours' escapes taking no room; and when the lines outnumber the rows, the body's end is
/// left out, with a line that says how much, so that the verdict at the top and the footer at
/// the bottom (the next steps, a watch's keys) always show.
///
/// A command to type (`  make watch NAME=clock`, `  git cat-file blob … > …`) is never broken:
/// pasted from two lines it would be two commands, or a syntax error. One too long for the
/// terminal is left whole for the terminal to fold, and counted for the rows it takes.
enum FittedScreen {
  /// `body`, then `footer`, as at most `size.height` rows of at most `size.width` cells.
  /// `more` words the line that stands for what was left out, given how many lines that is.
  static func lines(
    body: String, footer: String, size: Size, more: (Int) -> String
  ) -> [String] {
    let width = max(size.width, 10)
    let bodyLines = wrapped(body, width: width)
    let footerLines = wrapped(footer, width: width)
    let room = size.height - rows(of: footerLines, width: width)
    guard rows(of: bodyLines, width: width) > room else { return bodyLines + footerLines }
    var kept: [String] = []
    for line in bodyLines {
      guard rows(of: kept + [line], width: width) <= max(room - 1, 1) else { break }
      kept.append(line)
    }
    let left = bodyLines.count - kept.count
    return kept + [cut(more(left), width: width)] + footerLines
  }

  /// How many rows of `width` cells `lines` take on a terminal that folds a longer line.
  static func rows(of lines: [String], width: Int) -> Int {
    lines.reduce(0) { $0 + max(1, (cells(of: Substring($1)) + width - 1) / width) }
  }

  /// Every line of `text` wrapped to `width` cells, but commands (`isCommand`); a trailing
  /// newline ends the last line rather than starting an empty one.
  static func wrapped(_ text: String, width: Int) -> [String] {
    let body = text.hasSuffix("\n") ? String(text.dropLast()) : text
    guard !body.isEmpty else { return [] }
    return body.split(separator: "\n", omittingEmptySubsequences: false).flatMap {
      isCommand($0) ? [String($0)] : wrap(String($0), width: width)
    }
  }

  /// The programs whose commands the runner prints for the learner to type.
  static let commandWords = ["make ", "git ", "cd ", "rm ", "cp ", "swift "]

  /// Whether `line` is a command to type: indented, and starting with one of `commandWords`.
  static func isCommand(_ line: Substring) -> Bool {
    let text = line.drop { $0 == " " }
    return text.count < line.count && commandWords.contains { text.hasPrefix($0) }
  }

  /// One line broken at spaces into lines of at most `width` cells (a word longer than a line
  /// is broken where it must be); a continuation keeps the line's indentation.
  static func wrap(_ line: String, width: Int) -> [String] {
    let indent = String(line.prefix { $0 == " " })
    var lines: [String] = []
    var rest = Substring(line)
    while cells(of: rest) > width {
      let limit = lines.isEmpty ? width : width - indent.count
      var end = rest.startIndex
      var used = 0
      var lastSpace: Substring.Index?
      var index = rest.startIndex
      while index < rest.endIndex {
        if let escapeEnd = escape(in: rest, at: index) {
          index = escapeEnd
          continue
        }
        let character = rest[index]
        let size = TerminalText.width(of: character)
        if used + size > limit { break }
        used += size
        if character == " " { lastSpace = index }
        index = rest.index(after: index)
        end = index
      }
      // Back to the last space, unless the line ends where a word does.
      if let lastSpace, lastSpace > rest.startIndex, end < rest.endIndex, rest[end] != " " {
        end = lastSpace
      }
      if end == rest.startIndex { end = rest.index(after: rest.startIndex) }
      lines.append((lines.isEmpty ? "" : indent) + String(rest[..<end]))
      rest = rest[end...].drop { $0 == " " }
    }
    lines.append((lines.isEmpty ? "" : indent) + String(rest))
    return lines
  }

  /// `line` cut to `width` cells, ending in "…" when something was left out; escapes (colours)
  /// are kept, and the colour is put back to normal after a cut.
  static func cut(_ line: String, width: Int) -> String {
    guard cells(of: Substring(line)) > width else { return line }
    var kept = ""
    var used = 0
    var index = line.startIndex
    while index < line.endIndex {
      if let escapeEnd = escape(in: Substring(line), at: index) {
        kept += line[index..<escapeEnd]
        index = escapeEnd
        continue
      }
      let size = TerminalText.width(of: line[index])
      if used + size > width - 1 { break }
      kept.append(line[index])
      used += size
      index = line.index(after: index)
    }
    return kept + "…" + (line.contains("\u{1B}[") ? "\u{1B}[0m" : "")
  }

  /// How many cells `text` takes, its colours' escapes taking none.
  static func cells(of text: Substring) -> Int {
    var total = 0
    var index = text.startIndex
    while index < text.endIndex {
      if let escapeEnd = escape(in: text, at: index) {
        index = escapeEnd
        continue
      }
      total += TerminalText.width(of: text[index])
      index = text.index(after: index)
    }
    return total
  }

  /// Where the colour escape (`ESC [ … m`) starting at `index` ends, if one starts there. The
  /// runner's own are the only escapes its text holds: everything else was made safe.
  private static func escape(in text: Substring, at index: Substring.Index) -> Substring.Index? {
    guard text[index] == "\u{1B}" else { return nil }
    let next = text.index(after: index)
    guard next < text.endIndex, text[next] == "[" else { return nil }
    guard let end = text[next...].firstIndex(of: "m") else { return nil }
    return text.index(after: end)
  }
}
