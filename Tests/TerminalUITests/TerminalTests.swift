import TerminalUI
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

@Suite("The terminal's escape sequences")
struct TerminalSequenceTests {
  @Test("Full screen means the alternate screen and a hidden cursor")
  func fullScreen() {
    #expect(Terminal.fullScreenSequence.contains("\u{1B}[?1049h"))
    #expect(Terminal.fullScreenSequence.contains("\u{1B}[?25l"))
  }

  @Test("Restoring shows the cursor, leaves the alternate screen and resets attributes")
  func restore() {
    #expect(Terminal.restoreSequence.contains("\u{1B}[?25h"))
    #expect(Terminal.restoreSequence.contains("\u{1B}[?1049l"))
    #expect(Terminal.restoreSequence.contains("\u{1B}[0m"))
  }
}

@Suite("A terminal object on a pipe, which is not a terminal")
struct TerminalOnPipeTests {
  @Test("A pipe is not a terminal and has no size")
  func notATerminal() throws {
    let pipe = try PipePair()
    #expect(!Terminal.isTerminal(pipe.readEnd))
    #expect(Terminal.size(of: pipe.writeEnd) == nil)
    #expect(!Terminal(input: pipe.readEnd, output: pipe.writeEnd).isInteractive)
  }

  @Test("Full screen is refused on a pipe")
  func fullScreenRefused() throws {
    let pipe = try PipePair()
    let terminal = Terminal(input: pipe.readEnd, output: pipe.writeEnd)
    #expect(throws: TerminalError.notATerminal(pipe.readEnd)) {
      try terminal.enterFullScreen()
    }
  }

  @Test("Keys are read and decoded; with nothing to read, a zero timeout returns none")
  func readsKeys() throws {
    let pipe = try PipePair()
    let terminal = Terminal(input: pipe.readEnd, output: STDOUT_FILENO)
    #expect(terminal.readKeys(timeout: .zero) == [])
    pipe.send("kj\u{1B}[A\r")
    #expect(terminal.readKeys(timeout: .seconds(5)) == [.up, .down, .up, .enter])
  }

  @Test("The end of input reads as quit")
  func endOfInput() throws {
    let pipe = try PipePair()
    let terminal = Terminal(input: pipe.readEnd, output: STDOUT_FILENO)
    pipe.closeWriteEnd()
    #expect(terminal.readKeys(timeout: .seconds(5)) == [.quit])
  }

  @Test("Everything written arrives, byte for byte")
  func writes() throws {
    let pipe = try PipePair()
    let terminal = Terminal(input: STDIN_FILENO, output: pipe.writeEnd)
    let text = String(repeating: "新闻 🚀 \u{1B}[1mbold\u{1B}[0m ", count: 500)
    terminal.write(text)
    pipe.closeWriteEnd()
    #expect(pipe.readAll() == Array(text.utf8))
  }
}

/// Both ends of a pipe(2), closed when released.
final class PipePair {
  private(set) var readEnd: Int32
  private(set) var writeEnd: Int32

  init() throws {
    var ends: [Int32] = [-1, -1]
    guard pipe(&ends) == 0 else { throw PipeError() }
    readEnd = ends[0]
    writeEnd = ends[1]
  }

  deinit {
    closeReadEnd()
    closeWriteEnd()
  }

  struct PipeError: Error {}

  func send(_ text: String) {
    let bytes = Array(text.utf8)
    _ = bytes.withUnsafeBytes { write(writeEnd, $0.baseAddress, $0.count) }
  }

  func closeWriteEnd() {
    if writeEnd >= 0 { close(writeEnd) }
    writeEnd = -1
  }

  func closeReadEnd() {
    if readEnd >= 0 { close(readEnd) }
    readEnd = -1
  }

  func readAll() -> [UInt8] { Self.readAll(from: readEnd) }

  /// Everything `descriptor` gives until its end.
  static func readAll(from descriptor: Int32) -> [UInt8] {
    var result: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 4096)
    while case let count = read(descriptor, &buffer, buffer.count), count > 0 {
      result += buffer[..<count]
    }
    return result
  }
}
