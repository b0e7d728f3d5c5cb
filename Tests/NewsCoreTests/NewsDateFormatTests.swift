import FeedReader
import Foundation
import NewsCore
import Testing

/// Dates read the same on every machine: the day in UTC, an English month, no locale.
struct NewsDateFormatTests {
  @Test func writesDayMonthAndYear() {
    #expect(NewsDateFormat.string(from: date("2026-11-20T08:30:00Z")) == "20 Nov 2026")
  }

  @Test func writesSingleDigitDaysWithoutALeadingZero() {
    #expect(NewsDateFormat.string(from: date("2026-11-05T00:00:00Z")) == "5 Nov 2026")
  }

  @Test func countsTheDayInUTCWhateverTheOffsetTheFeedUsed() {
    // 01:00 in Shanghai on the 21st is still the 20th in UTC.
    #expect(NewsDateFormat.string(from: date("2026-11-21T01:00:00+08:00")) == "20 Nov 2026")
    #expect(NewsDateFormat.string(from: date("2026-11-20T23:59:59Z")) == "20 Nov 2026")
    #expect(NewsDateFormat.string(from: date("2026-11-21T00:00:00Z")) == "21 Nov 2026")
  }

  @Test(
    "Uses the same English abbreviation for every month",
    arguments: zip(
      1...12,
      ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]))
  func monthAbbreviations(month: Int, abbreviation: String) {
    let text = String(format: "2027-%02d-15T12:00:00Z", month)
    #expect(NewsDateFormat.string(from: date(text)) == "15 \(abbreviation) 2027")
  }

  @Test("The last day of a month is that month's, never the next one's day 0")
  func lastDaysOfMonths() {
    for (text, expected) in [
      ("2026-01-31T12:00:00Z", "31 Jan 2026"), ("2026-03-31T12:00:00Z", "31 Mar 2026"),
      ("2026-04-30T12:00:00Z", "30 Apr 2026"), ("2027-02-28T12:00:00Z", "28 Feb 2027"),
      ("2026-12-31T12:00:00Z", "31 Dec 2026"),
    ] {
      #expect(NewsDateFormat.string(from: date(text)) == expected)
    }
  }

  @Test func handlesTheEpochAndLeapDays() {
    #expect(NewsDateFormat.string(from: Date(timeIntervalSince1970: 0)) == "1 Jan 1970")
    #expect(NewsDateFormat.string(from: date("2028-02-29T12:00:00Z")) == "29 Feb 2028")
  }

  @Test(
    "Before 15 October 1582 the calendar stays Gregorian, with a year 0",
    arguments: [
      // Seconds since 1970 of midnight UTC on each day, in the proleptic Gregorian calendar.
      (-62_135_596_800.0, "1 Jan 1"),
      (-12_219_379_200.0, "14 Oct 1582"),
      (-12_220_243_200.0, "4 Oct 1582"),
      (-12_219_292_800.0, "15 Oct 1582"),
      (-62_167_219_200.0, "1 Jan 0"),
      (-62_162_121_600.0, "29 Feb 0"),
      // The first day of a 400-year era before year 0, where the era is counted down.
      (-74_784_816_000.0, "1 Mar -400"),
      (-1.0, "31 Dec 1969"),
      (253_402_300_799.0, "31 Dec 9999"),
    ])
  func prolepticGregorian(seconds: Double, expected: String) {
    #expect(NewsDateFormat.string(from: Date(timeIntervalSince1970: seconds)) == expected)
  }

  @Test("Shows the very day the feed's parser read")
  func roundTripsThroughTheParser() throws {
    for (timestamp, expected) in [
      ("0001-01-01T00:00:00Z", "1 Jan 1"), ("1582-10-14T12:00:00Z", "14 Oct 1582"),
      ("0000-01-01T00:00:00Z", "1 Jan 0"), ("1000-03-01T00:00:00Z", "1 Mar 1000"),
      ("1500-02-28T23:59:59Z", "28 Feb 1500"),
    ] {
      let feed = #"{"news": [{"id": "1", "title": "T", "date": "\#(timestamp)", "content": ""}]}"#
      let items = try JSONNewsParser().parse(Data(feed.utf8))
      #expect(NewsDateFormat.string(from: try #require(items.first).date) == expected)
    }
  }

  @Test("A date no calendar can name is a question mark, not a crash")
  func unnameable() {
    #expect(NewsDateFormat.string(from: .distantFuture) == "1 Jan 4001")
    #expect(NewsDateFormat.string(from: Date(timeIntervalSince1970: .infinity)) == "?")
    #expect(NewsDateFormat.string(from: Date(timeIntervalSince1970: 3e13)) == "?", "the limit")
    #expect(NewsDateFormat.string(from: Date(timeIntervalSince1970: -3e13)) == "?")
    #expect(
      NewsDateFormat.string(from: Date(timeIntervalSince1970: -.greatestFiniteMagnitude)) == "?")
  }
}

/// The instant an ISO 8601 timestamp names. Foundation's own reader, not the feed parser's, so
/// these tests do not depend on the code they sit next to.
private func date(_ text: String) -> Date {
  do {
    return try Date(text, strategy: .iso8601)
  } catch {
    Issue.record("test timestamp \(text) does not parse: \(error)")
    return Date(timeIntervalSince1970: 0)
  }
}
