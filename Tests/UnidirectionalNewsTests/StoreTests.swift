import Foundation
import NewsCore
import NewsTestSupport
import Observing
import Testing

@testable import UnidirectionalNews

/// The store runs what the reducer asks for: an effect asked for again replaces the one in
/// flight, and every effect goes with the store.
@MainActor
@Suite("Unidirectional: the store")
struct StoreTests {
  let scheduler = ManualScheduler()

  func makeStore(service: ScriptedNewsService, loader: RecordingImageLoader)
    -> NewsListStore
  {
    let effects = NewsListEffectRunner(service: service, imageLoader: loader)
    return Store(
      initialState: NewsListStoreState(), reducer: NewsListReducer.reduce, effects: effects.run)
  }

  @Test("A refresh gives up the load in flight, and the last answer is the one shown")
  func refreshReplacesTheLoad() {
    let service = ScriptedNewsService(
      scheduler: scheduler,
      answers: [
        .stories(Stories.items(1), after: .seconds(3)),
        .stories(Stories.items(2), after: .seconds(1)),
      ])
    let store = makeStore(service: service, loader: RecordingImageLoader(scheduler: scheduler))
    store.send(.screenLoaded)
    store.send(.refreshPulled)
    #expect(service.calls.map(\.isCancelled) == [true, false])
    scheduler.advance(by: .seconds(3))
    #expect(store.state.load == .loaded(Stories.items(2)))
  }

  @Test("A store let go mid-load gives up every effect, and the late answers touch nothing")
  func releaseCancelsEffects() throws {
    let service = ScriptedNewsService(scheduler: scheduler, answers: [.stories(Stories.items(2))])
    let loader = RecordingImageLoader(scheduler: scheduler)
    var store: NewsListStore? = makeStore(
      service: service, loader: loader)
    store?.send(.screenLoaded)
    scheduler.advance(by: .seconds(3))
    store?.send(.rowShown(0))
    let released = WeakReference(try #require(store))
    store = nil
    #expect(released.isReleased)
    #expect(loader.cancelled == [try #require(Stories.item(1).imageURL)])
    #expect(scheduler.runUntilIdle() == 0, "nothing was left to run")
  }
}
