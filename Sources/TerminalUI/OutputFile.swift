#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// A file descriptor written to in full, whose failures are reported rather than fatal.
///
/// Foundation's `FileHandle.write(_:)` has no way to say that a write failed: on a full disk,
/// a closed descriptor or a pipe whose reader has gone, it stops the program with a fatal
/// error. Output failing is not a programming error — a pager quits early, a disk fills up —
/// so the kit writes with `write(2)` and lets the caller decide what a failure means.
public struct OutputFile: Sendable {
  /// The descriptor written to.
  public let descriptor: Int32

  /// Standard output.
  public static let standardOutput = OutputFile(descriptor: STDOUT_FILENO)
  /// Standard error.
  public static let standardError = OutputFile(descriptor: STDERR_FILENO)

  /// An output file on `descriptor`, which the caller keeps open while writing.
  public init(descriptor: Int32) {
    self.descriptor = descriptor
  }

  /// Writes every byte of `text`, resuming after partial writes and interruptions.
  ///
  /// - Throws: `OutputError` with the system's reason when the descriptor takes no more:
  ///   `ENOSPC` on a full disk, `EBADF` when it is closed, `EPIPE` when a pipe's reader has
  ///   gone and SIGPIPE is ignored (when it is not, the system ends the process first).
  public func write(_ text: String) throws(OutputError) {
    var text = text
    let failure: Int32? = text.withUTF8 { bytes in
      guard let base = bytes.baseAddress, !bytes.isEmpty else { return nil }
      return writeAll(descriptor, base, bytes.count) ? nil : errno
    }
    if let failure { throw OutputError(code: failure) }
  }
}

/// Output that could not be written, and why.
public struct OutputError: Error, Equatable, Sendable {
  /// The `errno` value the system gave.
  public let code: Int32

  /// Creates an error for an `errno` value.
  public init(code: Int32) {
    self.code = code
  }

  /// Whether the reader of a pipe went away: a pager quit early, `head` had enough.
  /// Nobody is left to tell, so programs end silently on it.
  public var isBrokenPipe: Bool { code == EPIPE }

  /// The system's words for the failure, such as "No space left on device".
  public var reason: String { String(cString: strerror(code)) }
}
