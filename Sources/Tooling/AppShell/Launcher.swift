import Foundation
import NewsCore
import TerminalUI

/// Starts a variant as the command-line contract says: parse flags, read the
/// fixture, then run interactively on a terminal or as a script without one.
/// Every executable's `main.swift` is one call to `Launcher.main`.
@MainActor
public enum Launcher {
  /// Runs `variant` with the process's arguments, streams and environment, then exits.
  public static func main(_ variant: any NewsVariant.Type) -> Never {
    let code = run(
      variant, arguments: Array(CommandLine.arguments.dropFirst()),
      console: .process)
    exit(code)
  }

  /// The whole launch, with the outside world passed in so tests can run it.
  /// Returns the exit code.
  public static func run(
    _ variant: any NewsVariant.Type, arguments: [String], console: Console
  ) -> Int32 {
    do throws(LaunchError) {
      let options = try LaunchOptions.parse(arguments)
      if options.help {
        console.write(LaunchOptions.usage(for: variant.name, summary: variant.summary) + "\n")
        return 0
      }
      let fixture = try readFixture(at: options.fixturePath)
      if options.script == nil, console.isInteractive {
        return InteractiveRun.run(variant, options: options, fixture: fixture, console: console)
      }
      if options.script == nil, console.isInputTerminal {
        // Output goes to a file or a pipe, or to a terminal that cannot draw screens (`TERM` is
        // `dumb`), so there is no screen to be interactive on.
        let why = console.isOutputTerminal ? plainTerminal : "output is not a terminal"
        console.writeError(
          "\(variant.name): \(why): type keys one per line "
            + "(up, down, pageup, pagedown, enter, back, refresh, wait, quit), end with Ctrl-D, "
            + "or pass --script\n")
      }
      let steps =
        if let script = options.script {
          try ScriptStep.parse(commaSeparated: script)
        } else {
          try ScriptStep.parse(lines: console.readAllLines())
        }
      let driver = NewsAppDriver(
        variant: variant, fixture: fixture, delay: options.delay,
        mode: options.fetchMode,
        size: options.size ?? Size(width: 80, height: 24), trace: options.trace,
        naiveCells: options.naiveCells)
      ScriptedRun.run(steps, in: driver, write: console.write)
      return 0
    } catch {
      console.writeError("\(variant.name): \(error.message)\n")
      if error.exitCode == 64 { console.writeError("Try '\(variant.name) --help'.\n") }
      return error.exitCode
    }
  }

  /// Why a run on a terminal whose `TERM` cannot draw screens (`dumb`) prints plain lines:
  /// one app and the kit say it alike.
  package static let plainTerminal = "this terminal shows plain lines only (TERM)"

  /// The bytes of the feed at `path`, or the bundled feed when there is no path.
  package static func readFixture(at path: String?) throws(LaunchError) -> Data {
    guard let path else { return NewsFixture.bundled }
    return try FixtureFile.read(at: path)
  }
}
