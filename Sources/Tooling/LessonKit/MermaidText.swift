/// How wide Mermaid draws a piece of text: the lessons' diagrams are laid out by the width of
/// their labels, so estimating a diagram's width starts here.
///
/// Mermaid writes in "trebuchet ms", verdana, arial, sans-serif at 16 px. The widths below are
/// Arial's (Liberation Sans, which has its metrics), as Chromium draws them where Trebuchet MS is
/// missing: measured in a headless Chromium, one character between two others. Trebuchet MS,
/// which Windows and macOS have, is narrower, so an estimate made with these errs wide.
enum MermaidText {
  /// Mermaid's font size, in pixels.
  static let fontSize = 16.0

  /// The width of `text` on one line, in pixels at 16 px.
  static func width(of text: some StringProtocol) -> Double {
    text.unicodeScalars.reduce(0) { $0 + width(of: $1) }
  }

  /// The width of the widest line of `text`, whose lines Mermaid breaks at `<br/>`.
  static func widestLine(of text: String) -> Double {
    lines(of: text).map { width(of: $0) }.max() ?? 0
  }

  /// The lines of `text`, broken where it says `<br/>`.
  static func lines(of text: String) -> [Substring] {
    text.split(separator: lineBreak, omittingEmptySubsequences: false)
  }

  /// How a label asks Mermaid for a new line.
  static let lineBreak = "<br/>"

  /// `text` on two lines, when it is wider than `limit`, broken at the space that leaves the
  /// longer line shortest. The first kind of space that brings both lines within `limit` is
  /// used: one between a call's parts (`loadNews completed:` over `success(16 × NewsItem)`),
  /// then one in a quoted sentence, then one after an argument's `:` or `,`; failing all, the
  /// best of them. Never another inside brackets: `16 × NewsItem` stays whole.
  static func brokenInTwo(_ text: String, over limit: Double) -> String {
    guard width(of: text) > limit else { return text }
    var depth = 0
    var quoted = false
    // The spaces that may break, by kind, in the order they are tried.
    var kinds: [[String.Index]] = [[], [], []]
    var previous: Character = " "
    for index in text.indices {
      let character = text[index]
      switch character {
      case "\"": quoted.toggle()
      case "(" where !quoted, "[" where !quoted: depth += 1
      case ")" where !quoted, "]" where !quoted: depth -= 1
      case " " where quoted: kinds[1].append(index)
      case " " where depth == 0: kinds[0].append(index)
      case " " where previous == ":" || previous == ",": kinds[2].append(index)
      default: break
      }
      previous = character
    }
    func best(_ spaces: [String.Index]) -> String.Index? {
      spaces.min { longerHalf(text, at: $0) < longerHalf(text, at: $1) }
    }
    let fitting = kinds.lazy.compactMap(best).first { longerHalf(text, at: $0) <= limit }
    guard let chosen = fitting ?? best(kinds.flatMap { $0 }) else { return text }
    return text[..<chosen] + lineBreak + text[text.index(after: chosen)...]
  }

  private static func longerHalf(_ text: String, at space: String.Index) -> Double {
    max(width(of: text[..<space]), width(of: text[text.index(after: space)...]))
  }

  private static func width(of scalar: Unicode.Scalar) -> Double {
    let value = Int(scalar.value)
    if (32..<127).contains(value) { return ascii[value - 32] }
    if let known = others[scalar] { return known }
    // CJK, emoji and the like are square; anything else, an average letter.
    return scalar.properties.isEmojiPresentation || value >= 0x2E80 ? fontSize : 9
  }

  /// Space to `~`, in order.
  private static let ascii: [Double] = [
    4.453, 4.453, 5.688, 8.906, 8.906, 14.234, 10.672, 3.063, 5.328, 5.328, 6.234, 9.344,
    4.453, 5.328, 4.453, 4.453, 8.906, 8.906, 8.906, 8.906, 8.906, 8.906, 8.906, 8.906,
    8.906, 8.906, 4.453, 4.453, 9.344, 9.344, 9.344, 8.906, 16.25, 10.672, 10.672, 11.563,
    11.563, 10.672, 9.781, 12.453, 11.563, 4.453, 8, 10.672, 8.906, 13.328, 11.563, 12.453,
    10.672, 12.453, 11.563, 10.672, 9.781, 11.563, 10.672, 15.109, 10.672, 10.672, 9.781, 4.453,
    4.453, 4.453, 7.516, 8.906, 5.328, 8.906, 8.906, 8, 8.906, 8.906, 4.453, 8.906,
    8.906, 3.563, 3.563, 8, 3.563, 13.328, 8.906, 8.906, 8.906, 8.906, 5.328, 8,
    4.453, 8.906, 8, 11.563, 8, 8, 8, 5.344, 4.156, 5.344, 9.344,
  ]

  /// The other characters the lessons' diagrams use.
  private static let others: [Unicode.Scalar: Double] = [
    "×": 9.344, "…": 16, "→": 16, "⇢": 13.406, "↑": 8, "–": 8.906, "—": 16, "’": 3.563,
    "“": 5.328, "”": 5.328, "é": 8.906,
  ]
}
