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

  private let fixture: Data
  private let delay: Duration
  private let mode: Mode
  private let scheduler: any Scheduler

  /// Creates a fetcher that answers `delay` after each request.
  public init(
    fixture: Data, delay: Duration = .seconds(3), mode: Mode = .success,
    scheduler: any Scheduler
  ) {
    self.fixture = fixture
    self.delay = delay
    self.mode = mode
    self.scheduler = scheduler
  }

  public func fetchNews(completion: @escaping @MainActor (Result<Data, NewsLoadError>) -> Void)
    -> Cancellable
  {
    let answer: Result<Data, NewsLoadError> =
      switch mode {
      case .success: .success(fixture)
      case .failure(let reason): .failure(.network(reason))
      case .malformed: .success(fixture.prefix(fixture.count / 2))
      }
    return scheduler.schedule(after: delay) { completion(answer) }
  }
}
