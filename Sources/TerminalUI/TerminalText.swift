/// Text as a terminal sees it: how many cells each character takes, which
/// characters must never reach it, and how to cut or wrap text to a width.
///
/// A terminal lays text out in a grid of cells, not in characters: "新" takes
/// two cells, "é" written as e + U+0301 takes one, U+200B takes none. Columns
/// only line up when every measurement goes through here, one grapheme
/// cluster (a Swift `Character`) at a time.
public enum TerminalText {
  // MARK: Sanitizing

  /// `text` with everything that could steer the terminal replaced by a
  /// harmless, visible stand-in.
  ///
  /// A terminal obeys the bytes it is sent: an ESC in a news title starts an
  /// escape sequence that can recolour the screen, retitle the window or move
  /// the cursor. So C0 controls (U+0000–U+001F) become their Control Picture
  /// (ESC → ␛, tab → ␉; newline → ␤ rather than ␊), DEL becomes ␡, and C1 controls
  /// (U+0080–U+009F, where U+009B is a one-character CSI) become U+FFFD.
  /// Bidirectional overrides, embeddings, isolates and marks (U+202A–U+202E,
  /// U+2066–U+2069, U+200E, U+200F, U+061C) also become U+FFFD: they reorder
  /// what is displayed, which is how "Trojan Source" text shows one thing and
  /// means another. ZWJ and variation selectors stay, because emoji need them.
  ///
  /// The work is done on Unicode scalars, not `Character`s: "\r\n" is a single
  /// grapheme cluster, yet both of its scalars are controls.
  public static func sanitized(_ text: String) -> String {
    guard text.unicodeScalars.contains(where: { replacement(for: $0) != nil }) else { return text }
    var result = String.UnicodeScalarView()
    for scalar in text.unicodeScalars {
      result.append(replacement(for: scalar) ?? scalar)
    }
    return String(result)
  }

  /// The scalar `sanitized` puts in place of `scalar`, or `nil` when it is harmless.
  static func replacement(for scalar: Unicode.Scalar) -> Unicode.Scalar? {
    switch scalar.value {
    case 0x0A: "\u{2424}"  // ␤, SYMBOL FOR NEWLINE: reads better than ␊ in a headline.
    case 0x00...0x1F: Unicode.Scalar(0x2400 + scalar.value)
    case 0x7F: "\u{2421}"
    case 0x80...0x9F: "\u{FFFD}"
    case 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: "\u{FFFD}"
    default: nil
    }
  }

  // MARK: Measuring

  /// The number of terminal cells `character` occupies: 0, 1 or 2.
  ///
  /// - 2 for East Asian Wide and Fullwidth characters (CJK, Hangul, fullwidth
  ///   forms) and for anything a terminal draws as an emoji: a scalar with
  ///   emoji presentation, an emoji followed by U+FE0F, a ZWJ sequence such as
  ///   a family, a flag made of two regional indicators.
  /// - 0 for a cluster made only of zero-width scalars: combining marks, format
  ///   characters such as U+200B, a variation selector on its own.
  /// - 1 otherwise.
  ///
  /// A character `sanitized` would replace is measured as its replacement, so
  /// a line measured before sanitizing keeps its width after.
  public static func width(of character: Character) -> Int {
    let scalars = character.unicodeScalars
    if scalars.count == 1, let only = scalars.first, (0x20..<0x7F).contains(only.value) {
      return 1  // Printable ASCII: the common case, answered without lookups.
    }
    if scalars.contains(where: { replacement(for: $0) != nil }) {
      return width(of: sanitized(String(character)))
    }
    if isEmoji(scalars) { return 2 }
    // The first scalar that takes space decides; the marks after it sit on top of it.
    guard let base = scalars.first(where: { !isZeroWidth($0) }) else { return 0 }
    return isWide(base) ? 2 : 1
  }

  /// The number of terminal cells `text` occupies.
  public static func width(of text: String) -> Int {
    text.reduce(0) { $0 + width(of: $1) }
  }

  /// Whether a cluster is drawn as an emoji, which terminals give two cells.
  private static func isEmoji(_ scalars: Character.UnicodeScalarView) -> Bool {
    guard let first = scalars.first else { return false }
    if first.properties.isEmojiPresentation { return true }
    guard first.properties.isEmoji, scalars.count > 1 else { return false }
    // U+FE0F asks for emoji presentation ("❤️"); a ZWJ joins emoji into one picture.
    return scalars.contains { $0.value == 0xFE0F || $0.value == 0x200D }
  }

