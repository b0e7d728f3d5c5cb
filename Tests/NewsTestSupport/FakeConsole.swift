import AppShell
import Observing

/// A console that records what the app writes and feeds it prepared input.
public final class FakeConsole: Sendable {
  private let output = Locked("")
  private let errors = Locked("")
  public let stdinLines: [String]

  public init(stdin: [String] = []) { stdinLines = stdin }

  public var console: Console {
    Console(
      isInteractive: false, allowsColor: false, readAllLines: { [stdinLines] in stdinLines },
      write: { text in self.output.withLock { $0 += text } },
      writeError: { text in self.errors.withLock { $0 += text } })
  }

  public var standardOutput: String { output.withLock { $0 } }
  public var standardError: String { errors.withLock { $0 } }
}
