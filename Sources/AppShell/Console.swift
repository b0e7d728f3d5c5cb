import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The process's standard streams and environment, gathered so a launch can
/// be run against fakes in tests.
public struct Console: Sendable {
  /// Whether standard input and output are both terminals.
  public var isInteractive: Bool
  /// Whether standard input is a terminal (a person may be typing).
  public var isInputTerminal: Bool
  /// Whether colour may be used: a terminal, and no `NO_COLOR` (https://no-color.org).
  public var allowsColor: Bool
  /// Reads standard input to its end, line by line.
  public var readAllLines: @Sendable () -> [String]
  /// Writes to standard output.
  public var write: @Sendable (String) -> Void
  /// Writes to standard error.
  public var writeError: @Sendable (String) -> Void

  /// Creates a console from its parts.
  public init(
    isInteractive: Bool, isInputTerminal: Bool = false, allowsColor: Bool,
    readAllLines: @escaping @Sendable () -> [String],
    write: @escaping @Sendable (String) -> Void, writeError: @escaping @Sendable (String) -> Void
  ) {
    self.isInteractive = isInteractive
    self.isInputTerminal = isInputTerminal
    self.allowsColor = allowsColor
    self.readAllLines = readAllLines
    self.write = write
    self.writeError = writeError
  }

  /// This process's console.
  public static var process: Console {
    let noColor = ProcessInfo.processInfo.environment["NO_COLOR"].map { !$0.isEmpty } ?? false
    return Console(
      isInteractive: isatty(STDIN_FILENO) == 1 && isatty(STDOUT_FILENO) == 1,
      isInputTerminal: isatty(STDIN_FILENO) == 1,
      allowsColor: isatty(STDOUT_FILENO) == 1 && !noColor,
      readAllLines: {
        var lines: [String] = []
        while let line = readLine() { lines.append(line) }
        return lines
      },
      write: { FileHandle.standardOutput.write(Data($0.utf8)) },
      writeError: { FileHandle.standardError.write(Data($0.utf8)) })
  }
}
