import Foundation

/// One article of the reading list.
struct Article: Equatable, Sendable {
  /// The headline.
  let title: String
  /// When it was published.
  let published: Date
  /// How long it takes to read, in whole minutes.
  let minutesToRead: Int
}

/// Loads the reading list. The app's version would talk to a server; tests
/// answer by hand, whenever they like.
@MainActor
protocol ArticleService: AnyObject {
  /// Starts a load; `completion` runs once, later, with the articles.
  func loadArticles(completion: @escaping @MainActor ([Article]) -> Void)
}
