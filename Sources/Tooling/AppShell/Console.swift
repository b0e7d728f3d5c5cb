import Foundation
import TerminalUI

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
  /// Whether standard input and output are both terminals that can draw screens: not a
  /// `dumb` one (`Terminal.understandsEscapes`).
  public var isInteractive: Bool
  /// Whether standard input is a terminal (a person may be typing).
  public var isInputTerminal: Bool
  /// Whether standard output is a terminal, one that can draw screens or not.
  public var isOutputTerminal: Bool
  /// Whether colour may be used: a terminal that can draw it, and no `NO_COLOR`
  /// (https://no-color.org).
  public var allowsColor: Bool
  /// Reads standard input to its end, line by line.
  public var readAllLines: @Sendable () -> [String]
  /// Writes to standard output.
  public var write: @Sendable (String) -> Void
  /// Writes to standard error.
  public var writeError: @Sendable (String) -> Void

  /// Creates a console from its parts.
  public init(
    isInteractive: Bool, isInputTerminal: Bool = false, isOutputTerminal: Bool = false,
    allowsColor: Bool, readAllLines: @escaping @Sendable () -> [String],
    write: @escaping @Sendable (String) -> Void, writeError: @escaping @Sendable (String) -> Void
  ) {
    self.isInteractive = isInteractive
    self.isInputTerminal = isInputTerminal
    self.isOutputTerminal = isOutputTerminal
    self.allowsColor = allowsColor
    self.readAllLines = readAllLines
    self.write = write
    self.writeError = writeError
  }

  /// This process's console.
  ///
  /// Standard output failing ends the app at once with exit code 74 (`OutputError.exitCode`,
  /// `EX_IOERR`): a full disk, a closed descriptor, or a reader that went away while SIGPIPE
  /// was ignored. There is no one left to show the rest of the transcript to, and unwinding
  /// every caller for an error none of them can do anything about would thread `throws`
  /// through code that draws screens — this is what SIGPIPE's default action does too. A
  /// message that cannot be written to standard error is dropped: the exit code still says
  /// what went wrong.
  public static var process: Console {
    let environment = ProcessInfo.processInfo.environment
    let drawsScreens = Terminal.understandsEscapes(term: environment["TERM"])
    return Console(
      isInteractive: isatty(STDIN_FILENO) == 1 && isatty(STDOUT_FILENO) == 1 && drawsScreens,
      isInputTerminal: isatty(STDIN_FILENO) == 1, isOutputTerminal: isatty(STDOUT_FILENO) == 1,
      allowsColor: allowsColor(onTerminal: isatty(STDOUT_FILENO) == 1, environment: environment),
      readAllLines: {
        var lines: [String] = []
        while let line = readLine() { lines.append(line) }
        return lines
      },
      write: { text in
        do throws(OutputError) {
          try OutputFile.standardOutput.write(text)
        } catch {
          endAfterOutputFailure(error)
        }
      },
      writeError: { try? OutputFile.standardError.write($0) })
  }

  /// Whether output may be coloured: only on a terminal that understands escape sequences
  /// (`TERM` is not `dumb`), and never when `NO_COLOR` is set to anything (https://no-color.org).
  public static func allowsColor(onTerminal isTerminal: Bool, environment: [String: String])
    -> Bool
  {
    isTerminal && (environment["NO_COLOR"] ?? "").isEmpty
      && Terminal.understandsEscapes(term: environment["TERM"])
  }

  /// Ends the process because standard output failed, saying why on standard error unless
  /// the reader simply left (`head`, a pager that quit): that is not news to anyone.
  static func endAfterOutputFailure(_ error: OutputError) -> Never {
    if !error.isBrokenPipe {
      let program = CommandLine.arguments.first.map { ($0 as NSString).lastPathComponent }
      try? OutputFile.standardError.write(
        "\(program ?? "app"): cannot write to standard output: \(error.reason)\n")
    }
    exit(OutputError.exitCode)
  }
}

extension OutputError {
  /// The exit code after output failed: 74, `EX_IOERR` in BSD's `sysexits.h`.
  public static let exitCode: Int32 = 74
}
