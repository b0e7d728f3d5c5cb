import Observing

@testable import struct Exercise11Reducer.LikeError
@testable import protocol Exercise11Reducer.LikeServer

/// A like server that answers when the test says so, oldest request first.
@MainActor
final class ScriptedLikeServer: LikeServer {
  private var waiting:
    [(cancelled: Locked<Bool>, answer: @MainActor (Result<Int, LikeError>) -> Void)] =
      []

  /// Every change asked of the server, oldest first: `true` for a like, `false` for taking it
  /// back.
  private(set) var requests: [Bool] = []

  func setLiked(
    _ liked: Bool, completion: @escaping @MainActor (Result<Int, LikeError>) -> Void
  ) -> CancellationToken {
    requests.append(liked)
    let cancelled = Locked(false)
    waiting.append((cancelled, completion))
    return CancellationToken { cancelled.withLock { $0 = true } }
  }

  /// Answers the oldest request still waiting: it worked, and this many readers like the story
  /// now.
  func agree(likes: Int) {
    answer(.success(likes))
  }

  /// Answers the oldest request still waiting: refused, for this reason.
  func refuse(_ reason: String) {
    answer(.failure(LikeError(reason: reason)))
  }

  private func answer(_ result: Result<Int, LikeError>) {
    waiting.removeAll { $0.cancelled.withLock { $0 } }
    guard !waiting.isEmpty else { return }
    waiting.removeFirst().answer(result)
  }
}
