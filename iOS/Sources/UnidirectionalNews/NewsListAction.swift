// Made by `make ios` from Sources/UnidirectionalNews/NewsListAction.swift: the kit's file as it is written
// on iOS. Each `// ≠ name` marks a line that differs, named in UIKitShape/Differences.md.
import Foundation
import NewsCore

/// What can happen to the list screen, named as the reader or the world would say it: the only
/// way anything changes.
@available(iOS 26.0, *)
enum NewsListAction: Equatable {
  /// The screen's view loaded.
  case screenLoaded
  /// The reader pulled the list, or pressed the error screen's button: load again.
  case refreshPulled
  /// The news service answered.
  case newsResponse(Result<[NewsItem], NewsLoadError>)
  /// The row at this index is about to be on screen.
  case rowShown(Int)
  /// A picture arrived.
  case thumbnailLoaded(URL, Data)
  /// The reader opened the row at this index.
  case rowSelected(Int)
  /// The story's screen was closed: the reader went back.
  case storyClosed
}
