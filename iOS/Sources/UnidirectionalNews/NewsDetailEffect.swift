// Made by `make ios` from Sources/UnidirectionalNews/NewsDetailEffect.swift: the kit's file as it is written
// on iOS. Each `// ≠ name` marks a line that differs, named in UIKitShape/Differences.md.
import Foundation

/// What the story screen asks of the world, as values: the reducer returns them, the store runs
/// them (`NewsDetailEffectRunner`), a test compares them.
@available(iOS 26.0, *)
enum NewsDetailEffect: Hashable {
  /// Load the picture at this URL.
  case loadPicture(URL)
}
