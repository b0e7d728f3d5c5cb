import TextDiff

/// A unified diff fitted to a terminal's width, for the comparison after a pass. Code is cut,
/// never wrapped (a wrapped line would read as two); and where a removed line and the inserted
/// line that takes its place differ only past the width, both are shown from a little before
/// the first place they differ, `…` marking what is left out at the start: cut at the end
/// alone, a `-` and a `+` line could look the same.
enum DiffOnScreen {
  /// How many cells after the first difference come into view: enough to read what differs.
  static let after = 24

  /// `diff`'s lines, each at most `width` cells, coloured with `style`.
  static func lines(of diff: UnifiedDiff, width: Int, style: Paint) -> [String] {
    var lines = [
      FittedScreen.cut(style.bold("--- \(diff.oldLabel)"), width: width),
      FittedScreen.cut(style.bold("+++ \(diff.newLabel)"), width: width),
    ]
    for hunk in diff.hunks {
      lines.append(FittedScreen.cut(style.cyan(hunk.header), width: width))
      let partners = self.partners(in: hunk.lines)
      for (index, line) in hunk.lines.enumerated() {
        let start = partners[index].map { firstDifference(line.line.text, $0, width: width) } ?? 0
        let text = Array(line.line.text)
        let shown =
          start == 0
          ? String(line.marker) + line.line.text
          : String(line.marker) + "…" + String(text[start...])
        let fitted = FittedScreen.cut(shown, width: width)
        switch line {
        case .context: lines.append(fitted)
        case .removed: lines.append(style.red(fitted))
        case .inserted: lines.append(style.green(fitted))
        }
        if !line.line.hasNewline { lines.append("\\ No newline at end of file") }
      }
    }
    return lines
  }

  /// For each line of a hunk, the text of the line it replaces or is replaced by: in each run
  /// of removed lines followed by inserted ones, the first removed with the first inserted,
  /// and so on.
  static func partners(in lines: [DiffLine]) -> [String?] {
    var partners = [String?](repeating: nil, count: lines.count)
    var index = 0
    while index < lines.count {
      guard case .removed = lines[index] else {
        index += 1
        continue
      }
      var removed: [Int] = []
      while index < lines.count, case .removed = lines[index] {
        removed.append(index)
        index += 1
      }
      var inserted: [Int] = []
      while index < lines.count, case .inserted = lines[index] {
        inserted.append(index)
        index += 1
      }
      for (old, new) in zip(removed, inserted) {
        partners[old] = lines[new].line.text
        partners[new] = lines[old].line.text
      }
    }
    return partners
  }

  /// Where a line is shown from so that its first difference from `other` is in view: 0 when
  /// that difference already is, within `width` cells with the marker.
  static func firstDifference(_ text: String, _ other: String, width: Int) -> Int {
    let characters = Array(text)
    let otherCharacters = Array(other)
    var index = 0
    while index < characters.count, index < otherCharacters.count,
      characters[index] == otherCharacters[index]
    {
      index += 1
    }
    // The marker, what comes before the difference, and `after` cells of it (or all there is
    // of either line) must fit: show as much of what comes before as they leave room for,
    // behind a `…`.
    let tail =
      [characters, otherCharacters].map {
        FittedScreen.cells(of: Substring(String($0[min(index, $0.count)...])))
      }.max() ?? 0
    let room = width - 2 - min(after, tail)
    guard
      FittedScreen.cells(of: Substring(String(characters[..<index]))) + 1 + min(after, tail)
        > width, room > 0
    else { return 0 }
    var start = index
    var used = 0
    while start > 0 {
      let size = FittedScreen.cells(of: Substring(String(characters[start - 1])))
      guard used + size <= room else { break }
      used += size
      start -= 1
    }
    return start
  }
}
