import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Reads the feed named by `--fixture`: a file, or any stream that can be read to its end —
/// `/dev/stdin`, a FIFO, a shell's `<(…)`, `/dev/null`.
///
/// `FileManager.contents(atPath:)` asks a file for its size and reads that many bytes, so a
/// stream, whose size is 0, reads as nothing, and every failure is `nil` with no reason. Here
/// the bytes are read with `read(2)` until the end, whatever the file is, and a failure says
/// what the system said.
enum FixtureFile {
  /// The largest feed read. A stream may never end (`/dev/zero`), and a feed this big would
  /// not fit on anyone's screen anyway.
  static let maximumSize = 256 << 20

  /// The bytes at `path`.
  ///
  /// - Throws: `LaunchError.unreadableFixture` naming the path and the reason: no such file,
  ///   permission denied, a directory, larger than `maximumSize`, or a read error.
  static func read(at path: String) throws(LaunchError) -> Data {
    let shown = Sanitized(path)
    func failure(_ reason: String) -> LaunchError {
      .unreadableFixture("cannot read fixture '\(shown)': \(reason)")
    }
    // A FIFO's open waits for a writer, as `cat` does; the shell's `<(…)` has one already.
    let descriptor = open(path, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else { throw failure(reason(for: errno)) }
    defer { close(descriptor) }
    var status = stat()
    guard fstat(descriptor, &status) == 0 else { throw failure(reason(for: errno)) }
    guard status.st_mode & S_IFMT != S_IFDIR else { throw failure("it is a directory") }

    var data = Data()
    if status.st_mode & S_IFMT == S_IFREG {
      data.reserveCapacity(min(Int(status.st_size), maximumSize + 1))
    }
    var chunk = [UInt8](repeating: 0, count: 1 << 16)
    while true {
      let count = chunk.withUnsafeMutableBytes { readSome(descriptor, $0.baseAddress, $0.count) }
      if count < 0 {
        if errno == EINTR { continue }
        throw failure(reason(for: errno))
      }
      if count == 0 { return data }
      guard data.count + count <= maximumSize else {
        throw failure("it is larger than \(maximumSize >> 20) MB")
      }
      data.append(contentsOf: chunk[..<count])
    }
  }

  /// The system's reason for `code`, in the lower case the rest of the message uses:
  /// "no such file or directory", "permission denied".
  private static func reason(for code: Int32) -> String {
    String(cString: strerror(code)).lowercased()
  }
}

/// `read(2)`, under a name that `FixtureFile.read(at:)` does not hide.
private func readSome(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int)
  -> Int
{
  read(descriptor, buffer, count)
}
