import Foundation

/// What the list screen asks of the world, as values: the reducer returns them, the store runs
/// them (`NewsListEffectRunner`), a test compares them.
enum NewsListEffect: Hashable {
  /// Load the news.
  case loadNews
  /// Load the picture at this URL.
  case loadPicture(URL)
}
