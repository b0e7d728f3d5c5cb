import Foundation
import NewsCore

extension NewsEnvironment {
  /// The environment every app runs in: the timed mock news source over
  /// `fixture`, the timed mock image loader, both on `scheduler`.
  public static func mock(
    fixture: Data, delay: Duration = .seconds(3), mode: TimedMockNewsFetcher.Mode = .success,
    scheduler: any Scheduler
  ) -> NewsEnvironment {
    let fetcher = TimedMockNewsFetcher(
      fixture: fixture, delay: delay, mode: mode, scheduler: scheduler)
    return NewsEnvironment(
      newsService: FetchingNewsService(fetcher: fetcher),
      imageLoader: TimedMockImageLoader(scheduler: scheduler),
      scheduler: scheduler)
  }
}
