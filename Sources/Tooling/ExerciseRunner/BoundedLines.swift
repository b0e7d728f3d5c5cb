import Foundation

/// What a child printed, kept within bounds however much it prints: the
/// first or the last few lines, each cut to a sane width.
///
/// A learner's test may print a gigabyte, one line of a hundred megabytes,
/// or bytes that are not UTF-8 before it traps. None of that may cost more
/// than a few kilobytes here, and none of it may lose the line that matters
/// (the runtime's "Fatal error: …"), so bytes are taken as they come, a line
/// that grows too long keeps its start and its end with `…` between them (a
/// trap's message lands at the end of a line printed without a newline), and
/// only the kept lines are ever decoded —
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

  /// The kept lines as they came, each with the end of it when it was cut: decoded only when
  /// asked for, as most lines of a chatty test are soon pushed out by later ones.
  private var kept: [Line] = []
  /// Where the oldest kept line is, once `kept` is full and used as a ring.
  private var oldest = 0
  private var current = Line()
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

  /// Takes bytes as they were read, a line at a time.
  mutating func append(_ bytes: UnsafeRawBufferPointer) {
    bytes.forEachLinePiece { piece, endsLine in
      current.append(piece, within: maximumLineBytes)
      if endsLine { endLine() }
    }
  }

  /// Ends the last line when the output did not end with a newline.
  mutating func finish() {
    if !current.start.isEmpty || current.end != nil { endLine() }
  }

  /// The kept lines, in order, decoded leniently and made safe for the terminal.
  var lines: [String] {
    (kept[oldest...] + kept[..<oldest]).map { TerminalSafe.text($0.text) }
  }

  /// The kept lines as one text, each ending with a newline.
  var text: String { lines.map { $0 + "\n" }.joined() }

  private mutating func endLine() {
    defer { current = Line() }
    guard !stopped else { return }
    current.dropCarriageReturn()
    if let stopMarker, current.start.starts(with: stopMarker.utf8) {
      stopped = true
      return
    }
    if kept.count < maximumLines {
      kept.append(current)
    } else if keep == .last {
      kept[oldest] = current
      oldest = (oldest + 1) % maximumLines
      omittedLines += 1
    } else {
      omittedLines += 1
    }
  }
}

extension BoundedLines {
  /// One line's bytes: all of them while it is short; once it is too long, its first half and
  /// its last half, the middle dropped as it arrives.
  fileprivate struct Line: Sendable {
    var start: [UInt8] = []
    /// The line's last bytes, once it has been cut.
    var end: [UInt8]?

    mutating func append(_ piece: UnsafeRawBufferPointer, within limit: Int) {
      var piece = piece[...]
      if end == nil {
        let taken = min(piece.count, limit - start.count)
        start.append(contentsOf: piece.prefix(taken))
        piece = piece.dropFirst(taken)
        guard !piece.isEmpty else { return }
        // Too long: its first half stays the start, and what comes now on goes to the end.
        end = Array(start[(limit / 2)...])
        start.removeLast(start.count - limit / 2)
      }
      let endLimit = limit - limit / 2
      end!.append(contentsOf: piece.suffix(endLimit))
      end!.removeFirst(max(end!.count - endLimit, 0))
    }

    /// A line ended by `\r\n` ends without the `\r`.
    mutating func dropCarriageReturn() {
      if end?.last == UInt8(ascii: "\r") {
        end!.removeLast()
      } else if end == nil, start.last == UInt8(ascii: "\r") {
        start.removeLast()
      }
    }

    /// The line decoded leniently, `…` where its middle was. A cut may fall inside a character,
    /// whose remaining bytes then decode as U+FFFD: they are dropped.
    var text: String {
      var text = String(decoding: start, as: UTF8.self)
      guard let end else { return text }
      while text.last == "\u{FFFD}" { text.removeLast() }
      var rest = Substring(String(decoding: end, as: UTF8.self))
      while rest.first == "\u{FFFD}" { rest.removeFirst() }
      return text + "…" + rest
    }
  }
}
