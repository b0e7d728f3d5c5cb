extension TerminalText {
  /// The most Unicode scalars one cell keeps of a grapheme cluster.
  ///
  /// A cluster has no length limit: a letter followed by 300,000 combining marks is one
  /// `Character`, 600 KB that a terminal would have to stack into one cell. Terminals keep a
  /// handful of marks per cell, so the kit keeps the first 32 scalars — enough for any emoji
  /// sequence (a family with skin tones is 11) and for real text — and measures and draws only
  /// those.
  public static let maximumClusterScalars = 32

  /// The number of terminal cells `character` occupies.
  ///
  /// The rules are those of the widely used `wcwidth`/`wcswidth` (Markus Kuhn's and glibc's),
  /// which tmux and most terminals approximate, applied to each scalar of the cluster:
  ///
  /// - 2 for East Asian Wide and Fullwidth characters: CJK, Hangul syllables, Kana, Tangut,
  ///   fullwidth forms, and emoji with emoji presentation.
  /// - 0 for nonspacing and enclosing marks (Mn, Me), format characters (Cf: U+200B, ZWJ…),
  ///   variation selectors, and Hangul medial vowels and final consonants, which sit in the
  ///   cells of the letter before them.
  /// - 1 for everything else, including spacing marks (Mc, such as the Devanagari vowel sign
  ///   in "कि") and the prepended concatenation marks (U+0600–U+0605, U+06DD…), which
  ///   terminals draw in a cell of their own. So "क्ष" is 2 and "कि" is 2.
  ///
  /// An emoji sequence is one picture and takes 2 cells however many scalars it has: a ZWJ
  /// sequence ("👩‍💻"), an emoji made a picture by U+FE0F ("❤️"), an emoji with its skin-tone
  /// modifier ("👍🏽"), and a flag, a pair of regional indicators ("🇯🇵"). A lone regional
  /// indicator ("🇯") takes 2 as well: glibc and tmux count 1, other `wcwidth`s and some
  /// terminals draw 2, and counting 2 is the side that never overflows a line. A skin-tone
  /// modifier after anything else is a picture of its own, 2 cells: "s🏽" is 3.
  ///
  /// A character `sanitized` would replace is measured as its replacement, so a line measured
  /// before sanitizing keeps its width after. Only the first `maximumClusterScalars` scalars
  /// count, as only they are drawn.
  ///
  /// The tables come from Unicode `CellWidthTable.unicodeVersion`; see
  /// Scripts/generate-cell-widths.swift.
  public static func width(of character: Character) -> Int {
    if let byte = character.singleByte, (0x20..<0x7F).contains(byte) {
      return 1  // Printable ASCII: the common case, answered without lookups.
    }
    // Only what a cell keeps is looked at, however long the cluster.
    let scalars = character.unicodeScalars.prefix(maximumClusterScalars)
    if scalars.contains(where: { replacement(for: $0) != nil }) {
      return width(of: sanitized(String(String.UnicodeScalarView(scalars))))
    }
    return width(ofScalars: scalars)
  }

  /// The number of terminal cells `text` occupies.
  public static func width(of text: String) -> Int {
    // Printable ASCII, most text, is a cell a byte: it is counted from the bytes, without
    // cutting the text into characters, which costs far more and happens on every layout.
    if isPrintableASCII(text) { return text.utf8.count }
    return text.reduce(0) { $0 + width(of: $1) }
  }

  /// Whether every byte of `text` is a printable ASCII character.
  private static func isPrintableASCII(_ text: String) -> Bool {
    // A loop rather than `allSatisfy`, which a debug build, the learner's, runs slower.
    for byte in text.utf8 where byte < 0x20 || byte > 0x7E { return false }
    return true
  }

  /// The cells of one cluster's scalars: each scalar's own width, except that an emoji
  /// sequence counts 2 as a whole.
  private static func width(ofScalars scalars: some Sequence<Unicode.Scalar>) -> Int {
    var total = 0
    // The scalar that was counted last and what it was counted as: a U+FE0F, a modifier or
    // a ZWJ after it may turn it into a two-cell picture.
    var previous: Unicode.Scalar?
    var previousWidth = 0
    var afterEmojiJoiner = false
    for scalar in scalars {
      let value = scalar.value
      defer { afterEmojiJoiner = afterEmojiJoiner && value == 0x200D }
      if value == 0x200D {
        // A zero-width joiner joins the next pictograph into the picture before it.
        afterEmojiJoiner = previous.map { isPictograph($0.value) } ?? false
        continue
      }
      if afterEmojiJoiner, isPictograph(value) {
        total += 2 - previousWidth  // "👩‍💻": the joined pictograph adds no cell.
        previous = scalar
        previousWidth = 2
        continue
      }
      if value == 0xFE0F, let base = previous, contains(CellWidthTable.emoji, base.value) {
        total += 2 - previousWidth  // "❤️": the emoji presentation selector makes a picture.
        previousWidth = 2
        continue
      }
      if contains(CellWidthTable.emojiModifier, value), let base = previous,
        contains(CellWidthTable.emojiModifierBase, base.value)
      {
        total += 2 - previousWidth  // "👍🏽": the modifier colours the emoji before it.
        previousWidth = 2
        continue
      }
      if contains(CellWidthTable.regionalIndicator, value), let base = previous,
        contains(CellWidthTable.regionalIndicator, base.value)
      {
        continue  // "🇯🇵": the second letter of a flag adds no cell to the first's two.
      }
      let cells = width(ofScalar: value)
      total += cells
      if cells > 0 {
        previous = scalar
        previousWidth = cells
      }
    }
    return total
  }

  /// One scalar's cells on its own: 0, 1 or 2.
  static func width(ofScalar value: UInt32) -> Int {
    // Below U+0300 everything printable is one cell (controls are sanitized before this).
    guard value >= 0x300 else { return 1 }
    if contains(CellWidthTable.zeroWidth, value) { return 0 }
    return contains(CellWidthTable.wide, value) ? 2 : 1
  }

  /// Whether terminals disagree on the cells `text` (one cell's character) takes: an emoji
  /// sequence that `width(of:)` counts as one picture — joined by ZWJ ("👩‍💻"), made a picture
  /// by U+FE0F ("❤️", the keycap "1️⃣"), coloured by a skin tone ("👍🏽") — and anything with a
  /// regional indicator ("🇯🇵", "🇯"). Recent terminals draw such a picture in 2 cells, as the
  /// kit counts it; terminals that add up the `wcwidth` of each scalar do not: tmux 3.3a draws
  /// "👍🏽" in 4 cells, "👍🏽🏽🏽" in 8, "🧑🏿‍🦯" in 4, "❤️" and "🇯" in 1.
  static func hasDisputedWidth(_ text: String) -> Bool {
    guard text.utf8.count > 1 else { return false }  // ASCII, most cells.
    let scalars = text.unicodeScalars.prefix(maximumClusterScalars)
    if scalars.contains(where: { contains(CellWidthTable.regionalIndicator, $0.value) }) {
      return true
    }
    return width(ofScalars: scalars) != scalars.reduce(0) { $0 + width(ofScalar: $1.value) }
  }

  /// Whether a cluster starts with a two-cell character (an ideograph, a kana, an emoji): text
  /// in those scripts has no spaces and may break on either side of any of them.
  static func startsWithWideCharacter(_ character: Character) -> Bool {
    guard let first = character.unicodeScalars.first else { return false }
    return width(ofScalar: first.value) == 2
  }

  private static func isPictograph(_ value: UInt32) -> Bool {
    contains(CellWidthTable.extendedPictographic, value)
  }

  /// Binary search in a table of sorted, non-overlapping ranges.
  static func contains(_ table: [ClosedRange<UInt32>], _ value: UInt32) -> Bool {
    var low = 0
    var high = table.count
    while low < high {
      let middle = (low + high) / 2
      let range = table[middle]
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
}

extension Character {
  /// The character's one UTF-8 byte, or `nil` when it has more. Unlike `asciiValue`, it never
  /// compares the character with "\r\n", which would normalize a cluster of any length.
  var singleByte: UInt8? {
    // Through `String`, whose bytes are counted and read without a generic iterator.
    let bytes = String(self).utf8
    return bytes.count == 1 ? bytes[bytes.startIndex] : nil
  }

  /// Whether the character ends a line: "\n", or "\r\n", which is one character.
  var isLineBreak: Bool {
    var bytes = utf8.makeIterator()
    switch (bytes.next(), bytes.next(), bytes.next()) {
    case (0x0A, nil, nil), (0x0D, 0x0A, nil): return true
    default: return false
    }
  }
}
