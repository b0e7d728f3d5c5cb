import Foundation

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

  /// The kept lines as they came, each with whether it was cut: decoded only when asked for,
  /// as most lines of a chatty test are soon pushed out by later ones.
  private var kept: [(bytes: [UInt8], isCut: Bool)] = []
  /// Where the oldest kept line is, once `kept` is full and used as a ring.
  private var oldest = 0
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
    Array(bytes).withUnsafeBytes { append($0) }
  }

  /// Takes bytes as they were read, a line at a time: `memchr` finds the ends of lines and
  /// whole pieces are copied, as a test may print a gigabyte.
  mutating func append(_ bytes: UnsafeRawBufferPointer) {
    guard var start = bytes.baseAddress else { return }
    let end = start + bytes.count
    while start < end {
      let newline = memchr(start, Int32(UInt8(ascii: "\n")), end - start).map {
        UnsafeRawPointer($0)
      }
      let lineEnd = newline ?? end
      let room = max(maximumLineBytes - current.count, 0)
      if lineEnd - start > room { currentIsCut = true }
      current.append(
        contentsOf: UnsafeRawBufferPointer(start: start, count: min(lineEnd - start, room)))
      guard let newline else { return }
      endLine()
      start = newline + 1
    }
  }

  /// Ends the last line when the output did not end with a newline.
  mutating func finish() {
    if !current.isEmpty || currentIsCut { endLine() }
  }

  /// The kept lines, in order, decoded leniently and made safe for the terminal.
  var lines: [String] {
    (kept[oldest...] + kept[..<oldest]).map { line in
      var text = String(decoding: line.bytes, as: UTF8.self)
      if line.isCut {
        // A cut may fall inside a character, whose bytes then decode as U+FFFD.
        while text.last == "\u{FFFD}" { text.removeLast() }
        text += "…"
      }
      return TerminalSafe.text(text)
    }
  }

  /// The kept lines as one text, each ending with a newline.
  var text: String { lines.map { $0 + "\n" }.joined() }

  private mutating func endLine() {
    defer {
      current.removeAll(keepingCapacity: true)
      currentIsCut = false
    }
    guard !stopped else { return }
    if !currentIsCut, current.last == UInt8(ascii: "\r") { current.removeLast() }
    if let stopMarker, current.starts(with: stopMarker.utf8) {
      stopped = true
      return
    }
    if kept.count < maximumLines {
      kept.append((current, currentIsCut))
    } else if keep == .last {
      kept[oldest] = (current, currentIsCut)
      oldest = (oldest + 1) % maximumLines
      omittedLines += 1
    } else {
      omittedLines += 1
    }
  }
}
