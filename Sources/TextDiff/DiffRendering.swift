extension UnifiedDiff {
  /// The diff as text, as `diff -u` prints it, with a final newline; "" when
  /// the texts are equal. With `colored`, ANSI colours mark the parts: bold
  /// file lines, cyan hunk headers, red removals, green insertions.
  public func rendered(colored: Bool = false) -> String {
    guard !isEmpty else { return "" }
    let paint = Paint(enabled: colored)
    var output = paint.bold("--- \(oldLabel)") + "\n" + paint.bold("+++ \(newLabel)") + "\n"
    for hunk in hunks {
      output += paint.cyan(hunk.header) + "\n"
      for line in hunk.lines {
        let text = String(line.marker) + line.line.text
        switch line {
        case .context: output += text
        case .removed: output += paint.red(text)
        case .inserted: output += paint.green(text)
        }
        output += "\n"
        if !line.line.hasNewline { output += "\\ No newline at end of file\n" }
      }
    }
    return output
  }
}

/// Wraps text in ANSI colour codes, or leaves it alone when colour is off.
private struct Paint {
  let enabled: Bool

  func bold(_ text: String) -> String { wrap(text, "1") }
  func cyan(_ text: String) -> String { wrap(text, "36") }
  func red(_ text: String) -> String { wrap(text, "31") }
  func green(_ text: String) -> String { wrap(text, "32") }

  private func wrap(_ text: String, _ code: String) -> String {
    enabled ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
  }
}
