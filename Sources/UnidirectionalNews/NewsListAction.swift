import Foundation
import NewsCore
import Observing

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

/// What the list screen asks of the world, as values: the reducer returns them, the store runs
/// them (`NewsListEffects`), a test compares them.
enum NewsListEffect: Hashable {
  /// Load the news.
  case loadNews
  /// Load the picture at this URL.
  case loadPicture(URL)
}

/// The list screen's store.
typealias NewsListStore = Store<NewsListState, NewsListAction, NewsListEffect>
