// Made by `make ios` from Sources/UnidirectionalNews/NewsDetailState.swift: the kit's file as it is written
// on iOS. Each `// ≠ name` marks a line that differs, named in UIKitShape/Differences.md.
import Foundation
import NewsCore

/// Everything the story screen shows, as one value.
@available(iOS 26.0, *)
struct NewsDetailState: Equatable {
  /// The story.
  let item: NewsItem
  /// Its picture, or where it is.
  var picture: PictureState

  /// The story, its picture not asked for yet.
  init(item: NewsItem) {
    self.item = item
    picture = item.imageURL == nil ? .noPicture : .pending
  }
}
