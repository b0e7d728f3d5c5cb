@testable import struct Exercise07StateMachine.FeedError
@testable import protocol Exercise07StateMachine.FeedLoading

/// A feed loader that answers when the test says so.
@MainActor
final class ScriptedFeedLoader: FeedLoading {
  private var pending: [@MainActor (Result<[String], FeedError>) -> Void] = []

  /// How many loads were asked for.
  private(set) var requestCount = 0

  func loadFeed(completion: @escaping @MainActor (Result<[String], FeedError>) -> Void) {
    requestCount += 1
    pending.append(completion)
  }

  /// Answers the oldest waiting load with these titles.
  func succeed(_ titles: [String]) {
    answer(.success(titles))
  }

  /// Answers the oldest waiting load with a failure for this reason.
  func fail(_ reason: String) {
    answer(.failure(FeedError(reason: reason)))
  }

  private func answer(_ result: Result<[String], FeedError>) {
    guard !pending.isEmpty else { return }
    pending.removeFirst()(result)
  }
}
