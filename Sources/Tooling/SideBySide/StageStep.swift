import AppShell
import Foundation
import TerminalUI

/// One word of `kit --script`: a step every app takes (a key, `wait`), or one of the stage's
/// own keys, so that a transcript can pause, step forwards and back, and zoom.
///
///     pause, play      the shared clock stops, or goes on
///     next, previous   . and , : the next message, the one before
///     home, end        < and > : the start of the key, the present
///     pageup, pagedown [ and ] : older messages, newer ones
///     zoom N           the key N: zoom pane N, or back to the grid
enum StageStep: Equatable {
  /// A step for the apps, as each app's own `--script` takes it.
  case app(ScriptStep)
  /// Pauses the clock, unless it is paused.
  case pause
  /// Plays the clock, unless it is playing.
  case play
  /// A key of the stage's, as the terminal would send it; `word` is how the script wrote it.
  case press(KeyPress, word: String)

  /// Reads one word of a script. Surrounding spaces are ignored.
  init(parsing text: String) throws(LaunchError) {
    let word = text.trimmingCharacters(in: .whitespaces)
    let parts = word.split(separator: " ").map(String.init)
    switch parts {
    case ["pause"]: self = .pause
    case ["play"]: self = .play
    case ["next"]: self = .press(.character("."), word: word)
    case ["previous"]: self = .press(.character(","), word: word)
    case ["home"]: self = .press(.home, word: word)
    case ["end"]: self = .press(.end, word: word)
    // The apps' page keys, which the stage keeps for its messages, as on the keyboard.
    case ["pageup"]: self = .press(.key(.pageUp), word: word)
    case ["pagedown"]: self = .press(.key(.pageDown), word: word)
    case _ where parts.first == "zoom":
      guard parts.count == 2, let number = Int(parts[1]), (1...9).contains(number) else {
        throw .usage(
          "bad zoom '\(TerminalText.sanitized(word))' in script: expected a pane's number, "
            + "like 'zoom 2'")
      }
      self = .press(.character(Character("\(number)")), word: "zoom \(number)")
    case _ where parts.first == "wait" || (parts.count == 1 && Key(rawValue: parts[0]) != nil):
      self = .app(try ScriptStep(parsing: word))
    default:
      throw .usage(
        "unknown script key '\(TerminalText.sanitized(word))': use up, down, enter, back, "
          + "refresh, quit, wait or 'wait SECONDS', or the stage's pause, play, next, previous, "
          + "home, end, pageup, pagedown or 'zoom N'")
    }
  }

  /// Reads a comma-separated script, as given to `--script`. Empty words are skipped.
  static func parse(commaSeparated script: String) throws(LaunchError) -> [StageStep] {
    var steps: [StageStep] = []
    for word in script.split(separator: ",")
    where !word.trimmingCharacters(in: .whitespaces).isEmpty {
      steps.append(try StageStep(parsing: String(word)))
    }
    return steps
  }

  /// How the step is named in a frame's header.
  var label: String {
    switch self {
    case .app(let step): step.label
    case .pause: "pause"
    case .play: "play"
    case .press(_, let word): word
    }
  }
}
