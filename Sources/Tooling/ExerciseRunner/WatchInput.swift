import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// What a learner asks of `kit watch` from the keyboard.
enum WatchRequest: Equatable {
  /// `q` (or Ctrl-D): stop watching.
  case quit
  /// `h`: one more hint.
  case hint
  /// Enter: check again now; after a pass, go on to the next exercise.
  case checkAgain
  /// Ctrl-Z (the terminal's suspend key): stop until `fg`.
  case suspend
  /// Anything else: the watch says which keys it knows.
  case unknown
}

/// The keys typed while a watch waits, read without blocking its loop.
///
/// On a terminal each key acts the moment it is pressed (`KeyboardMode`'s
/// cbreak mode, put back when the watch ends); from a pipe or a file, one line
/// is one request, so a script can drive a watch (`printf 'h\nq\n' | kit watch`).
struct WatchInput {
  private let fileDescriptor: Int32
  private let singleKeys: Bool
  private var lines: LineInput
  private var pending: [UInt8] = []

  /// Reads from `fileDescriptor`, usually standard input, switching a terminal to single keys.
  init(fileDescriptor: Int32) {
    self.fileDescriptor = fileDescriptor
    singleKeys = KeyboardMode.enter(on: fileDescriptor)
    lines = LineInput(fileDescriptor: fileDescriptor)
  }

  /// Gives the terminal its own settings back.
  func close() { KeyboardMode.restore() }

  /// Whether keys are read one at a time, from a terminal.
  var readsKeys: Bool { singleKeys }

  /// Forgets the keys read and not yet acted on, and those the terminal holds: what was typed
  /// before Ctrl-Z must not act after `fg` (a second Ctrl-Z would stop the job again at once).
  mutating func discardTypedAhead() {
    pending.removeAll()
    if singleKeys { tcflush(fileDescriptor, TCIFLUSH) }
  }

  /// The most typed-ahead bytes kept: a paste of some pages. More is dropped unread by nobody:
  /// it waits in the terminal, behind the requests already taken.
  static let largestBatch = 65_536

  /// The next request, or `nil` when none came within `milliseconds`: also the watch's pace
  /// for looking at the files.
  ///
  /// Everything typed that is waiting is read, and looked through, before any of it acts: `q`
  /// and Ctrl-Z come first however many keys wait before them (Ctrl-C is a signal, which
  /// comes first by itself), and a run of keys the watch does not know is answered once.
  mutating func next(timeoutMilliseconds milliseconds: Int32) -> WatchRequest? {
    guard singleKeys else {
      guard case .line(let line) = lines.next(timeoutMilliseconds: milliseconds) else {
        return nil
      }
      return Self.request(forLine: line)
    }
    var waitFor = pending.isEmpty ? milliseconds : 0
    var buffer = [UInt8](repeating: 0, count: 4_096)
    while pending.count < Self.largestBatch {
      var waiting = pollfd(fd: fileDescriptor, events: Int16(POLLIN), revents: 0)
      guard poll(&waiting, 1, waitFor) > 0 else { break }
      let count = read(fileDescriptor, &buffer, buffer.count)
      // The terminal went away: nothing more will be asked.
      guard count > 0 else {
        if count == 0 { return .quit }
        break
      }
      pending += buffer[..<count]
      waitFor = 0
    }
    return Self.take(from: &pending, suspendKey: KeyboardMode.suspendKey)
  }

  /// The request `bytes` make first, taken out of them: `q` or Ctrl-Z wherever it is (with
  /// everything before it), otherwise the first key's, a run of unknown keys taken as one.
  static func take(from bytes: inout [UInt8], suspendKey: UInt8?) -> WatchRequest? {
    let requests = bytes.map { request(forKey: $0, suspendKey: suspendKey) }
    if let urgent = requests.firstIndex(where: { $0 == .quit || $0 == .suspend }) {
      bytes.removeFirst(urgent + 1)
      return requests[urgent]
    }
    guard let first = requests.first else { return nil }
    let taken = first == .unknown ? (requests.firstIndex { $0 != .unknown } ?? requests.count) : 1
    bytes.removeFirst(taken)
    return first
  }

  /// What one key asks for; `suspendKey` is the terminal's, read as a key.
  static func request(forKey byte: UInt8, suspendKey: UInt8? = nil) -> WatchRequest {
    if byte == suspendKey { return .suspend }
    return switch byte {
    case UInt8(ascii: "q"), UInt8(ascii: "Q"), 0x04: .quit
    case UInt8(ascii: "h"), UInt8(ascii: "H"): .hint
    case UInt8(ascii: "\r"), UInt8(ascii: "\n"): .checkAgain
    default: .unknown
    }
  }

  /// What one line asks for.
  static func request(forLine line: String) -> WatchRequest {
    switch line.trimmingCharacters(in: .whitespaces).lowercased() {
    case "q", "quit": .quit
    case "h", "hint": .hint
    case "": .checkAgain
    default: .unknown
    }
  }
}
