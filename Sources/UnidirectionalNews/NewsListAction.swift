import Foundation
import NewsCore

/// What can happen to the list screen, named as the reader or the world would say it: the only
/// way anything changes.
enum NewsListAction: Equatable {
  /// The screen's view loaded.
  case screenLoaded
  /// The reader pressed r: load again (after a failure, this is the retry).
  case refreshPulled
  /// The news service answered.
  case newsResponse(Result<[NewsItem], NewsLoadError>)
  /// The row at this index is about to be on screen.
  case rowShown(Int)
  /// A picture arrived.
  case thumbnailLoaded(URL, Data)
  /// The reader opened the row at this index.
  case rowSelected(Int)
  /// The opened story's screen is showing.
  case storyShown
}
