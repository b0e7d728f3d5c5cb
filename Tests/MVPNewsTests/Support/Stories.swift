import Foundation
import NewsCore

/// Stories for the tests, numbered so that a failure names the one it is about.
enum Stories {
  /// Story `number`, published on 18 Nov 2026 (UTC), with a picture unless told otherwise.
  static func item(_ number: Int, withImage: Bool = true) -> NewsItem {
    NewsItem(
      id: "story-\(number)", title: "Story \(number)",
      date: Date(timeIntervalSince1970: 1_795_000_000),
      imageURL: withImage ? url(number) : nil, content: "The text of story \(number).")
  }

  /// Stories `1...count`, all with pictures.
  static func items(_ count: Int) -> [NewsItem] { (1...count).map { item($0) } }

  /// Where story `number`'s picture lives.
  static func url(_ number: Int) -> URL {
    URL(string: "https://images.example.com/\(number).jpg")!
  }
}
