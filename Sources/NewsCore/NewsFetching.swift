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
  ///
  /// Implement this; call `loadNews(completion:)`, which records the call and its answer for
  /// `--trace` and then calls this.
  func startLoadingNews(
    completion: @escaping @MainActor (Result<[NewsItem], NewsLoadError>) -> Void
  ) -> CancellationToken
}

extension NewsService {
  /// Loads the news: `startLoadingNews(completion:)`, recorded in the current trace as
  /// `NewsListModel → FetchingNewsService: loadNews()` and, when the answer comes,
  /// `FetchingNewsService → NewsListModel: loadNews completed: success(16 × NewsItem)`.
  ///
  /// The caller is named by the file the call is written in. `caller` is that file; leave it
  /// to its default.
  public func loadNews(
    caller: String = #fileID,
    completion: @escaping @MainActor (Result<[NewsItem], NewsLoadError>) -> Void
  ) -> CancellationToken {
    let caller = Participant(file: caller)
    let service = Participant(of: self)
    MessageTrace.current?.record("loadNews()", from: caller, to: service)
    return startLoadingNews { result in
      MessageTrace.current?.record(
        "loadNews completed: \(TraceSummary.of(result))", from: service, to: caller)
      completion(result)
    }
  }
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

  public func startLoadingNews(
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
