import NewsCore
import TerminalUI

/// The command line of every variant:
///
///     mvc [--delay SECONDS] [--fail] [--fixture PATH] [--script KEYS]
///         [--size COLSxROWS] [--trace] [--no-color] [--naive-cells] [--help]
///
/// Parsed by hand, in one screen of code, because the kit has no package
/// dependencies; a real tool would use apple/swift-argument-parser.
public struct LaunchOptions: Equatable, Sendable {
  /// How long the mock news source waits before answering.
  public var delay: Duration = TimedMockNewsFetcher.defaultDelay
  /// Whether the mock news source fails.
  public var fail = false
  /// A feed to show instead of the bundled one.
  public var fixturePath: String?
  /// Comma-separated script keys; `nil` means keys come from the terminal or standard input.
  public var script: String?
  /// The screen size; `nil` means the terminal's size, or 80x24 when there is no terminal.
  public var size: Size?
  /// Whether to print the messages that passed between objects.
  public var trace = false
  /// Whether colour was turned off on the command line.
  public var noColor = false
  /// Whether a telling that has them shows its list in naive cells, which keep the bindings of
  /// the rows they showed before: lesson 6's bug, to be seen.
  public var naiveCells = false
  /// Whether to print the usage and exit.
  public var help = false

  /// How the mock news source answers: `--fail` turns it into a lost connection.
  public var fetchMode: TimedMockNewsFetcher.Mode {
    fail ? .failure(TimedMockNewsFetcher.defaultFailure) : .success
  }

  /// Creates the defaults.
  public init() {}

  /// Reads the arguments after the program name. Every mistake names the
  /// word that caused it.
  public static func parse(_ arguments: [String]) throws(LaunchError) -> LaunchOptions {
    var options = LaunchOptions()
    var remaining = arguments[...]
    while let argument = remaining.popFirst() {
      // `--flag=value` is accepted as well as `--flag value`, as most tools do.
      let (flag, inlineValue) = split(argument)
      func value() throws(LaunchError) -> String {
        if let inlineValue { return inlineValue }
        guard let next = remaining.popFirst() else {
          throw .usage("option '\(Sanitized(flag))' needs a value")
        }
        return next
      }
      switch flag {
      case "--delay":
        let text = try value()
        guard let seconds = Seconds(text) else {
          throw .usage(
            "bad value '\(Sanitized(text))' for --delay: expected seconds from 0 to 3600")
        }
        options.delay = seconds.duration
      case "--fixture": options.fixturePath = try value()
      case "--script": options.script = try value()
      case "--size": options.size = try parseSize(try value())
      case "--fail", "--trace", "--no-color", "--naive-cells", "--help", "-h":
        guard inlineValue == nil else { throw .usage("option '\(Sanitized(flag))' takes no value") }
        switch flag {
        case "--fail": options.fail = true
        case "--trace": options.trace = true
        case "--no-color": options.noColor = true
        case "--naive-cells": options.naiveCells = true
        default: options.help = true
        }
      default:
        throw .usage("unknown option '\(Sanitized(argument))'")
      }
    }
    return options
  }

  /// The `--help` text.
  public static func usage(for name: String, summary: String) -> String {
    """
    \(name): \(summary)

    usage: \(name) [--delay SECONDS] [--fail] [--fixture PATH] [--script KEYS]
           \(String(repeating: " ", count: name.count)) [--size COLSxROWS] [--trace] [--no-color] [--naive-cells]
           \(String(repeating: " ", count: name.count)) [--help]

      --delay SECONDS    how long the mock news source waits (default 3)
      --fail             make the news source fail, to see the error screen
      --fixture PATH     show this JSON feed instead of the bundled one
      --script KEYS      run these keys, comma-separated, and print each frame: up, down,
                         pageup, pagedown, enter, back, refresh, quit, wait, 'wait SECONDS'
      --size COLSxROWS   screen size (default: the terminal's, or 80x24)
      --trace            also print the messages that passed between objects
      --no-color         no colour (so does the NO_COLOR environment variable)
      --naive-cells      MVVM only: cells that keep the bindings of rows they showed before,
                         the reuse bug of lesson 6 (the other tellings ignore it)
      --help             this text

    Keys: ↑/↓ or k/j move (in a long story, scroll), Page Up/Down scroll a screen,
    Enter opens, Esc/←/b goes back, r refreshes, q quits.
    Without a terminal, keys are read from standard input, one per line.
    \(exitCodesHelp)
    """
  }

  /// The exit codes, as both `--help` texts (an app's and the kit's) list them.
  package static let exitCodesHelp = """
    Exit codes: 0 quit, 64 bad option or script key, 66 unreadable fixture,
    74 output could not be written (a full disk, a closed pipe).
    """

  private static func split(_ argument: String) -> (String, String?) {
    guard argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") else {
      return (argument, nil)
    }
    return (String(argument[..<equals]), String(argument[argument.index(after: equals)...]))
  }

  private static func parseSize(_ text: String) throws(LaunchError) -> Size {
    let parts = text.lowercased().split(separator: "x", omittingEmptySubsequences: false)
    guard parts.count == 2, let width = Int(parts[0]), let height = Int(parts[1]),
      (10...TerminalLoop.largestScreen.width).contains(width),
      (6...TerminalLoop.largestScreen.height).contains(height)
    else {
      throw .usage(
        "bad value '\(Sanitized(text))' for --size: expected COLSxROWS like 80x24 (at least 10x6)")
    }
    return Size(width: width, height: height)
  }
}
