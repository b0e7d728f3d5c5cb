import ExerciseSupport
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
    let announced = Recorder<URL?>()
    let observer = center.addObserver(forName: .thumbnailDidLoad, object: store, queue: nil) {
      notification in
      let url = notification.userInfo?["url"] as? URL
      MainActor.assumeIsolated { announced.record(url) }
    }
    store.load(url)
    store.load(url)
    #expect(store.image(for: url) == nil)
    scheduler.runUntilIdle()
    #expect(announced.values == [url], "asking twice loads once")
    #expect(store.image(for: url) == TimedMockImageLoader.picture(for: url))
    center.removeObserver(observer)
  }

  @Test("An observer whose token is released hears nothing")
  func releasedObserver() {
    let store = makeStore()
    let heard = Recorder<Notification.Name>()
    do {
      let observer = center.addObserver(forName: .thumbnailDidLoad, object: store, queue: nil) {
        notification in
        let name = notification.name
        MainActor.assumeIsolated { heard.record(name) }
      }
      _ = CancellationToken(removing: observer, from: center)
    }
    store.load(url)
    scheduler.runUntilIdle()
    #expect(heard.values.isEmpty)
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
