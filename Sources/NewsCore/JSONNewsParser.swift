import Foundation

/// Parses the kit's JSON feed:
///
///     {"news": [{"id": "1", "title": "…", "date": "2026-11-20T08:30:00Z",
///                "imageURL": "https://…", "content": "…"}]}
///
/// The rules, each with the error it throws (see `NewsParseError`):
/// - The document must be JSON (`.invalidJSON` at `""`) holding an object
///   (`.wrongType` at `""`) with a `news` array (`.missingField` / `.wrongType` at `news`).
/// - Every element is an object (`.wrongType` at `news[2]`) with the strings `id`, `title`,
///   `date` and `content` (`.missingField` or `.wrongType` at `news[2].title`; `null` counts
///   as the wrong type, since the field is there).
/// - `id` is not empty and not used by an earlier item: rows and images are matched by id, so
///   two stories with one id would swap pictures (`.invalidValue` at `news[2].id`).
/// - `date` is an ISO 8601 timestamp with a time zone, as in RFC 3339: `Z` or `+01:00`,
///   fractional seconds allowed (`.invalidValue` at `news[2].date`).
/// - `imageURL` is optional: absent or `null` means no picture; otherwise an absolute http or
///   https URL (`.invalidValue` at `news[2].imageURL`).
/// - Other fields are ignored, so the feed can grow without breaking old readers.
/// - Titles and content are kept exactly as sent, control characters included: making them
///   safe to draw is the UI's job, because only the UI knows what is unsafe for its screen.
///
/// The first problem found is reported, reading items in order and each item's fields in the
/// order above. The dictionaries are walked by hand rather than through `Decodable`, so every
/// message can name the exact place and say plainly what is wrong there.
public struct JSONNewsParser: NewsParsing {
  /// Creates a parser.
  public init() {}

  /// The items of the feed in `data`, in feed order; an empty `news` array gives no items.
  public func parse(_ data: Data) throws(NewsParseError) -> [NewsItem] {
    let document: Any
    do {
      // Fragments allowed, so that `42` is reported as "not an object" rather than "not JSON".
      document = try JSONSerialization.jsonObject(with: data, options: .fragmentsAllowed)
    } catch {
      throw NewsParseError(.invalidJSON, at: "")
    }
    guard let root = document as? [String: Any] else {
      throw NewsParseError(.wrongType(expected: "an object"), at: "")
    }
    guard let news = root["news"] else { throw NewsParseError(.missingField, at: "news") }
    guard let elements = news as? [Any] else {
      throw NewsParseError(.wrongType(expected: "an array"), at: "news")
    }
    var items: [NewsItem] = []
    items.reserveCapacity(elements.count)
    var firstIndexOfID: [String: Int] = [:]
    for (index, element) in elements.enumerated() {
      let item = try Self.item(from: element, at: "news[\(index)]")
      if let earlier = firstIndexOfID[item.id] {
        throw NewsParseError(
          .invalidValue("repeats the id of news[\(earlier)]"), at: "news[\(index)].id")
      }
      firstIndexOfID[item.id] = index
      items.append(item)
    }
    return items
  }

  private static func item(from element: Any, at path: String) throws(NewsParseError)
    -> NewsItem
  {
    guard let values = element as? [String: Any] else {
      throw NewsParseError(.wrongType(expected: "an object"), at: path)
    }
    let fields = Fields(values: values, path: path)
    let id = try fields.string("id")
    if id.isEmpty { throw NewsParseError(.invalidValue("is empty"), at: "\(path).id") }
    let title = try fields.string("title")
    let dateText = try fields.string("date")
    guard let date = ISO8601Timestamp.date(from: dateText) else {
      throw NewsParseError(.invalidValue("is not an ISO 8601 date"), at: "\(path).date")
    }
    let imageURL = try fields.optionalString("imageURL").map { text throws(NewsParseError) in
      guard let url = URL(string: text), let scheme = url.scheme?.lowercased(),
        scheme == "http" || scheme == "https",
        let host = url.host(percentEncoded: false), !host.isEmpty
      else {
        throw NewsParseError(.invalidValue("is not an http or https URL"), at: "\(path).imageURL")
      }
      return url
    }
    let content = try fields.string("content")
    return NewsItem(id: id, title: title, date: date, imageURL: imageURL, content: content)
  }
}

/// One JSON object's fields, read with the path each error must name.
private struct Fields {
  let values: [String: Any]
  let path: String

  func string(_ key: String) throws(NewsParseError) -> String {
    guard let value = values[key] else {
      throw NewsParseError(.missingField, at: "\(path).\(key)")
    }
    guard let string = value as? String else {
      throw NewsParseError(.wrongType(expected: "a string"), at: "\(path).\(key)")
    }
    return string
  }

  /// `nil` when the key is absent or `null`: both mean "none" in the feed.
  func optionalString(_ key: String) throws(NewsParseError) -> String? {
    guard let value = values[key], !(value is NSNull) else { return nil }
    return try string(key)
  }
}

/// Reads the feed's timestamps: ISO 8601 in the profile RFC 3339 fixes for the internet,
/// `2026-11-20T08:30:00Z`, with optional fractional seconds and a `Z` or `±hh:mm` offset.
///
/// By hand rather than with `ISO8601DateFormatter`, for three reasons: on Linux it takes about
/// 75 µs a date (most of a second for a 10,000-item feed in a debug build); it is lenient (it
/// reads 30 February as 2 March and ignores junk after the zone); and it is not `Sendable`, so
/// it could not be shared. Here every character is checked, and the arithmetic is the
/// Gregorian calendar's, the same on every machine whatever its locale or time zone.
private enum ISO8601Timestamp {
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
private struct DigitReader {
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
