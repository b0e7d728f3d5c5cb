import Foundation
import NewsCore
import Observing

/// Something a fake has promised to answer, and what became of it.
///
/// Only a cancel *before* the answer counts: a view model lets go of a
/// finished load's token too, and that is tidying up, not giving up.
final class PendingAnswer: Sendable {
  // Both flags sit behind one lock: tokens may be released on any thread.
  private let state = Locked((delivered: false, cancelled: false))

  /// Whether the asker gave up while the answer was still on its way.
  var isCancelled: Bool { state.withLock { $0.cancelled } }

  func deliver() { state.withLock { $0.delivered = true } }

  func cancel() {
    state.withLock { state in
      if !state.delivered { state.cancelled = true }
    }
  }
}

/// A news service that answers each call as the test scripted it: after the
/// call's own delay, with the call's own result. Answering the first call
/// late and the second early is how "the last answer wins" is put to the test.
@MainActor
final class FakeNewsService: NewsService {
  /// One scripted answer.
  struct Answer {
    let delay: Duration
    let result: Result<[NewsItem], NewsLoadError>
  }

  /// One call the view model made.
  typealias Call = PendingAnswer

  /// A service that breaks the contract and answers even after its token is
  /// cancelled or released, to prove that weak capture alone keeps a released
  /// view model safe.
  var ignoresCancellation = false
  /// The calls so far, oldest first.
  private(set) var calls: [Call] = []
  /// How many answers have been handed to a completion.
  private(set) var deliveredCount = 0

  private let scheduler: TestScheduler
  private var answers: [Answer]
  private var keptAlive: [Cancellable] = []

  init(scheduler: TestScheduler, answers: [Answer]) {
    self.scheduler = scheduler
    self.answers = answers
  }

  func loadNews(
    completion: @escaping @MainActor (Result<[NewsItem], NewsLoadError>) -> Void
  ) -> Cancellable {
    let answer =
      answers.isEmpty ? Answer(delay: .seconds(1), result: .success([])) : answers.removeFirst()
    let call = Call()
    calls.append(call)
    let work = scheduler.schedule(after: answer.delay) { [weak self] in
      call.deliver()
      self?.deliveredCount += 1
      completion(answer.result)
    }
    guard !ignoresCancellation else {
      keptAlive.append(work)
      return Cancellable { call.cancel() }
    }
    return Cancellable {
      call.cancel()
      work.cancel()
    }
  }
}

extension FakeNewsService.Answer {
  /// `items`, after `seconds`.
  static func success(_ items: [NewsItem], after seconds: Int = 3) -> Self {
    Self(delay: .seconds(seconds), result: .success(items))
  }

  /// A failure for `reason`, after `seconds`.
  static func failure(_ reason: String, after seconds: Int = 3) -> Self {
    Self(delay: .seconds(seconds), result: .failure(.network(reason)))
  }
}

/// An image loader that remembers every request: what was asked, what it
/// will deliver, and whether the asker cancelled. Each request gets its own
/// picture (one pixel wider than the last), so a test can tell them apart.
@MainActor
final class FakeImageLoader: ImageLoading {
  /// One request and its fate.
  final class Request: Sendable {
    let url: URL
    let image: NewsImage
    let answer = PendingAnswer()

    /// Whether the asker gave up while the picture was still on its way.
    var isCancelled: Bool { answer.isCancelled }

    init(url: URL, image: NewsImage) {
      self.url = url
      self.image = image
    }
  }

  /// The requests so far, oldest first.
  private(set) var requests: [Request] = []
  private let scheduler: TestScheduler
  private let delay: Duration

  init(scheduler: TestScheduler, delay: Duration = .seconds(1)) {
    self.scheduler = scheduler
    self.delay = delay
  }

  /// The URLs asked for, in order.
  var requestedURLs: [URL] { requests.map(\.url) }

  func loadImage(at url: URL, completion: @escaping @MainActor (NewsImage) -> Void)
    -> Cancellable
  {
    let request = Request(
      url: url, image: NewsImage(width: requests.count + 1, height: 1, shades: [3]))
    requests.append(request)
    let work = scheduler.schedule(after: delay) {
      request.answer.deliver()
      completion(request.image)
    }
    return Cancellable {
      request.answer.cancel()
      work.cancel()
    }
  }
}

extension NewsItem {
  /// A story published on 5 Nov 2026 at 09:00 UTC, with a picture unless `image` is false.
  static func story(
    _ id: String, _ title: String = "A title", image: Bool = true,
    date: Date = Date(timeIntervalSince1970: 1_793_869_200)
  ) -> NewsItem {
    NewsItem(
      id: id, title: title, date: date,
      imageURL: image ? URL(string: "https://images.example.com/\(id).jpg") : nil,
      content: "The body of story \(id).")
  }
}
