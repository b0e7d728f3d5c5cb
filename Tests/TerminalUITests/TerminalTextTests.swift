import TerminalUI
import Testing

@Suite("Measuring text in terminal cells")
struct TerminalTextWidthTests {
  @Test("ASCII takes one cell per character")
  func ascii() {
    #expect(TerminalText.width(of: "Hello, world!") == 13)
  }

  @Test("Chinese, Japanese and Korean characters take two cells")
  func eastAsianWide() {
    #expect(TerminalText.width(of: "新闻") == 4)
    #expect(TerminalText.width(of: "ニュース") == 8)
    #expect(TerminalText.width(of: "한국") == 4)
    #expect(TerminalText.width(of: "Ａ") == 2, "fullwidth A")
    #expect(TerminalText.width(of: "ｱ") == 1, "halfwidth katakana is narrow")
  }

  @Test(
    "An emoji takes two cells, however many scalars it is made of",
    arguments: ["🚀", "👨‍👩‍👧‍👦", "🇯🇵", "❤️", "👍🏽", "1️⃣"])
  func emoji(_ emoji: String) {
    #expect(TerminalText.width(of: emoji) == 2)
  }

  @Test("A symbol without emoji presentation stays narrow until U+FE0F asks for an emoji")
  func textPresentation() {
    #expect(TerminalText.width(of: "❤") == 1)
    #expect(TerminalText.width(of: "❤\u{FE0F}") == 2)
  }

  @Test("A combining accent adds no cell to its letter")
  func combining() {
    let decomposed = "e\u{301}"
    #expect(decomposed.count == 1)
    #expect(TerminalText.width(of: decomposed) == 1)
    #expect(TerminalText.width(of: "cafe\u{301}") == 4)
  }

  @Test(
    "Zero-width characters take no cell",
    arguments: ["\u{200B}", "\u{2060}", "\u{FE0F}", "\u{301}"])
  func zeroWidth(_ text: String) {
    #expect(TerminalText.width(of: text) == 0)
  }

  @Test(
    "A character is as wide as what sanitizing puts in its place",
    arguments: ["\u{1B}", "\n", "\r\n", "\t", "\u{7F}", "\u{9B}", "\u{202E}", "a\u{1B}\u{301}"])
  func controlsMeasuredAsReplacement(_ text: String) {
    #expect(TerminalText.width(of: text) == TerminalText.width(of: TerminalText.sanitized(text)))
  }
}

@Suite("Sanitizing text before it reaches the terminal")
struct TerminalTextSanitizingTests {
  @Test("ESC becomes ␛, so a colour code is shown instead of obeyed")
  func colorCode() {
    #expect(TerminalText.sanitized("\u{1B}[31mred") == "␛[31mred")
  }

  @Test("A window-title sequence is shown instead of renaming the window")
  func operatingSystemCommand() {
    #expect(TerminalText.sanitized("\u{1B}]0;title\u{07}") == "␛]0;title␇")
  }

  @Test("Newlines, carriage returns and tabs become their pictures")
  func lineControls() {
    #expect(TerminalText.sanitized("a\nb") == "a␤b")
    #expect(TerminalText.sanitized("a\r\nb") == "a␍␤b", "one Character, two controls")
    #expect(TerminalText.sanitized("a\tb") == "a␉b")
  }

  /// Issue 26, finding 7: U+2028 and U+2029 from a feed reached the terminal, some of which
  /// start a new line for them.
  @Test("The line and paragraph separators become ␤ too")
  func separators() {
    #expect(TerminalText.sanitized("a\u{2028}b\u{2029}c") == "a␤b␤c")
    #expect(TerminalText.width(of: "a\u{2028}b") == 3)
  }

  @Test("DEL becomes ␡")
  func delete() {
    #expect(TerminalText.sanitized("a\u{7F}") == "a␡")
  }

  @Test(
    "C1 controls and bidirectional overrides become U+FFFD",
    arguments: [
      "\u{9B}", "\u{85}", "\u{202E}", "\u{202A}", "\u{2066}", "\u{2069}", "\u{200E}", "\u{200F}",
    ])
  func replacedWithReplacementCharacter(_ control: String) {
    #expect(TerminalText.sanitized("a\(control)b") == "a\u{FFFD}b")
  }

  @Test(
    "Emoji sequences and ordinary text pass through unchanged",
    arguments: ["👨‍👩‍👧‍👦", "❤️", "🇯🇵", "新闻", "café", "e\u{301}", "plain"])
  func harmlessTextUnchanged(_ text: String) {
    #expect(TerminalText.sanitized(text) == text)
    #expect(TerminalText.sanitized(text).unicodeScalars.elementsEqual(text.unicodeScalars))
  }

  @Test("No control scalar survives", arguments: Hostile.titles)
  func noControlSurvives(_ title: String) {
    #expect(!TerminalText.sanitized(title).unicodeScalars.contains(where: Hostile.isDangerous))
  }
}

@Suite("Cutting text to a width")
struct TerminalTextTruncationTests {
  @Test("Text that fits is returned unchanged")
  func fits() {
    #expect(TerminalText.truncated("hello", toWidth: 5) == "hello")
    #expect(TerminalText.truncated("新闻", toWidth: 4) == "新闻")
  }

  @Test("Text that does not fit ends with … within the width")
  func cut() {
    #expect(TerminalText.truncated("hello world", toWidth: 8) == "hello w…")
  }

  @Test("A wide character is never split: the cut leaves a cell empty instead")
  func wideNeverSplit() {
    #expect(TerminalText.truncated("新闻新闻", toWidth: 5) == "新闻…")
    #expect(TerminalText.truncated("新闻新闻", toWidth: 4) == "新…")
    #expect(TerminalText.truncated("🚀🚀🚀", toWidth: 4) == "🚀…")
  }

