import Dispatch
import Foundation
import NewsCore
import Observing
import Testing

/// The real fetcher the mock stands in for: it reads off the main queue and answers on it. Its
/// timing is the machine's, so these tests await each answer rather than move a clock, and run
/// the round trip many times, so a hop that were sometimes missed would show.
@MainActor
@Suite("FileNewsFetcher: read in the background, answer on the main queue")
struct FileNewsFetcherTests {
  let file: URL

  init() throws {
    file = FileManager.default.temporaryDirectory
      .appendingPathComponent("file-news-fetcher-\(UUID().uuidString).json")
    try NewsFixture.bundled.write(to: file)
  }

  /// Marks the main queue, so an answer can tell whether it runs there.
  static let mainQueueKey: DispatchSpecificKey<Bool> = {
    let key = DispatchSpecificKey<Bool>()
    DispatchQueue.main.setSpecific(key: key, value: true)
    return key
  }()

  /// Fetches once and waits for the answer, noting whether it came on the main queue.
  func fetch(_ url: URL) async -> (result: Result<Data, NewsLoadError>, onMain: Bool) {
    let fetcher = FileNewsFetcher(url: url)
    let key = Self.mainQueueKey
    var token: CancellationToken?
    let answer = await withCheckedContinuation { continuation in
      token = fetcher.fetchNews { result in
        continuation.resume(returning: (result, DispatchQueue.getSpecific(key: key) == true))
      }
    }
    withExtendedLifetime(token) {}
    return answer
  }

  @Test("The bytes arrive, on the main queue, every time")
  func arrivesOnMain() async throws {
    for _ in 0..<20 {
      let (result, onMain) = await fetch(file)
      #expect(try result.get() == NewsFixture.bundled)
      #expect(onMain)
    }
    try? FileManager.default.removeItem(at: file)
  }

  @Test("A file that cannot be read is a failed fetch, answered on the main queue too")
  func missingFile() async {
    let (result, onMain) = await fetch(file.appendingPathExtension("missing"))
    guard case .failure(.network) = result else {
      Issue.record("expected a network failure, got \(result)")
      return
    }
    #expect(onMain)
    try? FileManager.default.removeItem(at: file)
  }
}
