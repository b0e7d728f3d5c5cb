// Made by `make ios` from Sources/UnidirectionalNews/NewsDetailState.swift: the kit's file as it is written
// on iOS. Each `// ≠ name` marks a line that differs, named in UIKitShape/Differences.md.
import Foundation
import NewsCore

/// Everything the story screen shows, as one value: texts ready to draw, and where its picture
/// is.
@available(iOS 26.0, *)
struct NewsDetailState: Equatable {
  /// The headline, whole: cutting or wrapping it is the view's business.
  let title: String
  /// The day, formatted as on the list.
  let date: String
  /// The story's text, whole.
  let content: String
  /// Where the picture comes from, if the story has one.
  let imageURL: URL?
  /// The picture, or where it is: the one field that changes.
  var picture: PictureState

  /// The story, formatted, its picture not asked for yet.
  init(item: NewsItem) {
    title = item.title
    date = NewsDateFormat.string(from: item.date)
    content = item.content
    imageURL = item.imageURL
    picture = item.imageURL == nil ? .noPicture : .pending
  }
}
