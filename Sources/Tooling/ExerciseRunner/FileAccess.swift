import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The runner's reading and writing of the learner's files and of what it keeps for them, on
/// the system's own calls.
///
/// Two reasons not to use Foundation's `FileManager` and `Data.write` here. What the runner
/// writes must be written whole or not at all: a saved version of the learner's code, the
/// starter put back over it, a hint counter, a remembered result. And what goes wrong must be
/// said in the learner's words (`FileProblem`), which needs the system's `errno`. Besides,
/// Foundation on Linux mishandles paths longer than 1,024 bytes: `currentDirectoryPath` is
/// empty, `resolvingSymlinksInPath()` drops part of the path, `contentsEqual(atPath:andPath:)`
/// says two equal files differ, and `copyItem(at:to:)` says the copy is already there.
package enum FileAccess {
  /// The most a file may hold for the runner to read it: far more than any exercise's code,
  /// far less than would fill memory.
  static let largestFile = 64 << 20

  /// The bytes of `file`, which must be a regular file (through any links) of at most
  /// `largestFile` bytes. Anything else is refused before a byte is read: a FIFO would keep the
  /// runner waiting for a writer, `/dev/zero` would feed it until memory ran out. (Opened
  /// without blocking, so that even a FIFO with no writer answers at once.)
  package static func read(_ file: URL) throws(FileProblem) -> [UInt8] {
    let descriptor = open(file.path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
    guard descriptor >= 0 else { throw FileProblem(.reading, file, code: errno) }
    defer { close(descriptor) }
    var information = stat()
    guard fstat(descriptor, &information) == 0 else {
      throw FileProblem(.reading, file, code: errno)
    }
    if let kind = FileProblem.kind(of: information.st_mode) {
      throw FileProblem.notAFile(file, kind: kind)
    }
    var bytes: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 65_536)
    while true {
      let count = systemRead(descriptor, &buffer, buffer.count)
      if count < 0, errno == EINTR { continue }
      guard count >= 0 else { throw FileProblem(.reading, file, code: errno) }
      guard count > 0 else { return bytes }
      bytes += buffer[..<count]
      // A file that grows as it is read (or a kernel file that says it is empty) stops here.
      guard bytes.count <= largestFile else { throw FileProblem(.reading, file, code: EFBIG) }
    }
  }

  /// Replaces `file` with `bytes`, whole or not at all: they go into a new file beside it,
  /// which is flushed to the disk and then renamed over it, so a full disk, a crash or a power
  /// cut leaves either the old file or the new one, never half of one. A file that was there
  /// keeps its permissions.
  package static func write(_ bytes: [UInt8], to file: URL) throws(FileProblem) {
    try replace(file, with: writeBeside(file, bytes))
  }

  /// Writes `bytes` into a new file beside `file`, flushed to the disk, and returns it: the
  /// first half of `write`, for a caller that replaces several files at once (`replace`).
  /// Nothing is left behind when it fails.
  static func writeBeside(_ file: URL, _ bytes: [UInt8]) throws(FileProblem) -> URL {
    var mode: mode_t = 0o644
    var information = stat()
    if stat(file.path, &information) == 0 { mode = information.st_mode & 0o7777 }
    let temporary = file.deletingLastPathComponent().appendingPathComponent(
      ".\(file.lastPathComponent).kit-\(getpid())-\(counter.next())")
    let descriptor = open(temporary.path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, mode)
    guard descriptor >= 0 else { throw FileProblem(.writing, file, code: errno) }
    var failure: Int32?
    bytes.withUnsafeBytes { buffer in
      var offset = 0
      while offset < buffer.count, failure == nil {
        let written = systemWrite(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
        if written > 0 {
          offset += written
        } else if written < 0, errno == EINTR {
          continue
        } else {
          failure = written < 0 ? errno : EIO
        }
      }
    }
    if failure == nil, fsync(descriptor) != 0 { failure = errno }
    if close(descriptor) != 0, failure == nil { failure = errno }
    if let failure {
      unlink(temporary.path)
      throw FileProblem(.writing, file, code: failure)
    }
    return temporary
  }

  /// Puts `written` (from `writeBeside`) in the place of `file`, in one step: a rename, which
  /// needs no room on the disk. When it fails, `written` is removed and `file` is as it was.
  static func replace(_ file: URL, with written: URL) throws(FileProblem) {
    guard rename(written.path, file.path) == 0 else {
      let code = errno
      unlink(written.path)
      throw FileProblem(.writing, file, code: code)
    }
  }

  /// Makes `folder` and the folders above it that are missing.
  static func makeFolder(_ folder: URL) throws(FileProblem) {
    if mkdir(folder.path, 0o755) == 0 { return }
    switch errno {
    case EEXIST:
      var information = stat()
      guard stat(folder.path, &information) == 0, information.st_mode & S_IFMT == S_IFDIR else {
        throw FileProblem(.writing, folder, code: ENOTDIR)
      }
    case ENOENT:
      try makeFolder(folder.deletingLastPathComponent())
      if mkdir(folder.path, 0o755) != 0, errno != EEXIST {
        throw FileProblem(.writing, folder, code: errno)
      }
    default:
      throw FileProblem(.writing, folder, code: errno)
    }
  }

  /// The folder the process works in. The system's `getcwd`, which knows paths of any length
  /// it can use, and says `ENAMETOOLONG` for one it cannot.
  static func currentDirectory() throws(FileProblem) -> URL {
    guard let path = getcwd(nil, 0) else {
      throw FileProblem(.reading, URL(fileURLWithPath: "."), code: errno)
    }
    defer { free(path) }
    return URL(fileURLWithPath: String(cString: path), isDirectory: true)
  }

  /// `file` with every symbolic link on its path resolved, by the system's `realpath`; as it
  /// is when it cannot be resolved (it is not there yet).
  static func resolvingSymlinks(_ file: URL) -> URL {
    guard let path = realpath(file.path, nil) else { return file }
    defer { free(path) }
    return URL(fileURLWithPath: String(cString: path), isDirectory: file.hasDirectoryPath)
  }

  private static let counter = Counter()
}

/// `read(2)` and `write(2)`, for the methods above, whose names hide them.
private func systemRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer, _ count: Int) -> Int
{
  read(descriptor, buffer, count)
}

private func systemWrite(_ descriptor: Int32, _ buffer: UnsafeRawPointer, _ count: Int) -> Int {
  write(descriptor, buffer, count)
}
