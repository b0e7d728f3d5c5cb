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

  @Test("A loaded picture is kept and announced once, with its URL, by the store")
  func announcesArrival() {
    let store = makeStore()
    let announced = Locked<[URL]>([])
    let observer = center.addObserver(forName: .thumbnailDidLoad, object: store, queue: nil) {
      notification in
      if let url = notification.userInfo?["url"] as? URL { announced.withLock { $0.append(url) } }
    }
    store.load(url)
    store.load(url)
    #expect(store.image(for: url) == nil)
    scheduler.runUntilIdle()
    #expect(announced.withLock { $0 } == [url], "asking twice loads once")
    #expect(store.image(for: url) == TimedMockImageLoader.picture(for: url))
    center.removeObserver(observer)
  }

  @Test("An observer whose token is released hears nothing")
  func releasedObserver() {
    let store = makeStore()
    let heard = Locked(0)
    do {
      let observer = center.addObserver(forName: .thumbnailDidLoad, object: nil, queue: nil) {
        _ in heard.withLock { $0 += 1 }
      }
      _ = CancellationToken(removing: observer, from: center)
    }
    store.load(url)
    scheduler.runUntilIdle()
    #expect(heard.withLock { $0 } == 0)
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
