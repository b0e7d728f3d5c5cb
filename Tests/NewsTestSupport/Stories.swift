import Foundation
import NewsCore

/// The stories tests are written with: numbered ones, so that a failure names the one it is
/// about (`Stories.item(2)` is "Story 2", id `story-2`, picture at `Stories.url(2)`), and ones
/// named by the test (`Stories.item(id: "old")`) for when the id or the title is the point.
///
/// Why not the bundled `news.json`: a test should show the data it depends on, and a
/// numbered story is data a reader can hold in their head.
public enum Stories {
  /// Story `number`, published on 18 Nov 2026 (UTC), with a picture unless told otherwise.
  public static func item(_ number: Int, withImage: Bool = true) -> NewsItem {
    NewsItem(
      id: "story-\(number)", title: "Story \(number)",
      date: Date(timeIntervalSince1970: 1_795_000_000),
      imageURL: withImage ? url(number) : nil, content: "The text of story \(number).")
  }

  /// Stories `1...count`, all with pictures.
  public static func items(_ count: Int) -> [NewsItem] { (1...count).map { item($0) } }

  /// Where story `number`'s picture lives.
  public static func url(_ number: Int) -> URL {
    URL(string: "https://images.example.com/\(number).jpg")!
  }
}

extension Stories {
  /// A story named by the test, for when the id or the title is the point:
  /// `Stories.item(id: "old")`, `Stories.item(id: "1", "深圳地铁…")`. Published on 5 Nov 2026 at
  /// 09:00 UTC, with its picture at `https://images.example.com/<id>.jpg` unless `image` is
  /// false.
  public static func item(
    id: String, _ title: String = "A title", image: Bool = true,
    date: Date = Date(timeIntervalSince1970: 1_793_869_200)
  ) -> NewsItem {
    NewsItem(
      id: id, title: title, date: date,
      imageURL: image ? URL(string: "https://images.example.com/\(id).jpg") : nil,
      content: "The body of story \(id).")
  }
}
