import Dispatch
import Foundation
import Observing

/// Brings the feed's bytes from a file, the way a real app brings them from the network: the
/// read runs on a background queue, so a slow disk never freezes the screen, and the answer
/// hops back to the main queue, where the app's objects live and where a table may be
/// reloaded. `URLSession`'s completion handlers also run off the main thread, and need the same
/// hop.
///
/// The kit's apps wait on an injected scheduler instead (`TimedMockNewsFetcher`), so that every
/// run and every test is exact; this fetcher is the real thing the mock stands in for.
public final class FileNewsFetcher: NewsFetching {
  private let url: URL

  /// A fetcher for the file at `url`.
  public init(url: URL) {
    self.url = url
  }

  public func fetchNews(
    completion: @escaping @MainActor (Result<Data, NewsLoadError>) -> Void
  ) -> CancellationToken {
    let cancelled = Locked(false)
    DispatchQueue.global(qos: .userInitiated).async { [url] in
      // Off the main thread: only the bytes are touched here, never the app's objects.
      let result = Result { try Data(contentsOf: url) }.mapError { error in
        NewsLoadError.network(error.localizedDescription)
      }
      // The hop back: the completion may update a view model, which a table then reads.
      DispatchQueue.main.async {
        MainActor.assumeIsolated {
          guard !cancelled.withLock({ $0 }) else { return }
          completion(result)
        }
      }
    }
    return CancellationToken { cancelled.withLock { $0 = true } }
  }
}
