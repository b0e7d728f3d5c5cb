import AppShell
import Foundation

/// A word after `kit` that asks for something other than the side-by-side
/// run: `kit exercises`, `kit hint clock`, `kit help`.
///
/// The table of them lives in `main.swift`; adding a command is one entry there.
struct Subcommand {
  /// The word after `kit`.
  let name: String
  /// How it is called, for `kit help`: `kit hint [NAME]`.
  let usage: String
  /// One line on what it does.
  let summary: String
  /// Runs it with the words after its name; returns the exit code.
  let run: ([String]) -> Int32

  /// Runs the command that `arguments` name. `nil` when they name none —
  /// no words, or a flag first — so that the side-by-side run takes them as
  /// it always has. A first word that is no command's name is a usage error (64).
  static func dispatch(_ arguments: [String], among commands: [Subcommand], console: Console)
    -> Int32?
  {
    guard let word = arguments.first, !word.hasPrefix("-") else { return nil }
    guard let command = commands.first(where: { $0.name == word }) else {
      console.writeError("kit: '\(word)' is not a kit command; `kit help` lists them\n")
      return 64
    }
    return command.run(Array(arguments.dropFirst()))
  }

  /// What `kit help` prints.
  static func help(for commands: [Subcommand]) -> String {
    let rows =
      [("kit [FLAGS]", "every telling side by side (`kit --help` lists the flags)")]
      + commands.map { ($0.usage, $0.summary) }
    let width = rows.map(\.0.count).max() ?? 0
    let lines = rows.map {
      "  " + $0.0.padding(toLength: width + 2, withPad: " ", startingAt: 0) + $0.1
    }
    return "kit: the news app in every architecture, its lessons and its exercises.\n\n"
      + lines.joined(separator: "\n") + "\n"
  }
}
