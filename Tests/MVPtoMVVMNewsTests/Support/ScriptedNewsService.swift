import NewsCore
import Observing

/// A news service whose every call is answered as the test says: after its own delay, with its
/// own result. "The last answer wins" is tested by making the first call answer late.
@MainActor
final class ScriptedNewsService: NewsService {
  struct Answer {
    let delay: Duration
    let result: Result<[NewsItem], NewsLoadError>
  }

  private let scheduler: any Scheduler
  private var answers: [Answer]
  /// How many loads were started.
  private(set) var callCount = 0

  init(scheduler: any Scheduler, answers: [Answer]) {
    self.scheduler = scheduler
    self.answers = answers
  }

  func loadNews(
    completion: @escaping @MainActor (Result<[NewsItem], NewsLoadError>) -> Void
  ) -> Cancellable {
    callCount += 1
    precondition(!answers.isEmpty, "the test did not script answer \(callCount)")
    let answer = answers.removeFirst()
    return scheduler.schedule(after: answer.delay) { completion(answer.result) }
  }
}

extension ScriptedNewsService.Answer {
  /// These stories, after `delay` (3 s, as the app's mock).
  static func stories(_ items: [NewsItem], after delay: Duration = .seconds(3)) -> Self {
    Self(delay: delay, result: .success(items))
  }

  /// A network failure with `reason`, after `delay`.
  static func failure(_ reason: String, after delay: Duration = .seconds(3)) -> Self {
    Self(delay: delay, result: .failure(.network(reason)))
  }
}
