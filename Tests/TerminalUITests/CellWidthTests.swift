import TerminalUI
import Testing

/// Each class of the `wcwidth` rules `TerminalText.width(of:)` follows, with
/// the examples that used to be miscounted.
@Suite("Cell widths for every script, as wcwidth counts them")
struct CellWidthTests {
  @Test(
    "East Asian Wide and Fullwidth characters take two cells, the rare blocks too",
    arguments: [
      "\u{2329}", "\u{232A}",  // 〈 〉 angle brackets
      "\u{A960}",  // Hangul Jamo Extended-A
      "\u{17000}",  // Tangut
      "\u{1B000}",  // Kana Supplement
      "\u{16FE0}",  // Tangut iteration mark
      "\u{1F210}", "\u{1F240}",  // enclosed ideographs
      "新", "ア", "한", "Ａ",
    ])
  func wide(_ text: String) {
    #expect(TerminalText.width(of: text) == 2)
  }

  @Test(
    "Nonspacing and enclosing marks, format characters, ZWJ and variation selectors take none",
    arguments: [
      "\u{301}",  // Mn: combining acute accent
      "\u{94D}",  // Mn: Devanagari virama
      "\u{20DD}",  // Me: combining enclosing circle
      "\u{200B}",  // Cf: zero width space
      "\u{200D}",  // ZWJ
      "\u{FE0E}", "\u{FE0F}", "\u{E0100}",  // variation selectors
    ])
  func zero(_ text: String) {
    #expect(TerminalText.width(of: text) == 0)
  }

  @Test(
    "Spacing vowel signs and conjuncts count every letter that takes a cell",
    arguments: [
      ("क्ष", 2),  // Devanagari KA + virama + SSA: one cluster, two letters
      ("कि", 2),  // Devanagari KA + vowel sign I (Mc)
      ("क्षक्ष", 4),
      ("ক্ষ", 2),  // Bengali
      ("கை", 2),  // Tamil KA + vowel sign AI (Mc)
      ("കൊ", 2),  // Malayalam KA + vowel sign O (Mc)
      ("ကြ", 2),  // Myanmar KA + medial RA (Mc)
      ("नमस्ते", 4),
    ])
  func spacingMarks(_ text: String, _ cells: Int) {
    #expect(TerminalText.width(of: text) == cells)
  }

  @Test(
    "A prepended concatenation mark is shown in a cell of its own",
    arguments: ["\u{600}a", "\u{605}a", "\u{6DD}a"])
  func prependedConcatenationMarks(_ text: String) {
    #expect(text.count == 1, "the mark and the letter are one cluster")
    #expect(TerminalText.width(of: text) == 2)
  }

  @Test(
    "An emoji sequence is one two-cell picture",
    arguments: [
      "👩‍💻",  // ZWJ sequence
      "👨‍👩‍👧‍👦",
      "👁‍🗨",  // ZWJ sequence of text-presentation pictographs
      "❤️",  // VS16 sequence
      "❤️‍🔥",
      "1️⃣",  // keycap
      "👍🏽",  // base and skin tone
      "👩🏽‍💻",
      "🇯🇵",  // flag pair
      "🏴󠁧󠁢󠁷󠁬󠁳󠁿",  // tag sequence
    ])
  func emojiSequences(_ text: String) {
    #expect(text.count == 1)
    #expect(TerminalText.width(of: text) == 2)
  }

  @Test("A skin-tone modifier after a non-emoji is a picture of its own")
  func strayModifier() {
    #expect("s🏽".count == 1, "the modifier extends the letter's cluster")
    #expect(TerminalText.width(of: "s🏽") == 3)
    #expect(TerminalText.width(of: " 🏽") == 3)
    #expect(TerminalText.width(of: "🏽") == 2)
  }

  @Test("Hangul written as jamo takes the two cells of its syllable")
  func hangulJamo() {
    #expect(TerminalText.width(of: "\u{1100}\u{1161}\u{11A8}") == 2)
    #expect(TerminalText.width(of: "각") == 2)
  }

  @Test(
    "Text is as wide as its characters added up, printable ASCII or not",
    arguments: [
      "", " plain ~ASCII, from space to tilde~ ", "tab\there", "unit\u{1F}separator",
      "delete\u{7F}", "\u{1B}[31mred", "café", "新闻 and 🇯🇵", "line\r\nbreak",
    ])
  func textIsItsCharacters(_ text: String) {
    #expect(TerminalText.width(of: text) == text.reduce(0) { $0 + TerminalText.width(of: $1) })
  }

