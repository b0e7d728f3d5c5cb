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

  @Test func handlesTheEpochAndLeapDays() {
    #expect(NewsDateFormat.string(from: Date(timeIntervalSince1970: 0)) == "1 Jan 1970")
    #expect(NewsDateFormat.string(from: date("2028-02-29T12:00:00Z")) == "29 Feb 2028")
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
