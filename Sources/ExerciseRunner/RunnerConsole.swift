import Foundation
import TextDiff

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Where the runner writes, and how: colour only on a terminal and never with
/// `NO_COLOR`, the screen cleared between watch runs only on a terminal.
public struct RunnerConsole: Sendable {
  /// Writes to standard output.
  public var write: @Sendable (String) -> Void
  /// Writes to standard error.
  public var writeError: @Sendable (String) -> Void
  /// Whether standard output is a terminal.
  public var isTerminal: Bool
  /// Whether to colour the output.
  public var color: Bool

  /// Creates a console from its parts; tests pass closures that collect the text.
  public init(
    isTerminal: Bool, color: Bool, write: @escaping @Sendable (String) -> Void,
    writeError: @escaping @Sendable (String) -> Void
  ) {
    self.isTerminal = isTerminal
    self.color = color
    self.write = write
    self.writeError = writeError
  }

  /// This process's standard output and error.
  public static var standard: RunnerConsole {
    let environment = ProcessInfo.processInfo.environment
    return RunnerConsole(
      isTerminal: isatty(STDOUT_FILENO) == 1,
      color: UnifiedDiff.wantsColor(fileDescriptor: STDOUT_FILENO, environment: environment),
      write: { text in
        FileHandle.standardOutput.write(Data(text.utf8))
      },
      writeError: { text in
        FileHandle.standardError.write(Data(text.utf8))
      })
  }

  /// The styles the runner's text uses, coloured or plain.
  var style: Style { Style(enabled: color) }
}

/// ANSI styles, or none.
struct Style {
  let enabled: Bool

  func bold(_ text: String) -> String { wrap(text, "1") }
  func dim(_ text: String) -> String { wrap(text, "2") }
  func red(_ text: String) -> String { wrap(text, "31") }
  func green(_ text: String) -> String { wrap(text, "32") }
  func yellow(_ text: String) -> String { wrap(text, "33") }

  private func wrap(_ text: String, _ code: String) -> String {
    enabled ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
  }
}
