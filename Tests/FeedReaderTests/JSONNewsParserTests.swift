import FeedReader
import Foundation
import NewsCore
import NewsTestSupport
import Testing

/// The feed format, rule by rule: what the parser accepts, and the exact error, with its path,
/// for everything it refuses.
struct JSONNewsParserTests {
  private let parser = JSONNewsParser()

  // MARK: - What a good feed gives

  @Test func readsEveryFieldOfAnItem() throws {
    let items = try parser.parse(feed(item(id: "42")))
    #expect(
      items == [
        NewsItem(
          id: "42", title: "A title", date: Date(timeIntervalSince1970: 1_795_163_400),
          imageURL: URL(string: "https://images.example.com/news/a.jpg"), content: "Some content.")
      ])
  }

  @Test func keepsTheFeedOrder() throws {
    let items = try parser.parse(feed(item(id: "b"), item(id: "c"), item(id: "a")))
    #expect(items.map(\.id) == ["b", "c", "a"])
  }

  @Test func anEmptyListIsValidAndGivesNoItems() throws {
    #expect(try parser.parse(Data(#"{"news": []}"#.utf8)) == [])
  }

  @Test func ignoresFieldsItDoesNotKnow() throws {
    let data = Data(
      #"""
      {"version": 2, "news": [{"id": "1", "title": "T", "date": "2026-11-20T08:30:00Z",
        "content": "C", "author": "someone", "tags": ["a", "b"]}]}
      """#.utf8)
    #expect(try parser.parse(data).map(\.id) == ["1"])
  }

  @Test func anAbsentImageURLMeansNoPicture() throws {
    let items = try parser.parse(feed(item(replacing: "imageURL", with: nil)))
    #expect(items.first?.imageURL == nil)
  }

  @Test func aNullImageURLMeansNoPicture() throws {
    let items = try parser.parse(feed(item(replacing: "imageURL", with: "null")))
    #expect(items.first?.imageURL == nil)
  }

  @Test func acceptsPlainHTTPImageURLs() throws {
    let items = try parser.parse(
      feed(item(replacing: "imageURL", with: #""http://images.example.com/a.jpg""#)))
    #expect(items.first?.imageURL == URL(string: "http://images.example.com/a.jpg"))
  }

  @Test func anEmptyTitleOrContentIsAllowed() throws {
    let emptyTitle = item(replacing: "title", with: #""""#)
    let emptyContent = item(id: "2", replacing: "content", with: #""""#)
    let items = try parser.parse(feed(emptyTitle, emptyContent))
    #expect(items.map(\.title) == ["", "A title"])
    #expect(items.map(\.content) == ["Some content.", ""])
  }

  // MARK: - Dates

  @Test(
    "Reads ISO 8601 timestamps with a zone, fractional seconds and offsets",
    arguments: [
      ("2026-11-20T08:30:00Z", 1_795_163_400.0),
      ("2026-11-20T08:30:00.250Z", 1_795_163_400.25),
      ("2026-11-20T08:30:00+02:00", 1_795_156_200.0),
      ("2026-11-20T08:30:00-05:30", 1_795_183_200.0),
      ("2026-11-20T08:30:00.5+05:30", 1_795_143_600.5),
      ("2026-11-20T23:59:59Z", 1_795_219_199.0),
      ("2028-02-29T12:00:00Z", 1_835_438_400.0),
      ("2000-03-01T00:00:00Z", 951_868_800.0),
      ("1970-01-01T00:00:00Z", 0.0),
      // January and February of year 0 belong to the 400-year era before it.
      ("0000-03-01T00:00:00Z", -62_162_035_200.0),
      ("0000-02-29T00:00:00Z", -62_162_121_600.0),
      ("0000-01-01T00:00:00Z", -62_167_219_200.0),
    ])
  func readsTimestamps(text: String, secondsSince1970: Double) throws {
    let items = try parser.parse(feed(item(replacing: "date", with: "\"\(text)\"")))
    let date = try #require(items.first?.date)
    #expect(abs(date.timeIntervalSince1970 - secondsSince1970) < 0.000_1)
  }

  @Test(
    "Refuses anything that is not exactly a timestamp with a zone",
    arguments: [
      "20 Nov 2026",
      "2026-11-20",
      "2026-11-20T08:30:00",
      "2026-11-20 08:30:00Z",
      "2026-11-20T08:30Z",
      "2026-11-20T08:30:00.Z",
      "2026-11-20T08:30:00+0200",
      "2026-11-20T08:30:00Zjunk",
      " 2026-11-20T08:30:00Z",
      "2026-02-30T08:30:00Z",
      "2027-02-29T08:30:00Z",
      "2026-13-01T08:30:00Z",
      "2026-00-10T08:30:00Z",
      "2026-11-00T08:30:00Z",
      "2026-11-20T24:00:00Z",
      "2026-11-20T08:60:00Z",
      "2026-11-20T08:30:60Z",
      "２０２６-11-20T08:30:00Z",
      "",
    ])
  func refusesBadDates(text: String) {
    #expect(throws: NewsParseError(.invalidValue("is not an ISO 8601 date"), at: "news[0].date")) {
      try parser.parse(feed(item(replacing: "date", with: "\"\(text)\"")))
    }
  }

  // MARK: - The whole document

  @Test(
    "Bytes that are not JSON, or are cut short, are invalid JSON",
    arguments: [
      "",
      "not json",
      #"{"news": [{"id": "1", "title": "T""#,
      #"{"news": []"#,
      "{'news': []}",
      #"{"news": []}}"#,
    ])
  func refusesWhatIsNotJSON(text: String) {
    #expect(throws: NewsParseError(.invalidJSON, at: "")) { try parser.parse(Data(text.utf8)) }
  }

  @Test func refusesBytesThatAreNotUTF8() {
    let data = Data(#"{"news": [""#.utf8) + Data([0xFF, 0xFE, 0xC0]) + Data(#""]}"#.utf8)
    #expect(throws: NewsParseError(.invalidJSON, at: "")) { try parser.parse(data) }
  }

  @Test(
    "The document must be an object",
    arguments: [#"[{"news": []}]"#, #""news""#, "42", "true", "null"])
  func refusesOtherTopLevelValues(text: String) {
    #expect(throws: NewsParseError(.wrongType(expected: "an object"), at: "")) {
      try parser.parse(Data(text.utf8))
    }
  }

  @Test func theNewsKeyIsRequired() {
    #expect(throws: NewsParseError(.missingField, at: "news")) {
      try parser.parse(Data(#"{"items": []}"#.utf8))
    }
  }

  @Test(
    "The news key must hold an array",
    arguments: [#"{}"#, #""none""#, "0", "null"])
  func theNewsKeyMustHoldAnArray(value: String) {
    #expect(throws: NewsParseError(.wrongType(expected: "an array"), at: "news")) {
      try parser.parse(Data(#"{"news": \#(value)}"#.utf8))
    }
  }

  // MARK: - Items

  @Test(
    "Every element must be an object",
    arguments: ["42", #""story""#, "[]", "null"])
  func everyElementMustBeAnObject(element: String) {
    #expect(throws: NewsParseError(.wrongType(expected: "an object"), at: "news[2]")) {
      try parser.parse(feed(item(id: "1"), item(id: "2"), element))
    }
  }

  @Test(
    "Every required field must be present",
    arguments: ["id", "title", "date", "content"])
  func requiredFieldsMustBePresent(field: String) {
    #expect(throws: NewsParseError(.missingField, at: "news[1].\(field)")) {
      try parser.parse(feed(item(id: "1"), item(id: "2", replacing: field, with: nil)))
    }
  }

  @Test(
    "Every field must hold a string; null counts as the wrong type when required",
    arguments: [
      ("id", "7"), ("id", "null"), ("title", "42"), ("title", "null"), ("title", "[\"a\"]"),
      ("date", "1795163400"), ("date", "null"), ("content", "{}"), ("content", "false"),
      ("imageURL", "42"), ("imageURL", "true"), ("imageURL", "{}"),
    ])
  func fieldsMustBeStrings(field: String, value: String) {
    #expect(throws: NewsParseError(.wrongType(expected: "a string"), at: "news[0].\(field)")) {
      try parser.parse(feed(item(replacing: field, with: value)))
    }
  }

  @Test func anIDMustNotBeEmpty() {
    #expect(throws: NewsParseError(.invalidValue("is empty"), at: "news[0].id")) {
      try parser.parse(feed(item(id: "")))
    }
  }

  @Test func anIDMayNotRepeatAnEarlierOne() {
    #expect(throws: NewsParseError(.invalidValue("repeats the id of news[0]"), at: "news[2].id")) {
      try parser.parse(feed(item(id: "a"), item(id: "b"), item(id: "a")))
    }
  }

  @Test(
    "An image URL must be an absolute http or https URL",
    arguments: [
      "not a url", "", "https://", "//images.example.com/a.jpg", "/news/a.jpg",
      "javascript:alert(1)", "file:///etc/passwd", "ftp://images.example.com/a.jpg",
    ])
  func refusesBadImageURLs(text: String) {
    let expected = NewsParseError(
      .invalidValue("is not an http or https URL"), at: "news[0].imageURL")
    #expect(throws: expected) {
      try parser.parse(feed(item(replacing: "imageURL", with: "\"\(text)\"")))
    }
  }

  @Test func reportsTheFirstProblemInFeedOrderThenFieldOrder() {
    let data = feed(
      item(id: "1"),
      item(id: "2", replacing: "date", with: #""yesterday""#),
      item(id: "3", replacing: "title", with: nil))
    #expect(throws: NewsParseError(.invalidValue("is not an ISO 8601 date"), at: "news[1].date")) {
      try parser.parse(data)
    }
    let twoProblems = Data(#"{"news": [{"id": "", "date": "yesterday"}]}"#.utf8)
    #expect(throws: NewsParseError(.invalidValue("is empty"), at: "news[0].id")) {
      try parser.parse(twoProblems)
    }
  }

  // MARK: - Messages

  @Test func errorsSayWhatIsWrongAndWhereInWords() {
    func message(_ data: Data) -> String? {
      do {
        _ = try parser.parse(data)
        return nil
      } catch {
        return error.description
      }
    }
    #expect(message(Data("{\"news\": [".utf8)) == "the document is not valid JSON")
    #expect(message(Data("[]".utf8)) == "the document should be an object")
    #expect(message(Data("{}".utf8)) == "news is missing")
    #expect(message(feed(item(replacing: "title", with: nil))) == "news[0].title is missing")
    #expect(
      message(
        feed(
          item(id: "1"), item(id: "2"), item(id: "3"),
          item(id: "4", replacing: "date", with: #""soon""#)))
        == "news[3].date is not an ISO 8601 date")
    #expect(message(feed(item(replacing: "id", with: "1"))) == "news[0].id should be a string")
  }

  // MARK: - Size and text

  @Test func parsesTenThousandItemsInOrder() throws {
    // How long this takes is the benchmark's business (`make bench`), not a test's: a time
    // bound on a shared CI machine is a guess.
    let elements = (0..<10_000).map { item(id: "item-\($0)") }
    let data = Data(#"{"news": [\#(elements.joined(separator: ","))]}"#.utf8)
    let items = try parser.parse(data)
    #expect(items.count == 10_000)
    #expect(items.first?.id == "item-0")
    #expect(items.last?.id == "item-9999")
  }

  @Test(
    "Keeps Chinese, Japanese, Korean, emoji and combining marks exactly",
    arguments: [
      "深圳地铁开通首条全自动无人驾驶环线", "東京で小型衛星の国際会議", "서울 도서관", "🚀 Launch",
      "Coders 👩‍💻 and flags 🇯🇵", "Cafe\u{301} me\u{301}lange",
    ])
  func keepsUnicodeTitles(title: String) throws {
    let items = try parser.parse(feed(item(replacing: "title", with: "\"\(title)\"")))
    // Scalar by scalar: `==` on strings would also accept a differently normalised title.
    let scalars = try #require(items.first?.title.unicodeScalars)
    #expect(Array(scalars) == Array(title.unicodeScalars))
  }

  @Test func decodesEscapedUnicodeIncludingSurrogatePairs() throws {
    let items = try parser.parse(
      feed(item(replacing: "title", with: #""\u4e2d\u6587 \ud83d\ude80""#)))
    #expect(items.first?.title == "中文 🚀")
  }

  @Test func keepsControlCharactersForTheUIToNeutralise() throws {
    let items = try parser.parse(
      feed(
        item(replacing: "title", with: #""\u001b[2J\u001b[31mRed\u0007\r\t\u009b""#),
        item(id: "2", replacing: "content", with: #""line\nnext\u0000end\u007f""#)))
    #expect(items.map(\.title) == ["\u{1B}[2J\u{1B}[31mRed\u{07}\r\t\u{9B}", "A title"])
    #expect(items.map(\.content) == ["Some content.", "line\nnext\u{0}end\u{7F}"])
  }
}

// MARK: - Feeds for the tests

/// The JSON text of a valid item, with `field` replaced by the JSON text `json` (write `null`,
/// `42`, or a quoted string), or removed when `json` is `nil`.
private func item(id: String = "1", replacing field: String? = nil, with json: String? = nil)
  -> String
{
  let fields = [
    ("id", "\"\(id)\""),
    ("title", #""A title""#),
    ("date", #""2026-11-20T08:30:00Z""#),
    ("imageURL", #""https://images.example.com/news/a.jpg""#),
    ("content", #""Some content.""#),
  ]
  let members = fields.compactMap { key, value in
    key != field ? "\"\(key)\": \(value)" : json.map { "\"\(key)\": \($0)" }
  }
  return "{\(members.joined(separator: ", "))}"
}

/// A feed whose `news` array holds `elements`, each as JSON text.
private func feed(_ elements: String...) -> Data {
  Data(#"{"news": [\#(elements.joined(separator: ", "))]}"#.utf8)
}
