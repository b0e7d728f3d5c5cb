import Foundation
import NewsCore

/// Everything the list screen shows, as one value: what the reducer changes, what a test
/// compares, what the view draws.
struct NewsListState: Equatable {
  /// The stories of the last good load.
  var items: [NewsItem] = []
  /// Whether a load is in flight.
  var isLoading = false
  /// Why the last load failed; `nil` after a success.
  var error: NewsLoadError?
  /// The pictures that have arrived, by URL: fetched once and kept, so a row that scrolls away
  /// and back still has its picture.
  var pictures: [URL: Data] = [:]
  /// The pictures asked for, arrived or not: none is asked for twice.
  var picturesAsked: Set<URL> = []
  /// The story the reader opened, for the screen to show next.
  var openedStory: NewsItem?
}
