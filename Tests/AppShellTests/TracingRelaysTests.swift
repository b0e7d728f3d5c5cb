import FeedReader
import Foundation
import NewsCore
import Observing
import Testing
import Tracing

@testable import AppShell

/// The relays a telling's `Tracing.swift` hands its objects in place of the news service and
/// the image loader, and the recorder of a notification center's posts.
@MainActor
@Suite("AppShell: the relays for the injected services")
struct TracingRelaysTests {
  let scheduler = ManualScheduler()
  let trace = MessageTrace()

  /// The real service over the mock feed, behind a relay made for a list model.
  func listModelsService() -> NewsServiceRelay {
    let fetcher = TimedMockNewsFetcher(fixture: NewsFixture.bundled, scheduler: scheduler)
    return NewsServiceRelay(
      from: Participant("ListModel"),
      to: FetchingNewsService(fetcher: fetcher, parser: JSONNewsParser()))
  }

  @Test("A news load is recorded from the object it was made for, and its answer back to it")
  func newsService() {
    let service = listModelsService()
    var answered: [Participant?] = []
    let token = trace.recording {
      service.loadNews { _ in answered.append(MessageTrace.speaker) }
    }
    #expect(trace.drain() == ["ListModel → FetchingNewsService: loadNews()"])
    scheduler.advance(by: .seconds(3))
    #expect(
      trace.drain() == [
        "FetchingNewsService → ListModel: loadNews completed: success(16 × NewsItem)"
      ])
    #expect(answered == [Participant("ListModel")], "the answer runs as the caller's code")
    token.cancel()
  }

  @Test("A loader made for no one names whoever calls it")
  func imageLoader() {
    let loader = ImageLoaderRelay(from: nil, to: TimedMockImageLoader(scheduler: scheduler))
    let url = URL(string: "https://images.example.com/a.jpg")!
    let token = trace.recording {
      MessageTrace.speaking(as: Participant("Store")) { loader.loadImage(at: url) { _ in } }
    }
    scheduler.advance(by: .seconds(1))
    #expect(
      trace.drain() == [
        "Store → TimedMockImageLoader: loadImage(a.jpg)",
        "TimedMockImageLoader → Store: loadImage(a.jpg) completed",
      ])
    token.cancel()
  }

  @Test("Without a trace the relays record nothing and change nothing")
  func untraced() {
    let service = listModelsService()
    var items: [NewsItem] = []
    let token = service.loadNews { items = (try? $0.get()) ?? [] }
    scheduler.advance(by: .seconds(3))
    #expect(items.count == 16)
    #expect(trace.drain().isEmpty)
    token.cancel()
  }

  /// The object a post names as its sender.
  final class Store {}

  @Test("A post is recorded from its sender, then passed on, before any listener hears it")
  func posts() {
    let listeners = NotificationCenter()
    let posts = NotificationCenter.recordingPosts(to: listeners)
    let name = Notification.Name("Store.didChange")
    let store = Store()
    let url = URL(string: "https://example.com/a.jpg")!
    let observers = (0..<3).map { listener in
      listeners.addObserver(forName: name, object: store, queue: nil) { _ in
        MainActor.assumeIsolated {
          MessageTrace.current?.record(
            "heard", from: Participant("A"), to: Participant("B\(listener)"))
        }
      }
    }
    trace.recording { posts.post(name: name, object: store, userInfo: ["url": url]) }
    let messages = trace.drain()
    #expect(messages.first == "Store → NotificationCenter: post(didChange, a.jpg)")
    #expect(Set(messages.dropFirst()) == ["A → B0: heard", "A → B1: heard", "A → B2: heard"])
    for observer in observers { listeners.removeObserver(observer) }
  }

}
