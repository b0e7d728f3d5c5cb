import FeedReader
import Foundation
import NewsCore

extension NewsEnvironment {
  /// The environment every app runs in: the timed mock news source over
  /// `fixture`, the timed mock image loader, both on `scheduler`.
  public static func mock(
    fixture: Data, delay: Duration = TimedMockNewsFetcher.defaultDelay,
    mode: TimedMockNewsFetcher.Mode = .success,
    scheduler: any Scheduling
  ) -> NewsEnvironment {
    .mock(
      fetcher: TimedMockNewsFetcher(
        fixture: fixture, delay: delay, mode: mode, scheduler: scheduler),
      scheduler: scheduler)
  }

  /// The environment every app runs in, around a mock news source the caller keeps, to change
  /// its delay or make a request fail while the app runs (the kit's `+`, `-` and `f`).
  public static func mock(fetcher: TimedMockNewsFetcher, scheduler: any Scheduling)
    -> NewsEnvironment
  {
    NewsEnvironment(
      newsService: FetchingNewsService(fetcher: fetcher, parser: JSONNewsParser()),
      imageLoader: TimedMockImageLoader(scheduler: scheduler),
      scheduler: scheduler)
  }
}
