import Foundation

/// Feeds written for the scenarios, in the format of the bundled `news.json`.
enum Fixtures {
  /// A feed of `titles`, one story each, newest first.
  static func feed(_ titles: [String], withImages: Bool = true) throws -> Data {
    let stories = titles.enumerated().map { index, title in
      var story: [String: String] = [
        "id": "story-\(index)",
        "title": title,
        "date": String(format: "2026-11-%02dT09:00:00Z", 28 - index % 28),
        "content": "The full text of story \(index).",
      ]
      if withImages { story["imageURL"] = "https://images.example.com/\(index).jpg" }
      return story
    }
    // Foundation's serialiser escapes control characters, so hostile titles survive the trip.
    return try JSONSerialization.data(withJSONObject: ["news": stories], options: [.sortedKeys])
  }

  static let empty = Data(#"{"news": []}"#.utf8)
  static let notJSON = Data("<html>Service unavailable</html>".utf8)

  /// Titles that try to break the screen: escape sequences, control
  /// characters, bidirectional overrides, wide and very long text.
  static let hostileTitles = [
    "\u{1B}[2J\u{1B}[31mCleared your screen\u{1B}[0m",
    "Ring\u{07} the bell\u{08}\u{08}\u{08}\u{08} and back up",
    "Line one\nLine two\r\nLine three",
    "\u{1B}]0;pwned title\u{07}Window title rewrite",
    "Invoice \u{202E}fdp.exe\u{202C} reversed",
    "新闻标题非常长新闻标题非常长新闻标题非常长新闻标题非常长新闻标题非常长新闻标题非常长",
    "🚀🚀🚀 Emoji 👩‍💻 family 👨‍👩‍👧 and flags 🇯🇵🇫🇷",
    String(repeating: "A very long title that goes on ", count: 12),
    "C1 control \u{9B}31m in the middle",
    "Tab\tseparated\tvalues",
  ]

  static let malformedOnlyTitle = Data(#"{"news": [{"id": "1", "title": 42}]}"#.utf8)
}
