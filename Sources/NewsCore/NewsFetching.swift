import Foundation
import Observing

/// Brings the raw bytes of the news feed: the half of the fetcher/parser pair
/// that takes time. A real app would wrap `URLSession` here; the kit's mock
/// waits on an injected scheduler instead.
@MainActor
public protocol NewsFetching: AnyObject {
  /// Starts a fetch. `completion` runs once on the main actor, unless the
  /// returned token is cancelled or released first — and never before this
  /// call returns, so the caller always holds the token when the answer lands.
  func fetchNews(completion: @escaping @MainActor (Result<Data, NewsLoadError>) -> Void)
    -> CancellationToken
}

/// Loads the news as items. This is what the variants depend on, through
/// their initialisers, so tests can hand them any answer at any time.
@MainActor
public protocol NewsService: AnyObject {
  /// Starts a load. `completion` runs once on the main actor, unless the
  /// returned token is cancelled or released first — and never before this
  /// call returns (as with `URLSession`), so callers need no re-entrancy guards.
  func loadNews(completion: @escaping @MainActor (Result<[NewsItem], NewsLoadError>) -> Void)
    -> CancellationToken
}

/// The everyday `NewsService`: fetch the bytes, then parse them.
@MainActor
public final class FetchingNewsService: NewsService {
  private let fetcher: any NewsFetching
  private let parser: any NewsParsing

  /// Creates a service from a fetcher and a parser.
  public init(fetcher: any NewsFetching, parser: any NewsParsing) {
    self.fetcher = fetcher
    self.parser = parser
  }

  public func loadNews(
    completion: @escaping @MainActor (Result<[NewsItem], NewsLoadError>) -> Void
  ) -> CancellationToken {
    let parser = self.parser
    return fetcher.fetchNews { result in
      completion(
        result.flatMap { data in
          Result { () throws(NewsParseError) in try parser.parse(data) }.mapError(
            NewsLoadError.malformed)
        })
    }
  }
}
