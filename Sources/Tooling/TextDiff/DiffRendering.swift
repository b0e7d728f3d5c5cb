extension UnifiedDiff {
  /// The diff as text, as `diff -u` prints it, with a final newline; "" when
  /// the texts are equal. With `colored`, ANSI colours mark the parts: bold
  /// file lines, cyan hunk headers, red removals, green insertions.
  public func rendered(colored: Bool = false) -> String {
    guard !isEmpty else { return "" }
    let paint = Paint(enabled: colored)
    return paint.bold("--- \(oldLabel)") + "\n" + paint.bold("+++ \(newLabel)") + "\n"
      + hunks.map { $0.rendered(colored: colored) }.joined()
  }
}

extension Hunk {
  /// The hunk as `diff -u` prints it: the header, then each line with its marker and a
  /// newline, and `\ No newline at end of file` after a line that had none. With `colored`, a
  /// cyan header, red removals and green insertions.
  public func rendered(colored: Bool = false) -> String {
    let paint = Paint(enabled: colored)
    var output = paint.cyan(header) + "\n"
    for line in lines {
      let text = String(line.marker) + line.line.text
      switch line {
      case .context: output += text
      case .removed: output += paint.red(text)
      case .inserted: output += paint.green(text)
      }
      output += "\n"
      if !line.line.hasNewline { output += "\\ No newline at end of file\n" }
    }
    return output
  }
}
