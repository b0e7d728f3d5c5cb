extension TerminalText {
  /// `text` broken into lines of at most `width` cells.
  ///
  /// Each "\n" starts a new line and a blank line stays blank, so a label can
  /// hold paragraphs; this is why wrapping happens before sanitizing, which
  /// would turn "\n" into "␤". Lines break at spaces (runs of spaces collapse
  /// to one) and on either side of a wide character, since Chinese or Japanese
  /// text has no spaces and may break anywhere. A word longer than the line is
  /// broken between clusters. A single character wider than `width` gets a
  /// line of its own rather than vanish. "" gives [""].
  ///
  /// With `maximumLines`, only that many lines are made and the rest of the text is not even
  /// read: a screen shows the first lines of a 50 MB story, so those are all it wraps.
  public static func wrapped(
    _ text: String, toWidth width: Int, maximumLines: Int = .max
  ) -> [String] {
    var wrapping = Wrapping(text, toWidth: width)
    return Array(wrapping.lines(upTo: maximumLines))
  }

  /// `text` being wrapped at `width`, as far as it has been asked for: a label keeps one, so
  /// a story scrolled a line at a time is wrapped once, not from its start on every frame.
  struct Wrapping {
    /// The text being wrapped.
    let text: String
    /// The width of its lines.
    let width: Int
    private var wrapper: LineWrapper
    private var next: String.Index
    private var isFinished = false

    /// Nothing wrapped yet.
    init(_ text: String, toWidth width: Int) {
      self.text = text
      self.width = width
      wrapper = LineWrapper(width: max(width, 1))
      next = text.startIndex
    }

    /// The first `count` lines (fewer when the text has fewer), reading only as far as they
    /// need.
    mutating func lines(upTo count: Int) -> ArraySlice<String> {
      let count = max(count, 0)
      while wrapper.lines.count < count, !isFinished {
        if next == text.endIndex {
          wrapper.finish()
          isFinished = true
        } else {
          wrapper.add(text[next])
          text.formIndex(after: &next)
        }
      }
      return wrapper.lines.prefix(count)
    }
  }
}

/// Fills lines one character at a time, so wrapping can stop once it has the lines it needs.
private struct LineWrapper {
  let width: Int
  private(set) var lines: [String] = []
  private var line = ""
  private var lineWidth = 0
  /// The word being read: the text since the last place a line may break.
  private var word = ""
  private var wordWidth = 0
  /// Whether a space came before `word`, so that it is put on the line with one space.
  private var wordFollowsSpace = false
  /// Whether the word has grown longer than a line and is being poured into lines directly.
  private var isBreakingWord = false

  init(width: Int) { self.width = width }

  mutating func add(_ character: Character) {
    // Compared by bytes: `==` on characters normalizes them, whatever their length.
    if character.isLineBreak {
      finishWord()
      finishLine()
    } else if character.singleByte == 0x20 {
      finishWord()
      wordFollowsSpace = true
    } else if TerminalText.startsWithWideCharacter(character) {
      // Wide characters are words of their own: a line may break on either side.
      finishWord()
      appendToWord(character)
      finishWord()
    } else {
      appendToWord(character)
    }
  }

  /// Ends the text: its last line is finished too.
  mutating func finish() {
    finishWord()
    finishLine()
  }

  private mutating func appendToWord(_ character: Character) {
    let cells = TerminalText.width(of: character)
    if isBreakingWord {
      pour(character, cells: cells)
      return
    }
    word.append(character)
    wordWidth += cells
    if wordWidth > width {
      // Too long for any line: it will be broken between clusters whatever follows, so
      // break it now rather than keep a word that may be the whole text.
      if !line.isEmpty { finishLine() }
      let pending = word
      word = ""
      wordWidth = 0
      isBreakingWord = true
      for character in pending { pour(character, cells: TerminalText.width(of: character)) }
    }
  }

  /// Puts one character of an overlong word on the line, starting a new line when it is full.
  private mutating func pour(_ character: Character, cells: Int) {
    if lineWidth + cells > width, !line.isEmpty { finishLine() }
    line.append(character)
    lineWidth += cells
  }

  private mutating func finishWord() {
    if isBreakingWord {
      // Its characters are on the lines already.
      isBreakingWord = false
      wordFollowsSpace = false
      return
    }
    guard !word.isEmpty else { return }
    let separator = wordFollowsSpace && !line.isEmpty ? 1 : 0
    if lineWidth + separator + wordWidth <= width {
      if separator == 1 { line += " " }
      line += word
      lineWidth += separator + wordWidth
    } else {
      if !line.isEmpty { finishLine() }
      line = word
      lineWidth = wordWidth
    }
    word = ""
    wordWidth = 0
    wordFollowsSpace = false
  }

  private mutating func finishLine() {
    lines.append(line)
    line = ""
    lineWidth = 0
  }
}
