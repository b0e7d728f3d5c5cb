import FeedReader
import Foundation
import NewsCore
import Testing

/// What the feed parser's own JSON reader accepts and refuses: JSON as RFC 8259 and
/// Foundation's `JSONSerialization` define it, read without ever building a tree.
struct JSONReaderTests {
  private let parser = JSONNewsParser()

  private func parse(_ text: String) throws(NewsParseError) -> [NewsItem] {
    try parser.parse(Data(text.utf8))
  }

  private static let oneItem =
    #"{"id": "1", "title": "T", "date": "2026-11-20T08:30:00Z", "content": "C"}"#

  @Test(
    "Refuses what JSON does not allow",
    arguments: [
      #"{"news": [], "n": 01}"#, #"{"news": [], "n": 1.}"#, #"{"news": [], "n": -}"#,
      #"{"news": [], "n": .5}"#, #"{"news": [], "n": 1e}"#, #"{"news": [], "n": tru}"#,
      #"{"news": [], "n": nul}"#, #"{"news": [],}"#, #"{"news": [1,]}"#, #"{"news" []}"#,
      #"{"news": ["\x"]}"#, #"{"news": ["\u12"]}"#, #"{"news": ["\ud83d"]}"#,
      #"{"news": ["\ude80"]}"#, #"{"news": ["\ud83d\u0041"]}"#, "{\"news\": [\"tab\there\"]}",
      #"{news: []}"#, #"{"news": []} x"#,
    ])
  func refusesInvalidJSON(_ text: String) {
    #expect(throws: NewsParseError(.invalidJSON, at: "")) { try parse(text) }
  }

  @Test(
    "Refuses bytes that are not UTF-8 inside strings",
    arguments: [
      [0xC0, 0x80], [0xED, 0xA0, 0x80], [0xF5, 0x80, 0x80, 0x80], [0xE4, 0xB8], [0x80],
    ])
  func refusesBadUTF8(_ bytes: [UInt8]) {
    let data = Data(#"{"news": [], "x": ""#.utf8) + Data(bytes) + Data(#""}"#.utf8)
    #expect(throws: NewsParseError(.invalidJSON, at: "")) { try parser.parse(data) }
  }

  @Test("Accepts every kind of value in fields it ignores")
  func acceptsEveryValue() throws {
    let text = #"""
      {"version": -0.5e+10, "flags": [true, false, null, {}, [], {"a": [1, 2.5E-3]}],
       "note": "\"\\\/\b\f\n\r\t\u00e9\ud83d\ude80", "news": [\#(Self.oneItem)]}
      """#
    #expect(try parse(text).map(\.id) == ["1"])
  }

  /// Issue 37: valid JSON nested too deep was called "not valid JSON".
  @Test("Nesting 100,000 deep is refused as Foundation refuses it, saying so, not a stack overflow")
  func deepNesting() throws {
    let tooDeep = NewsParseError(.nestedTooDeep(limit: 512), at: "")
    let deep =
      "{\"news\": " + String(repeating: "[", count: 100_000)
      + String(repeating: "]", count: 100_000) + "}"
    #expect(throws: tooDeep) { try parse(deep) }
    let deepObjects =
      "{\"news\": [], \"x\": " + String(repeating: "{\"a\": ", count: 100_000)
      + "1" + String(repeating: "}", count: 100_000) + "}"
    #expect(throws: tooDeep) { try parse(deepObjects) }
    #expect(
      tooDeep.description
        == "the document nests arrays and objects deeper than the limit of 512 levels")
    let justTooDeep =
      "{\"news\": [], \"x\": " + String(repeating: "[", count: 512)
      + String(repeating: "]", count: 512) + "}"
    #expect(throws: tooDeep) { try parse(justTooDeep) }
    let fine =
      "{\"news\": [], \"x\": " + String(repeating: "[", count: 500)
      + String(repeating: "]", count: 500) + "}"
    #expect(try parse(fine) == [])
  }

  @Test("A byte order mark is skipped; whitespace may surround everything")
  func byteOrderMarkAndWhitespace() throws {
    let data = Data([0xEF, 0xBB, 0xBF]) + Data(" \n\t{ \"news\" :\r\n [ ] } \n".utf8)
    #expect(try parser.parse(data) == [])
  }

  @Test("Keys are compared after their escapes are decoded")
  func escapedKeys() throws {
    #expect(try parse(#"{"n\u0065ws": [\#(Self.oneItem)]}"#).count == 1)
  }

  @Test("When a key appears twice, the last one counts")
  func duplicateKeys() throws {
    #expect(try parse(#"{"news": 42, "news": [\#(Self.oneItem)]}"#).count == 1)
    let item =
      #"{"id": "1", "title": 5, "title": "T", "date": "2026-11-20T08:30:00Z", "content": ""}"#
    #expect(try parse(#"{"news": [\#(item)]}"#).first?.title == "T")
  }

  @Test("Bad JSON anywhere outranks a problem with the feed found before it")
  func syntaxOutranksFeedProblems() {
    #expect(throws: NewsParseError(.invalidJSON, at: "")) {
      try parse(#"{"news": [{"id": ""}, "#)
    }
    #expect(throws: NewsParseError(.invalidJSON, at: "")) { try parse(#"[1, 2"#) }
  }

  @Test("Strings keep escaped and unescaped text in order")
  func mixedEscapes() throws {
    let item =
      #"{"id": "1", "title": "a\"b\\c\nd\u4e2de", "date": "2026-11-20T08:30:00Z", "content": "\u0000"}"#
    let items = try parse(#"{"news": [\#(item)]}"#)
    #expect(items.first?.title == "a\"b\\c\nd中e")
    #expect(items.first?.content == "\u{0}")
  }
}
