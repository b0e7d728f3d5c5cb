import Foundation

/// Reads the feed's timestamps: ISO 8601 in the profile RFC 3339 fixes for the internet,
/// `2026-11-20T08:30:00Z`, with optional fractional seconds and a `Z` or `±hh:mm` offset.
///
/// By hand rather than with `ISO8601DateFormatter`, for three reasons: on Linux it takes about
/// 75 µs a date (most of a second for a 10,000-item feed in a debug build); it is lenient (it
/// reads 30 February as 2 March and ignores junk after the zone); and it is not `Sendable`, so
/// it could not be shared. Here every character is checked, and the arithmetic is the
/// Gregorian calendar's, the same on every machine whatever its locale or time zone.
enum ISO8601Timestamp {
  /// The instant `text` names, or `nil` unless it is exactly a timestamp of that shape.
  static func date(from text: String) -> Date? {
    var reader = DigitReader(text)
    guard let year = reader.number(digits: 4), reader.skip("-"),
      let month = reader.number(digits: 2), reader.skip("-"),
      let day = reader.number(digits: 2), reader.skip("T"),
      let hour = reader.number(digits: 2), reader.skip(":"),
      let minute = reader.number(digits: 2), reader.skip(":"),
      let second = reader.number(digits: 2)
    else { return nil }
    var fraction = 0.0
    if reader.skip(".") {
      guard let value = reader.fraction() else { return nil }
      fraction = value
    }
    let offset: Int
    if reader.skip("Z") {
      offset = 0
    } else {
      let sign = reader.skip("+") ? 1 : reader.skip("-") ? -1 : 0
      guard sign != 0, let hours = reader.number(digits: 2), reader.skip(":"),
        let minutes = reader.number(digits: 2), hours < 24, minutes < 60
      else { return nil }
      offset = sign * (hours * 3600 + minutes * 60)
    }
    guard reader.isAtEnd, (1...12).contains(month),
      (1...daysIn(month: month, year: year)).contains(day),
      hour < 24, minute < 60, second < 60  // Leap seconds: `Date` cannot hold them either.
    else { return nil }
    let days = daysSince1970(year: year, month: month, day: day)
    let seconds = days * 86_400 + hour * 3600 + minute * 60 + second - offset
    return Date(timeIntervalSince1970: Double(seconds) + fraction)
  }

  private static func daysIn(month: Int, year: Int) -> Int {
    switch month {
    case 2: year % 4 == 0 && (year % 100 != 0 || year % 400 == 0) ? 29 : 28
    case 4, 6, 9, 11: 30
    default: 31
    }
  }

  /// Howard Hinnant's `days_from_civil`: counts in 400-year eras starting in March, so the
  /// leap day falls at the end of each year and needs no special case.
  private static func daysSince1970(year: Int, month: Int, day: Int) -> Int {
    let year = month <= 2 ? year - 1 : year
    // Floor division: January and February of year 0 count as year -1, in the era before.
    let era = (year >= 0 ? year : year - 399) / 400
    let yearOfEra = year - era * 400
    let dayOfYear = (153 * (month > 2 ? month - 3 : month + 9) + 2) / 5 + day - 1
    let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
    return era * 146_097 + dayOfEra - 719_468
  }
}

/// Walks the UTF-8 of a timestamp one expected piece at a time.
struct DigitReader {
  private let bytes: [UInt8]
  private var index = 0

  init(_ text: String) { bytes = Array(text.utf8) }

  var isAtEnd: Bool { index == bytes.count }

  /// Consumes `character` if it comes next.
  mutating func skip(_ character: Unicode.Scalar) -> Bool {
    guard index < bytes.count, bytes[index] == UInt8(ascii: character) else { return false }
    index += 1
    return true
  }

  /// Consumes exactly `digits` ASCII digits and returns their value.
  mutating func number(digits: Int) -> Int? {
    var value = 0
    for _ in 0..<digits {
      guard let digit = nextDigit() else { return nil }
      value = value * 10 + digit
    }
    return value
  }

  /// Consumes one or more digits as the part of a second after the decimal point.
  mutating func fraction() -> Double? {
    var value = 0.0
    var scale = 0.1
    var count = 0
    while let digit = nextDigit() {
      value += Double(digit) * scale
      scale /= 10
      count += 1
    }
    return count > 0 ? value : nil
  }

  private mutating func nextDigit() -> Int? {
    guard index < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index])
    else { return nil }
    defer { index += 1 }
    return Int(bytes[index] - UInt8(ascii: "0"))
  }
}
