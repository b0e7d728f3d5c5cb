/// Text written to break a terminal screen: escape sequences, C0 and C1 controls,
/// bidirectional overrides, every kind of wide or zero-width character, emoji sequences,
/// Indic conjuncts and floods of combining marks — mixed with ordinary words.
enum HostileText {
  /// Pieces that are dangerous or hard to measure, one kind per entry.
  static let pieces: [String] = [
    // Escape sequences and controls.
    "\u{1B}[2J", "\u{1B}[31m", "\u{1B}]0;pwned\u{07}", "\u{1B}[?1049l", "\u{1B}P+q\u{1B}\\",
    "\u{07}", "\u{08}", "\t", "\r", "\n", "\r\n", "\u{0}", "\u{7F}", "\u{9B}31m", "\u{85}",
    "\u{9D}0;x\u{9C}", "\u{2028}", "\u{2029}",
    // Bidirectional controls and marks.
    "\u{202E}", "\u{202D}", "\u{2066}", "\u{2069}", "\u{200E}", "\u{200F}", "\u{061C}",
    // Wide: CJK, kana, Hangul, fullwidth, and the rare wide blocks.
    "新闻", "ニュース", "한국어", "Ｆｕｌｌ", "〈〉", "\u{A960}", "\u{17000}", "\u{1B000}",
    "\u{16FE0}", "\u{1F210}", "\u{1F240}", "\u{3000}",
    // Zero width and format characters.
    "\u{200B}", "\u{200D}", "\u{2060}", "\u{FEFF}", "\u{FE0E}", "\u{FE0F}", "\u{AD}",
    "\u{E0100}", "\u{1160}", "\u{11A8}",
    // Emoji sequences.
    "🚀", "👩‍💻", "👨‍👩‍👧‍👦", "❤️", "❤️‍🔥", "1️⃣", "👍🏽", "🇯🇵", "🇺", "🏴󠁧󠁢󠁷󠁬󠁳󠁿", "🏽", "s🏽",
    "👁‍🗨", "🏳️‍🌈",
    // Indic, Thai, Arabic, Hebrew, Hangul jamo.
    "क्ष", "कि", "क्षक्षक्ष", "নমস্কার", "தமிழ்", "മലയാളം", "မြန်မာ", "ภาษาไทย", "\u{600}a",
    "\u{6DD}١", "مرحبا", "שלום", "\u{1100}\u{1161}\u{11A8}",
    // Combining marks on letters, and marks with nothing to sit on.
    "e\u{301}", "a\u{20DD}", "\u{301}\u{301}", "Z\u{351}\u{34F}\u{35B}\u{321}\u{329}",
  ]

  /// Ordinary words.
  static let words = [
    "news", "launch", "market", "city", "report", "the", "a", "of", "supercalifragilistic",
    "Story", "2026", "—", "…", "\"quoted\"", "back\\slash",
  ]

  /// A text of about `length` pieces.
  static func text(length: Int, using random: inout SeededRandom) -> String {
    var text = ""
    for _ in 0..<length {
      switch Int.random(in: 0..<10, using: &random) {
      case 0..<4:
        text += random.pick(words)
      case 4..<8:
        text += random.pick(pieces)
      case 8:
        text += " "
      default:
        text += flood(using: &random)
      }
      if random.chance(0.5) { text += " " }
    }
    return text
  }

  /// One of the extremes: a letter under thousands of combining marks, a word with no
  /// place to break, a run of one wide character.
  static func flood(using random: inout SeededRandom) -> String {
    let count = random.size(upTo: 10_000)
    switch Int.random(in: 0..<4, using: &random) {
    case 0: return "a" + String(repeating: "\u{301}", count: count)
    case 1: return String(repeating: "x", count: count)
    case 2: return String(repeating: "新", count: count)
    default: return String(repeating: "क्ष", count: count)
    }
  }
}