  /// Whether a scalar takes no cell of its own.
  private static func isZeroWidth(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x00AD: return false  // A soft hyphen is shown as a hyphen by terminals.
    // Hangul medial vowels and final consonants join the initial consonant's cells.
    case 0x1160...0x11FF, 0xD7B0...0xD7FF: return true
    default: break
    }
    switch scalar.properties.generalCategory {
    case .nonspacingMark, .enclosingMark, .format: return true
    default: return false
    }
  }

  /// Whether a scalar is East Asian Wide or Fullwidth, or has emoji presentation.
  private static func isWide(_ scalar: Unicode.Scalar) -> Bool {
    let value = scalar.value
    guard value >= 0x1100 else { return false }
    if scalar.properties.isEmojiPresentation { return true }
    // Binary search: the table is sorted and its ranges do not overlap.
    var low = 0
    var high = wideRanges.count
    while low < high {
      let middle = (low + high) / 2
      let range = wideRanges[middle]
      if value < range.lowerBound {
        high = middle
      } else if value > range.upperBound {
        low = middle + 1
      } else {
        return true
      }
    }
    return false
  }

  /// The East Asian Wide and Fullwidth blocks, in order. Unicode's full
  /// EastAsianWidth.txt has finer detail; these ranges cover what news text
  /// contains, and a learner can read the whole table.
  private static let wideRanges: [ClosedRange<UInt32>] = [
    0x1100...0x115F,  // Hangul Jamo initial consonants
    0x2E80...0x303E,  // CJK radicals, Kangxi, ideographic description, CJK symbols
    0x3041...0x33FF,  // Hiragana, Katakana, Bopomofo, Hangul compatibility jamo, CJK compatibility
    0x3400...0x4DBF,  // CJK Unified Ideographs Extension A
    0x4E00...0x9FFF,  // CJK Unified Ideographs
    0xA000...0xA4CF,  // Yi syllables and radicals
    0xAC00...0xD7A3,  // Hangul syllables
    0xF900...0xFAFF,  // CJK Compatibility Ideographs
    0xFE10...0xFE19,  // Vertical forms
    0xFE30...0xFE6F,  // CJK compatibility forms, small form variants
    0xFF00...0xFF60,  // Fullwidth forms
    0xFFE0...0xFFE6,  // Fullwidth signs
    0x1F300...0x1F64F,  // Miscellaneous symbols and pictographs, emoticons
    0x1F900...0x1F9FF,  // Supplemental symbols and pictographs
    0x20000...0x2FFFD,  // CJK Extensions B–F, supplementary ideographic plane
    0x30000...0x3FFFD,  // Tertiary ideographic plane
  ]

  // MARK: Cutting

  /// `text` cut to fit in `width` cells, ending with "…" when something was cut.
  ///
  /// The cut falls between grapheme clusters, so an accent never loses its
  /// letter and a wide character is never split: "新闻新闻" in 5 cells is
  /// "新闻…", and the result may be a cell short of `width` rather than show
  /// half a character. A width of 0 gives "", a width of 1 "…".
  public static func truncated(_ text: String, toWidth width: Int) -> String {
    guard width > 0 else { return "" }
    let budget = width - 1  // Cells left for text once "…" has its cell.
    var used = 0
    var cut: String.Index?  // Where the text must end if "…" follows.
    for index in text.indices {
      let cells = self.width(of: text[index])
      if cut == nil, used + cells > budget { cut = index }
      used += cells
      if used > width, let cut { return String(text[..<cut]) + "…" }
    }
    return text
  }

  // MARK: Wrapping

  /// `text` broken into lines of at most `width` cells.
  ///
  /// Each "\n" starts a new line and a blank line stays blank, so a label can
  /// hold paragraphs; this is why wrapping happens before sanitizing, which
  /// would turn "\n" into "␤". Lines break at spaces (runs of spaces collapse
  /// to one) and on either side of a wide character, since Chinese or Japanese
  /// text has no spaces and may break anywhere. A word longer than the line is
  /// broken between clusters. A single character wider than `width` gets a
  /// line of its own rather than vanish. "" gives [""].
  public static func wrapped(_ text: String, toWidth width: Int) -> [String] {
    let width = max(width, 1)
    let paragraphs = text.split(
      omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" })
    return paragraphs.flatMap { wrappedParagraph($0, toWidth: width) }
  }

  /// One paragraph (no line breaks inside) broken into lines.
  private static func wrappedParagraph(_ paragraph: Substring, toWidth width: Int) -> [String] {
    var lines: [String] = []
    var line = ""
    var lineWidth = 0
    for segment in segments(of: paragraph) {
      let separator = segment.followsSpace && !line.isEmpty ? 1 : 0
      if lineWidth + separator + segment.width <= width {
        if separator == 1 { line += " " }
        line += segment.text
        lineWidth += separator + segment.width
        continue
      }
      if !line.isEmpty { lines.append(line) }
      line = ""
      lineWidth = 0
      // Too long for any line: break it between clusters, carry the rest on.
      for character in segment.text {
        let cells = self.width(of: character)
        if lineWidth + cells > width, !line.isEmpty {
          lines.append(line)
          line = ""
          lineWidth = 0
        }
        line.append(character)
        lineWidth += cells
      }
    }
    lines.append(line)
    return lines
  }

  /// A piece of text that wrapping keeps together, and whether a space came before it.
  private struct Segment {
    var text: String
    var width: Int
    var followsSpace: Bool
  }

  /// A paragraph cut at the places a line may break: spaces, and both sides of
  /// every wide character.
  private static func segments(of paragraph: Substring) -> [Segment] {
    var segments: [Segment] = []
    var current = Segment(text: "", width: 0, followsSpace: false)
    func finish() {
      guard !current.text.isEmpty else { return }
      segments.append(current)
      current = Segment(text: "", width: 0, followsSpace: false)
    }
    for character in paragraph {
      if character == " " {
        finish()
        current.followsSpace = true
        continue
      }
      let cells = width(of: character)
      if cells == 2 { finish() }
      current.text.append(character)
      current.width += cells
      if cells == 2 { finish() }
    }
    finish()
    return segments
  }
}
