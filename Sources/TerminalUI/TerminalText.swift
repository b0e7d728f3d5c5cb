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
  /// means another. The line and paragraph separators (U+2028, U+2029), which
  /// some terminals take for a new line, become ␤ like the newline. ZWJ and
  /// variation selectors stay, because emoji need them.
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
    case 0x0A, 0x2028, 0x2029: "\u{2424}"  // ␤, SYMBOL FOR NEWLINE: reads better than ␊.
    case 0x00...0x1F: Unicode.Scalar(0x2400 + scalar.value)
    case 0x7F: "\u{2421}"
    case 0x80...0x9F: "\u{FFFD}"
    case 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: "\u{FFFD}"
    default: nil
    }
  }

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
    // Counted in UTF-8 bytes, which a native string indexes in constant time: finding a
    // character's end again would cost another pass over a cluster that may be huge.
    var offset = 0
    var cut: Int?  // Where the text must end if "…" follows.
    for character in text {
      let cells = self.width(of: character)
      if cut == nil, used + cells > budget { cut = offset }
      used += cells
      offset += character.utf8.count
      if used > width, let cut {
        return String(text[..<text.utf8.index(text.startIndex, offsetBy: cut)]) + "…"
      }
    }
    return text
  }

  // MARK: Cells

  /// What one cell shows of `character`: its first `maximumClusterScalars` scalars.
  ///
  /// When the cut falls after a zero-width joiner or a virama, that scalar goes too: left at
  /// the end of a cell it would join the character in the next cell into one picture or
  /// conjunct, and the line would no longer be what was measured.
  static func cellText(of character: Character) -> String {
    let scalars = character.unicodeScalars
    guard !scalars.dropFirst(maximumClusterScalars).isEmpty else { return String(character) }
    var kept = String.UnicodeScalarView(scalars.prefix(maximumClusterScalars))
    while let last = kept.last,
      last.value == 0x200D || last.properties.canonicalCombiningClass == .virama
    {
      kept.removeLast()
    }
    return String(kept)
  }
}
