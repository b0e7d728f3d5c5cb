/// What a child printed, kept within bounds however much it prints: the
/// first or the last few lines, each cut to a sane width.
///
/// A learner's test may print a gigabyte, one line of a hundred megabytes,
/// or bytes that are not UTF-8 before it traps. None of that may cost more
/// than a few kilobytes here, and none of it may lose the line that matters
/// (the runtime's "Fatal error: …"), so bytes are taken as they come, a line
/// is cut once it is too long, and only the kept lines are ever decoded —
/// leniently, so one bad byte costs one character, not the whole text. Each
/// kept line is made safe for the terminal as fixture text is: control
/// characters and escape sequences become visible stand-ins.
struct BoundedLines: Sendable {
  /// Which lines to keep when there are more than `maximumLines`.
  enum Keep: Sendable {
    /// The first ones: a compiler's first errors explain the rest.
    case first
    /// The last ones: a crash's own words come at the end.
    case last
  }

  let keep: Keep
  let maximumLines: Int
  let maximumLineBytes: Int
  /// A line that starts with this ends what is kept: the Swift runtime's
  /// "Current stack trace:" is followed by frames a learner cannot use, which
  /// would push its "Fatal error" out of the last lines.
  let stopMarker: String?

  private var kept: [String] = []
  private var current: [UInt8] = []
  private var currentIsCut = false
  private var stopped = false
  /// How many lines were left out.
  private(set) var omittedLines = 0

  init(keep: Keep, maximumLines: Int, maximumLineBytes: Int = 500, stopMarker: String? = nil) {
    self.keep = keep
    self.maximumLines = maximumLines
    self.maximumLineBytes = maximumLineBytes
    self.stopMarker = stopMarker
  }

  /// Takes bytes as they were read; a line may be split across calls.
  mutating func append(_ bytes: some Sequence<UInt8>) {
    for byte in bytes {
      if byte == UInt8(ascii: "\n") {
        endLine()
      } else if current.count < maximumLineBytes {
        current.append(byte)
      } else {
        currentIsCut = true
      }
    }
  }

  /// Ends the last line when the output did not end with a newline.
  mutating func finish() {
    if !current.isEmpty || currentIsCut { endLine() }
  }

  /// The kept lines.
  var lines: [String] { kept }

  /// The kept lines as one text, each ending with a newline.
  var text: String { kept.map { $0 + "\n" }.joined() }

  private mutating func endLine() {
    defer {
      current.removeAll(keepingCapacity: true)
      currentIsCut = false
    }
    guard !stopped else { return }
    if !currentIsCut, current.last == UInt8(ascii: "\r") { current.removeLast() }
    var line = String(decoding: current, as: UTF8.self)
    if let stopMarker, line.hasPrefix(stopMarker) {
      stopped = true
      return
    }
    if currentIsCut {
      // A cut may fall inside a character, whose bytes then decode as U+FFFD.
      while line.last == "\u{FFFD}" { line.removeLast() }
      line += "…"
    }
    line = TerminalSafe.text(line)
    switch keep {
    case .first:
      if kept.count < maximumLines { kept.append(line) } else { omittedLines += 1 }
    case .last:
      kept.append(line)
      if kept.count > maximumLines {
        kept.removeFirst()
        omittedLines += 1
      }
    }
  }
}
