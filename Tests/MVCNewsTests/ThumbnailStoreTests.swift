import Foundation
import NewsCore
import Observing
import Testing

@testable import MVCNews

@MainActor
@Suite("MVC model: ThumbnailStore")
struct ThumbnailStoreTests {
  let scheduler = ManualScheduler()
  let center = NotificationCenter()
  let url = URL(string: "https://images.example.com/a.jpg")!

  func makeStore() -> ThumbnailStore {
    ThumbnailStore(
      imageLoader: TimedMockImageLoader(scheduler: scheduler), notificationCenter: center)
  }

  @Test("A loaded picture is kept and announced once, with its URL")
  func announcesArrival() {
    let store = makeStore()
    var announced: [URL] = []
    let token = center.observe(.thumbnailDidLoad, object: store) { notification in
      if let url = notification.userInfo?["url"] as? URL { announced.append(url) }
    }
    store.load(url)
    store.load(url)
    #expect(store.image(for: url) == nil)
    scheduler.runUntilIdle()
    #expect(announced == [url], "asking twice loads once")
    #expect(store.image(for: url) == TimedMockImageLoader.picture(for: url))
    token.cancel()
  }

  @Test("A cancelled notification observer hears nothing")
  func cancelledObserver() {
    let store = makeStore()
    var heard = 0
    let token = center.observe(.thumbnailDidLoad, object: store) { _ in heard += 1 }
    token.cancel()
    store.load(url)
    scheduler.runUntilIdle()
    #expect(heard == 0)
  }

  @Test("A released store cancels its loads")
  func releasedStore() {
    do {
      let store = makeStore()
      store.load(url)
    }
    #expect(!scheduler.hasPendingWork)
  }
}