  @Test("A soft hyphen is shown, so it takes a cell")
  func softHyphen() {
    #expect(TerminalText.width(of: "\u{AD}") == 1)
  }

  @Test("A lone regional indicator takes two cells, as much as the flag a pair of them makes")
  func regionalIndicators() {
    #expect(TerminalText.width(of: "🇯") == 2, "the side that never overflows a line")
    #expect(TerminalText.width(of: "🇯🇵") == 2)
    #expect("🇯🇵🇫".count == 2, "a flag, then a letter left over")
    #expect(TerminalText.width(of: "🇯🇵🇫") == 4)
    #expect(TerminalText.width(of: "a🇯b") == 4)
  }

  @Test("Only the first 32 scalars of a cluster are measured and drawn")
  func floodedCluster() {
    let flood = "a" + String(repeating: "\u{301}", count: 300_000)
    #expect(flood.count == 1)
    #expect(TerminalText.width(of: flood) == 1)
    var canvas = CellGrid(size: Size(width: 5, height: 1))
    canvas.draw(flood + "b", x: 0, y: 0)
    #expect(canvas.rows[0][0].character.unicodeScalars.count == TerminalText.maximumClusterScalars)
    #expect(canvas.rows[0][1].character == "b")
  }

  @Test("A cut cluster does not end in a joiner that would glue the next cell to it")
  func cutClusterLosesDanglingJoiner() {
    // 31 scalars, then a ZWJ as the 32nd: the cut would leave it at the end.
    let family = "👩" + String(repeating: "\u{301}", count: 30) + "\u{200D}💻"
    #expect(family.count == 1)
    var canvas = CellGrid(size: Size(width: 4, height: 1))
    canvas.draw(family, x: 0, y: 0)
    #expect(canvas.rows[0][0].character.unicodeScalars.last != "\u{200D}")
  }
}

/// Characters wider than two cells in a canvas and on the terminal.
@MainActor
@Suite("Clusters of three and more cells")
struct WideClusterTests {
  @Test("A three-cell cluster fills its cell and two continuation cells")
  func threeCells() {
    var canvas = CellGrid(size: Size(width: 6, height: 1))
    #expect(canvas.draw("s🏽x", x: 0, y: 0) == 4)
    #expect(canvas.rows[0].map(\.character) == ["s🏽", "", "", "x", " ", " "])
    #expect(TerminalText.width(of: canvas.line(0)) == 4)
  }

  @Test("A cluster that does not fit is cut with …, never drawn past the edge")
  func tooWideForTheRoom() {
    var canvas = CellGrid(size: Size(width: 3, height: 1))
    canvas.draw("ab" + "क्षक्ष", x: 0, y: 0)
    #expect(TerminalText.width(of: canvas.line(0)) <= 3)
    #expect(canvas.line(0) == "ab…")
  }

  @Test("Overwriting the middle of a three-cell cluster blanks what is left of it")
  func overwriteMiddle() {
    var canvas = CellGrid(size: Size(width: 5, height: 1))
    canvas.draw("s🏽", x: 1, y: 0)
    canvas.draw("z", x: 2, y: 0, width: 1)
    #expect(canvas.rows[0].map(\.character) == [" ", " ", "z", " ", " "])
  }

  @Test("The renderer writes a three-cell cluster once and skips its continuation cells")
  func rendered() throws {
    var written = ""
    let renderer = ANSIRenderer(colorEnabled: false) { written += $0 }
    var canvas = CellGrid(size: Size(width: 6, height: 1))
    canvas.draw("s🏽x", x: 0, y: 0)
    renderer.render(canvas)
    #expect(written.contains("s🏽x"))
  }

  @Test(
    "No line of any script is wider than the canvas",
    arguments: [
      "क्षक्षक्षक्षक्षक्षक्षक्षक्षक्षक्षक्षक्ष", "〈〉〈〉〈〉〈〉", "s🏽s🏽s🏽s🏽s🏽s🏽",
      "\u{600}a\u{600}a\u{600}a\u{600}a", "👩‍💻👍🏽🇯🇵❤️" + String(repeating: "কি", count: 20),
    ], [1, 2, 3, 7, 20])
  func linesFit(_ text: String, _ width: Int) {
    var canvas = CellGrid(size: Size(width: width, height: 1))
    canvas.draw(text, x: 0, y: 0)
    #expect(TerminalText.width(of: canvas.line(0)) <= width)
  }
}
