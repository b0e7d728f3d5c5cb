// Made by `make ios` from Exercises/03-extract-view-model/Solution/Article.swift: the kit's file as it is written
// on iOS. Each `// ≠ name` marks a line that differs, named in UIKitShape/Differences.md.
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
