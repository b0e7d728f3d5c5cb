import NewsCore
import Observing

/// A news service whose every call is answered as the test scripted it: after the call's own
/// delay, with the call's own result, on the test's scheduler.
///
/// Why a script rather than the app's `TimedMockNewsFetcher`: the mock answers every call the
/// same way, and the hardest behaviour to get right needs two calls that answer differently.
/// "The last answer wins" is put to the test by answering the first call late and the second
/// early; "retry after a failure" by failing the first and succeeding the second.
///
/// It also remembers each call, so a test can check that a refresh gave up on the load it
/// replaced, and that a released screen cancelled its load.
@MainActor
public final class ScriptedNewsService: NewsService {
  /// One scripted answer: how long the call takes, and what it returns.
  public struct Answer: Sendable {
    /// How long after the call the answer arrives.
    public let delay: Duration
    /// The stories, or why there are none.
    public let result: Result<[NewsItem], NewsLoadError>

    /// An answer; `.stories(_:after:)` and `.failure(_:after:)` read better at the call site.
    public init(delay: Duration, result: Result<[NewsItem], NewsLoadError>) {
      self.delay = delay
      self.result = result
    }
  }

  /// One call the code under test made, and what became of it.
  public typealias Call = PendingAnswer

  /// A service that breaks the contract and answers even after its token is cancelled or
  /// released, to prove that weak capture alone keeps a released screen safe.
  public var ignoresCancellation = false
  /// The calls so far, oldest first: `calls.count` is how many loads were started.
  public private(set) var calls: [Call] = []
  /// How many answers have been handed to a completion.
  public private(set) var deliveredCount = 0

  private let scheduler: any Scheduling
  private var answers: [Answer]
  private var keptAlive: [CancellationToken] = []

  /// A service that gives `answers` in order, one per call. A call beyond the script stops the
  /// tests: an answer nobody wrote would make the test's meaning a guess.
  public init(scheduler: any Scheduling, answers: [Answer]) {
    self.scheduler = scheduler
    self.answers = answers
  }

  public func loadNews(
    completion: @escaping @MainActor (Result<[NewsItem], NewsLoadError>) -> Void
  ) -> CancellationToken {
    let call = Call()
    calls.append(call)
    precondition(!answers.isEmpty, "the test did not script answer \(calls.count)")
    let answer = answers.removeFirst()
    let work = scheduler.schedule(after: answer.delay) { [weak self] in
      call.deliver()
      self?.deliveredCount += 1
      completion(answer.result)
    }
    guard !ignoresCancellation else {
      keptAlive.append(work)
      return CancellationToken { call.cancel() }
    }
    return CancellationToken {
      call.cancel()
      work.cancel()
    }
  }
}

extension ScriptedNewsService.Answer {
  /// These stories, after `delay` (3 s, as the app's mock).
  public static func stories(_ items: [NewsItem], after delay: Duration = .seconds(3)) -> Self {
    Self(delay: delay, result: .success(items))
  }

  /// A network failure with `reason`, after `delay` (3 s, as the app's mock).
  public static func failure(_ reason: String, after delay: Duration = .seconds(3)) -> Self {
    Self(delay: delay, result: .failure(.network(reason)))
  }
}
