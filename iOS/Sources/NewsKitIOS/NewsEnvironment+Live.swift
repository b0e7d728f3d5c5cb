import FeedReader
import Foundation
import NewsCore

extension NewsEnvironment {
  /// The environment an iOS scene delegate makes for itself, as UIKit creates it with `init()`:
  /// the timed mock feed over the bundled stories, its mock pictures, the main queue's clock and
  /// the app's notification center. The kit's apps are handed theirs instead, so that a test or
  /// the side-by-side stage can give each its own clock.
  public static func live() -> NewsEnvironment {
    let scheduler = MainQueueScheduler()
    let fetcher = TimedMockNewsFetcher(fixture: NewsFixture.bundled, scheduler: scheduler)
    return NewsEnvironment(
      newsService: FetchingNewsService(fetcher: fetcher, parser: JSONNewsParser()),
      imageLoader: TimedMockImageLoader(scheduler: scheduler),
      scheduler: scheduler,
      notificationCenter: .default)
  }
}
