import Foundation
import Observing

/// The kit's network: answers with fixture bytes after a delay, like the
/// three-second wait of the original KVO demo, so a learner sees the loading
/// state. Every answer goes through the injected scheduler.
@MainActor
public final class TimedMockNewsFetcher: NewsFetching {
  /// How the mock answers.
  public enum Mode: Equatable, Sendable {
    /// The fixture's bytes.
    case success
    /// A network failure with this reason.
    case failure(String)
    /// The fixture cut in half: bytes that arrive but do not parse.
    case malformed
  }

  /// The reason given in failure mode when none is named.
  nonisolated public static let defaultFailure = "The network connection was lost."

  /// How long each answer takes. A change applies to the requests made after it, as a slower
  /// network would: an answer already on its way keeps its time.
  public var delay: Duration
  /// Whether the next request fails with `defaultFailure`, whatever the mode. Only that one:
  /// the request after it answers as the mode says again. The kit's `f` key sets it.
  public var failsNextRequest = false
  private let fixture: Data
  private let mode: Mode
  private let scheduler: any Scheduling

  /// How long the feed takes unless told otherwise: three seconds, as in the original KVO demo.
  nonisolated public static let defaultDelay = Duration.seconds(3)

  /// Creates a fetcher that answers `delay` after each request.
  public init(
    fixture: Data, delay: Duration = defaultDelay, mode: Mode = .success,
    scheduler: any Scheduling
  ) {
    self.fixture = fixture
    self.delay = delay
    self.mode = mode
    self.scheduler = scheduler
  }

  public func fetchNews(completion: @escaping @MainActor (Result<Data, NewsLoadError>) -> Void)
    -> CancellationToken
  {
    let answer: Result<Data, NewsLoadError>
    switch mode {
    case _ where failsNextRequest:
      failsNextRequest = false
      answer = .failure(.network(Self.defaultFailure))
    case .success: answer = .success(fixture)
    case .failure(let reason): answer = .failure(.network(reason))
    case .malformed: answer = .success(fixture.prefix(fixture.count / 2))
    }
    return scheduler.schedule(after: delay) { completion(answer) }
  }
}
