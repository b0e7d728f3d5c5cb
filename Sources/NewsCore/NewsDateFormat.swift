import Foundation

/// How every variant writes a story's date: `20 Nov 2026`.
///
/// Fixed on purpose, not taken from the machine: the four variants must print byte-identical
/// transcripts, and tests must pass on any laptop or CI runner. A `DateFormatter` with the
/// current locale would write `Nov 20, 2026` on one machine and `20.11.2026` on another, and the
/// current time zone would move a story published at 23:30 UTC to the next day. So the day is
/// always counted in UTC on the Gregorian calendar, and the month names are spelled here.
public enum NewsDateFormat {
  private static let monthAbbreviations = [
    "Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec",
  ]

  /// The day of `date` in UTC, as day (no leading zero), English month abbreviation and year:
  /// `5 Nov 2026`, `20 Nov 2026`.
  public static func string(from date: Date) -> String {
    // A local calendar rather than a shared one: `Calendar` is cheap to make, and a value built
    // per call needs no thought about who else might change its time zone.
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = .gmt
    let parts = calendar.dateComponents([.year, .month, .day], from: date)
    guard let year = parts.year, let month = parts.month, let day = parts.day else {
      // Unreachable for a Gregorian calendar, which always has all three; say so, don't crash.
      return "?"
    }
    return "\(day) \(monthAbbreviations[month - 1]) \(year)"
  }
}
