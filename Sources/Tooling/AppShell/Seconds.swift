/// A number of seconds as typed on the command line: `3`, `0.5`, `2.25`.
/// Whole milliseconds, non-negative, at most an hour — anything else is a typo.
package struct Seconds: Equatable, CustomStringConvertible {
  package let milliseconds: Int

  package init?(_ text: String) {
    guard let value = Double(text), value.isFinite, value >= 0, value <= 3600 else { return nil }
    milliseconds = Int((value * 1000).rounded())
  }

  package init(_ duration: Duration) {
    milliseconds = Int(duration / .milliseconds(1))
  }

  package var duration: Duration { .milliseconds(milliseconds) }

  /// Shortest form: `3`, `0.5`, `1.25`.
  package var description: String {
    let whole = milliseconds / 1000
    let fraction = milliseconds % 1000
    guard fraction > 0 else { return "\(whole)" }
    var digits = String(fraction + 1000).dropFirst()
    while digits.last == "0" { digits.removeLast() }
    return "\(whole).\(digits)"
  }
}
