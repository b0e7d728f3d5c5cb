import Foundation

/// How every variant writes a story's date: `20 Nov 2026`.
///
/// Fixed on purpose, not taken from the machine: every telling must print byte-identical
/// transcripts, and tests must pass on any laptop or CI runner. A `DateFormatter` with the
/// current locale would write `Nov 20, 2026` on one machine and `20.11.2026` on another, and the
/// current time zone would move a story published at 23:30 UTC to the next day. So the day is
/// always counted in UTC, and the month names are spelled here.
///
/// The calendar is the proleptic Gregorian one, the calendar of ISO 8601 and of the feed's
/// parser: Gregorian leap years all the way back, and a year 0 before year 1. Foundation's
/// `.gregorian` calendar is not that: before 15 October 1582 it switches to the Julian calendar,
/// so it would show 1 January of year 1 as "3 Jan 1" and 14 October 1582 as "4 Oct 1582". The
/// day is worked out here instead, with the inverse of the parser's arithmetic.
public enum NewsDateFormat {
  private static let monthAbbreviations = [
    "Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec",
  ]

  /// The day of `date` in UTC, as day (no leading zero), English month abbreviation and year:
  /// `5 Nov 2026`, `20 Nov 2026`, `1 Jan 1`. A date too far from ours for any calendar to
  /// name (about a million years away) is shown as "?".
  public static func string(from date: Date) -> String {
    let seconds = date.timeIntervalSince1970
    guard seconds.isFinite, abs(seconds) < 3e13 else { return "?" }
    let days = Int((seconds / 86_400).rounded(.down))
    let (year, month, day) = civilDate(daysSince1970: days)
    return "\(day) \(monthAbbreviations[month - 1]) \(year)"
  }

  /// Howard Hinnant's `civil_from_days`, the inverse of the parser's `days_from_civil`: counts
  /// 400-year eras of 146,097 days that start on 1 March, so the leap day ends each year.
  private static func civilDate(daysSince1970 days: Int) -> (year: Int, month: Int, day: Int) {
    let shifted = days + 719_468  // Days since 1 March of year 0.
    // Floor division, so days before that date fall in the era before.
    let era = (shifted >= 0 ? shifted : shifted - 146_096) / 146_097
    let dayOfEra = shifted - era * 146_097
    let yearOfEra =
      (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
    let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
    let monthFromMarch = (5 * dayOfYear + 2) / 153
    let day = dayOfYear - (153 * monthFromMarch + 2) / 5 + 1
    let month = monthFromMarch < 10 ? monthFromMarch + 3 : monthFromMarch - 9
    let year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
    return (year, month, day)
  }
}