  @Test("An accent stays with its letter")
  func clusterKept() {
    #expect(TerminalText.truncated("e\u{301}e\u{301}e\u{301}", toWidth: 2) == "e\u{301}…")
  }

  @Test("Width 0 gives nothing; width 1 gives only …")
  func tinyWidths() {
    #expect(TerminalText.truncated("hello", toWidth: 0) == "")
    #expect(TerminalText.truncated("hello", toWidth: 1) == "…")
    #expect(TerminalText.truncated("新", toWidth: 1) == "…")
    #expect(TerminalText.truncated("a", toWidth: 1) == "a")
  }

  @Test(
    "Any title cut to 20 or 200 columns fits, ends with … when cut, and keeps a prefix",
    arguments: Hostile.titles.map(TerminalText.sanitized) + Titles.long, [1, 2, 5, 20, 200])
  func invariants(_ title: String, _ width: Int) {
    let result = TerminalText.truncated(title, toWidth: width)
    #expect(TerminalText.width(of: result) <= width)
    if TerminalText.width(of: title) > width {
      #expect(result.hasSuffix("…"))
      #expect(title.hasPrefix(result.dropLast()))
      // Nothing more would have fitted: the next character would overflow.
      let kept = result.count - 1
      let next = title[title.index(title.startIndex, offsetBy: kept)]
      #expect(TerminalText.width(of: result) - 1 + TerminalText.width(of: next) > width - 1)
    } else {
      #expect(result == title)
    }
  }
}

@Suite("Wrapping text into lines")
struct TerminalTextWrappingTests {
  @Test("Empty text is one empty line")
  func empty() {
    #expect(TerminalText.wrapped("", toWidth: 10) == [""])
  }

  @Test("Lines break at spaces")
  func words() {
    #expect(
      TerminalText.wrapped("the quick brown fox", toWidth: 10) == ["the quick", "brown fox"])
  }

  @Test("A word longer than the line is broken by cells")
  func longWord() {
    #expect(TerminalText.wrapped("abcdefghij", toWidth: 4) == ["abcd", "efgh", "ij"])
    #expect(TerminalText.wrapped("go abcdefghij", toWidth: 4) == ["go", "abcd", "efgh", "ij"])
  }

  @Test("Chinese without spaces breaks between any two characters")
  func cjk() {
    #expect(TerminalText.wrapped("新闻新闻新闻", toWidth: 5) == ["新闻", "新闻", "新闻"])
    #expect(TerminalText.wrapped("Hello 世界 news", toWidth: 8) == ["Hello 世", "界 news"])
  }

  @Test("A newline starts a new line, and a blank line stays blank")
  func newlines() {
    #expect(TerminalText.wrapped("one\n\ntwo", toWidth: 10) == ["one", "", "two"])
    #expect(TerminalText.wrapped("one\r\ntwo", toWidth: 10) == ["one", "two"])
    #expect(TerminalText.wrapped("one\n", toWidth: 10) == ["one", ""])
  }

  @Test("Every line fits", arguments: Titles.long + Hostile.titles, [1, 3, 10, 40])
  func everyLineFits(_ text: String, _ width: Int) {
    for line in TerminalText.wrapped(text, toWidth: width) {
      // A character wider than the whole line is the one thing allowed to overflow.
      #expect(TerminalText.width(of: line) <= width || line.count == 1)
    }
  }

  @Test(
    "With a line limit, wrapping gives the first lines of the whole wrap",
    arguments: Titles.long + Hostile.titles + ["one\n\ntwo words here\nthree"], [0, 1, 2, 5])
  func lineLimit(_ text: String, _ limit: Int) {
    for width in [1, 4, 13] {
      #expect(
        TerminalText.wrapped(text, toWidth: width, maximumLines: limit)
          == Array(TerminalText.wrapped(text, toWidth: width).prefix(limit)))
    }
  }

  @Test("Wrapping loses no characters except the spaces it breaks at")
  func nothingLost() {
    let text = "Breaking: 新闻 about 🚀 launches and supercalifragilistic words"
    let lines = TerminalText.wrapped(text, toWidth: 7)
    #expect(lines.joined().filter { $0 != " " } == text.filter { $0 != " " })
  }
}

/// Titles written to attack a terminal.
enum Hostile {
  static let titles = [
    "\u{1B}[31mRed alert\u{1B}[0m",
    "\u{1B}]0;pwned\u{07}Innocent title",
    "\u{1B}[2J\u{1B}[HCleared",
    "Line one\nLine two\r\nLine three\ttabbed",
    "\u{9B}31mC1 CSI\u{9D}0;title\u{9C}",
    "Trojan \u{202E}txt.exe\u{202C} and \u{2066}isolate\u{2069} \u{200F}",
    "Line\u{2028}separator and\u{2029}paragraph",
    "Bell\u{07}\u{07} and delete\u{7F} and null\u{0}",
    String(repeating: "\u{1B}[1m新闻🚀", count: 40),
  ]

  /// Whether a scalar would steer the terminal or reorder text.
  static func isDangerous(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x00...0x1F, 0x7F...0x9F, 0x200E, 0x200F, 0x2028, 0x2029, 0x202A...0x202E,
      0x2066...0x2069:
      true
    default: false
    }
  }
}

/// Long titles of every kind.
enum Titles {
  static let long = [
    String(repeating: "A very long English headline about nothing much ", count: 6),
    String(repeating: "新闻", count: 100),
    String(repeating: "🚀👨‍👩‍👧‍👦🇯🇵", count: 30),
    String(repeating: "Mixed 混合 e\u{301} ❤️ text ", count: 12),
    String(repeating: "x", count: 300),
  ]
}
