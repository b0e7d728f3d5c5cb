import Foundation

/// What the story screen asks of the world, as values: the reducer returns them, the store runs
/// them (`NewsDetailEffectRunner`), a test compares them.
enum NewsDetailEffect: Hashable {
  /// Load the picture at this URL.
  case loadPicture(URL)
}
