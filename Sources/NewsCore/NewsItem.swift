import Foundation

/// One story in the news list: what every variant shows, whatever its architecture.
public struct NewsItem: Equatable, Hashable, Sendable, Identifiable {
  /// Stable identity, used to match images and rows across reloads.
  public let id: String
  /// The headline. Untrusted: it may hold any text, escape sequences included.
  public let title: String
  /// When the story was published.
  public let date: Date
  /// Where the story's picture lives; `nil` when it has none.
  public let imageURL: URL?
  /// The body shown on the detail screen. Untrusted, like the title.
  public let content: String

  /// Creates an item.
  public init(id: String, title: String, date: Date, imageURL: URL?, content: String) {
    self.id = id
    self.title = title
    self.date = date
    self.imageURL = imageURL
    self.content = content
  }
}
