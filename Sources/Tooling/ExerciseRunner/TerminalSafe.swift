import Foundation
import TerminalUI

/// Text from a learner's code, a test or the compiler, made safe for the
/// terminal the way the apps make fixture text safe (`TerminalText.sanitized`):
/// an escape sequence in a learner's string, echoed by the compiler or printed
/// by a test, shows as "␛[2J" instead of clearing the screen. The runner's own
/// colours are added afterwards, so they stay.
package enum TerminalSafe {
  /// One line: every control character becomes visible, a newline too.
  package static func text(_ text: String) -> String { TerminalText.sanitized(text) }

  /// Several lines: each made safe, the newlines between them kept.
  package static func lines(_ text: String) -> String {
    // "\r\n" is one Character, so it is made a plain newline before the text is split.
    text.replacingOccurrences(of: "\r\n", with: "\n")
      .split(separator: "\n", omittingEmptySubsequences: false)
      .map { TerminalText.sanitized(String($0)) }.joined(separator: "\n")
  }
}
