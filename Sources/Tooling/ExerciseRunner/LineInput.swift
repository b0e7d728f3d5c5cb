#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Lines read while the watch loop waits, without blocking the loop: what a
/// watch reads when its input is a pipe or a file rather than a terminal.
/// `poll` waits for a line or for the timeout, whichever comes first, which is
/// also the loop's pace for looking at the files.
struct LineInput {
  /// What a wait brought.
  enum Event: Equatable {
    /// A line was typed (without its newline).
    case line(String)
    /// Nothing arrived within the timeout.
    case timeout
  }

  private let fileDescriptor: Int32
  private var buffer: [UInt8] = []
  private var isClosed = false

  /// Reads lines from `fileDescriptor`, usually standard input.
  init(fileDescriptor: Int32) { self.fileDescriptor = fileDescriptor }

  /// The next line, or `.timeout` after `milliseconds`. When input has ended
  /// (piped from a file, or `/dev/null`) it only ever times out.
  mutating func next(timeoutMilliseconds milliseconds: Int32) -> Event {
    if let line = takeLine() { return .line(line) }
    guard !isClosed else {
      _ = poll(nil, 0, milliseconds)
      return .timeout
    }
    var waiting = pollfd(fd: fileDescriptor, events: Int16(POLLIN), revents: 0)
    guard poll(&waiting, 1, milliseconds) > 0 else { return .timeout }
    var bytes = [UInt8](repeating: 0, count: 1024)
    let count = read(fileDescriptor, &bytes, bytes.count)
    if count <= 0 {
      isClosed = true
      return .timeout
    }
    buffer += bytes[..<count]
    return takeLine().map(Event.line) ?? .timeout
  }

  private mutating func takeLine() -> String? {
    guard let end = buffer.firstIndex(of: UInt8(ascii: "\n")) else { return nil }
    let line = String(decoding: buffer[..<end], as: UTF8.self)
    buffer.removeSubrange(...end)
    return line
  }
}
