import FeedReader
import Foundation
import NewsCore
import Observing
import Testing

/// The injected service and loader are seams: every call through them, and every answer, is
/// recorded in the current trace, and an answer that comes later is recorded in the trace
/// that was current when it was asked for.
@MainActor
@Suite("NewsCore seams in the trace")
struct TraceSeamTests {
  let scheduler = ManualScheduler()
  let trace = MessageTrace()

  @Test("A news load is recorded from the caller's file, and its answer back to it")
  func newsService() {
    let fetcher = TimedMockNewsFetcher(fixture: NewsFixture.bundled, scheduler: scheduler)
    let service = FetchingNewsService(fetcher: fetcher, parser: JSONNewsParser())
    var token: CancellationToken?
    trace.recording {
      token = service.loadNews(caller: "Demo/ListModel.swift") { _ in }
    }
    #expect(trace.drain() == ["ListModel → FetchingNewsService: loadNews()"])
    // Advanced outside the trace: the answer still lands in it, because it was asked in it.
    scheduler.advance(by: .seconds(3))
    #expect(
      trace.drain() == [
        "FetchingNewsService → ListModel: loadNews completed: success(16 × NewsItem)"
      ])
    token?.cancel()
  }

  @Test("A picture load is recorded with the picture's file name")
  func imageLoader() {
    let loader = TimedMockImageLoader(scheduler: scheduler)
    let url = URL(string: "https://images.example.com/a.jpg")!
    var token: CancellationToken?
    trace.recording { token = loader.loadImage(at: url, caller: "Demo/Store.swift") { _ in } }
    scheduler.advance(by: .seconds(1))
    #expect(
      trace.drain() == [
        "Store → TimedMockImageLoader: loadImage(a.jpg)",
        "TimedMockImageLoader → Store: loadImage(a.jpg) completed",
      ])
    token?.cancel()
  }

  @Test("Work scheduled outside any trace runs outside one")
  func untracedWorkStaysUntraced() {
    var current: [Bool] = []
    let token = scheduler.schedule(after: .seconds(1)) {
      current.append(MessageTrace.current != nil)
    }
    trace.recording { scheduler.advance(by: .seconds(1)) }
    #expect(current == [false])
    token.cancel()
  }
}
