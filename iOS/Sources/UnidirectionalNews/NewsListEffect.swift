// Made by `make ios` from Sources/UnidirectionalNews/NewsListEffect.swift: the kit's file as it is written
// on iOS. Each `// ≠ name` marks a line that differs, named in UIKitShape/Differences.md.
import Foundation

/// What the list screen asks of the world, as values: the reducer returns them, the store runs
/// them (`NewsListEffectRunner`), a test compares them.
@available(iOS 26.0, *)
enum NewsListEffect: Hashable {
  /// Load the news.
  case loadNews
  /// Load the picture at this URL.
  case loadPicture(URL)
}
