import Foundation
import TerminalUI
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Writing output whose failures come back as errors, never as a crash.
///
/// Serialized: the broken-pipe test ignores SIGPIPE for the whole process while it runs.
@Suite("Writing to a descriptor that may fail", .serialized)
struct OutputFileTests {
  @Test("Every byte arrives, even more than a pipe holds at once")
  func writesEverything() throws {
    let pipe = try PipePair()
    let text = String(repeating: "新闻 🚀 line\n", count: 20_000)
    // A reader drains the pipe while the writer writes; it finishes when the write end closes.
    let received = ReceivedBytes()
    let finished = DispatchSemaphore(value: 0)
    Thread { [readEnd = pipe.readEnd] in
      received.bytes = PipePair.readAll(from: readEnd)
      finished.signal()
    }.start()
    try OutputFile(descriptor: pipe.writeEnd).write(text)
    pipe.closeWriteEnd()
    finished.wait()
    #expect(received.bytes == Array(text.utf8))
  }

  @Test("A closed descriptor is an error, not a crash")
  func closedDescriptor() throws {
    let pipe = try PipePair()
    let descriptor = pipe.writeEnd
    pipe.closeWriteEnd()
    #expect(throws: OutputError(code: EBADF)) { try OutputFile(descriptor: descriptor).write("x") }
  }

  @Test(
    "A full disk is an error with the system's reason",
    .enabled(if: FileManager.default.fileExists(atPath: "/dev/full"), "only Linux has /dev/full"))
  func fullDisk() throws {
    let full = open("/dev/full", O_WRONLY)
    try #require(full >= 0)
    defer { close(full) }
    let error = #expect(throws: OutputError.self) { try OutputFile(descriptor: full).write("x") }
    #expect(error?.code == ENOSPC)
    #expect(error?.reason == "No space left on device")
    #expect(error?.isBrokenPipe == false)
  }

  @Test("A pipe whose reader left is a broken pipe when SIGPIPE is ignored")
  func brokenPipe() throws {
    let previous = signal(SIGPIPE, SIG_IGN)
    defer { signal(SIGPIPE, previous) }
    let pipe = try PipePair()
    pipe.closeReadEnd()
    let error = #expect(throws: OutputError.self) {
      try OutputFile(descriptor: pipe.writeEnd).write("x")
    }
    #expect(error?.isBrokenPipe == true)
  }
}

/// What the reader thread read, handed to the test after the semaphore says it is done.
private final class ReceivedBytes: @unchecked Sendable {
  var bytes: [UInt8] = []
}
