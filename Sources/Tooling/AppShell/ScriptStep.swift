import Foundation
import TerminalUI

/// One step of a scripted run: a key, or time passing on the virtual clock.
public enum ScriptStep: Equatable, Sendable {
  /// Press a key.
  case key(Key)
  /// Let time pass: by a number of seconds, or (`nil`) until no one-shot work is waiting.
  case wait(Duration?)

  /// Reads one word of a script: `up`, `down`, `pageup`, `pagedown`, `enter`, `back`,
  /// `refresh`, `quit`, `wait` or `wait SECONDS`. Surrounding spaces are ignored.
  public init(parsing word: String) throws(LaunchError) {
    let parts = word.split(separator: " ", omittingEmptySubsequences: true).map(String.init)
    if parts.count == 1, let key = Key(rawValue: parts[0]) {
      self = .key(key)
    } else if parts == ["wait"] {
      self = .wait(nil)
    } else if parts.count == 2, parts[0] == "wait" {
      guard let seconds = Seconds(parts[1]) else {
        throw .usage(
          "bad wait time '\(Sanitized(parts[1]))' in script: expected seconds, like 'wait 1.5'")
      }
      self = .wait(seconds.duration)
    } else {
      throw .usage(
        "unknown script key '\(Sanitized(word))': "
          + "use up, down, pageup, pagedown, enter, back, refresh, quit, wait or 'wait SECONDS'")
    }
  }

  /// Reads a comma-separated script, as given to `--script`. Empty words are skipped.
  public static func parse(commaSeparated script: String) throws(LaunchError) -> [ScriptStep] {
    try parse(words: script.split(separator: ",").map(String.init))
  }

  /// Reads a script one step per line, as piped to standard input. Blank
  /// lines and lines starting with `#` are skipped, so scripts can be commented.
  public static func parse(lines: [String]) throws(LaunchError) -> [ScriptStep] {
    try parse(words: lines.filter { !$0.trimmingSpaces.hasPrefix("#") })
  }

  private static func parse(words: [String]) throws(LaunchError) -> [ScriptStep] {
    var steps: [ScriptStep] = []
    for word in words where !word.trimmingSpaces.isEmpty {
      steps.append(try ScriptStep(parsing: word.trimmingSpaces))
    }
    return steps
  }

  /// How the step is named in a transcript's frame header.
  public var label: String {
    switch self {
    case .key(let key): key.rawValue
    case .wait(nil): "wait"
    case .wait(let duration?): "wait \(Seconds(duration))"
    }
  }
}

extension String {
  var trimmingSpaces: String { trimmingCharacters(in: .whitespacesAndNewlines) }
}

/// User input echoed in a message, with control characters neutralised:
/// a bad argument must not be able to write escape codes to the terminal either.
struct Sanitized: CustomStringConvertible {
  let text: String
  init(_ text: String) { self.text = text }
  var description: String { TerminalText.sanitized(text) }
}
