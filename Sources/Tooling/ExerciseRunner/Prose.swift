/// Markdown prose, a hint's say, reflowed to a terminal's width: `HINTS.md` is written in
/// lines of up to 100 columns, which an 80-column terminal would fold mid-word. Each paragraph's
/// lines are joined and wrapped again at spaces; a list item is wrapped under its own text; a
/// fenced or indented code block is left as written, line for line.
enum Prose {
  /// `markdown` as lines of at most `width` cells (but for code, and words longer than that).
  static func reflowed(_ markdown: String, width: Int) -> [String] {
    var lines: [String] = []
    var paragraph: [Substring] = []
    var inFence = false
    func finishParagraph() {
      guard let first = paragraph.first else { return }
      let text = ([first] + paragraph.dropFirst().map { $0.drop { $0 == " " } })
        .joined(separator: " ")
      let hanging = String(repeating: " ", count: itemIndent(of: first))
      let wrapped = FittedScreen.wrap(hanging + text.dropFirst(hanging.count), width: width)
      lines +=
        [String(text.prefix(hanging.count)) + wrapped[0].dropFirst(hanging.count)]
        + wrapped.dropFirst()
      paragraph = []
    }
    for line in markdown.split(separator: "\n", omittingEmptySubsequences: false) {
      let text = line.drop { $0 == " " }
      if text.hasPrefix("```") {
        finishParagraph()
        inFence.toggle()
        lines.append(String(line))
      } else if inFence || line.hasPrefix("    ") || text.isEmpty {
        finishParagraph()
        lines.append(String(line))
      } else {
        if itemIndent(of: line) > 0 { finishParagraph() }
        paragraph.append(line)
      }
    }
    finishParagraph()
    return lines
  }

  /// Where a list item's text starts (`- `, `* `, `1. `, after any indentation), or 0 when
  /// `line` starts no item.
  private static func itemIndent(of line: Substring) -> Int {
    let spaces = line.prefix { $0 == " " }.count
    let rest = line.dropFirst(spaces)
    if rest.hasPrefix("- ") || rest.hasPrefix("* ") { return spaces + 2 }
    let digits = rest.prefix { $0.isNumber }
    guard !digits.isEmpty, rest.dropFirst(digits.count).hasPrefix(". ") else { return 0 }
    return spaces + digits.count + 2
  }
}
