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

  /// The next request, or `nil` when none came within `milliseconds`: also the watch's pace
  /// for looking at the files.
  mutating func next(timeoutMilliseconds milliseconds: Int32) -> WatchRequest? {
    guard singleKeys else {
      guard case .line(let line) = lines.next(timeoutMilliseconds: milliseconds) else {
        return nil
      }
      return Self.request(forLine: line)
    }
    if pending.isEmpty {
      var waiting = pollfd(fd: fileDescriptor, events: Int16(POLLIN), revents: 0)
      guard poll(&waiting, 1, milliseconds) > 0 else { return nil }
      var bytes = [UInt8](repeating: 0, count: 64)
      let count = read(fileDescriptor, &bytes, bytes.count)
      // The terminal went away: nothing more will be asked.
      guard count > 0 else { return count == 0 ? .quit : nil }
      pending = Array(bytes[..<count])
    }
    return Self.request(forKey: pending.removeFirst(), suspendKey: KeyboardMode.suspendKey)
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
