import Foundation
import NewsCore

/// Everything the story screen shows, as one value.
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
