import ExerciseSupport
import Foundation
import NewsCore
import NewsTestSupport
import Testing

@testable import UnidirectionalNews

/// The story screen as a specification: its picture is asked for when the screen loads, once,
/// and shown when it arrives; a story without a picture asks for nothing.
@MainActor
@Suite("Unidirectional: the story screen's reducer")
struct NewsDetailReducerTests {
  let scheduler = ManualScheduler()

  func makeStore(for item: NewsItem) -> TestStore<
    NewsDetailState, NewsDetailAction, NewsDetailEffect
  > {
    let effects = NewsDetailEffectRunner(imageLoader: RecordingImageLoader(scheduler: scheduler))
    return TestStore(
      initialState: NewsDetailState(item: item), reducer: NewsDetailReducer.reduce,
      effects: effects.run)
  }

  @Test("The picture is asked for when the screen loads, and shown when it arrives")
  func pictureArrives() throws {
    let item = Stories.item(1)
    let url = try #require(item.imageURL)
    let store = makeStore(for: item)
    #expect(store.state.picture == .pending)
    store.send(.screenLoaded, effects: [.loadPicture(url)])
    scheduler.advance(by: .seconds(1))
    store.receive(.pictureLoaded(RecordingImageLoader.picture(for: url))) {
      $0.picture = .loaded(RecordingImageLoader.picture(for: url))
    }
    store.send(.screenLoaded)
  }

  @Test("A story without a picture asks for nothing")
  func noPicture() {
    let store = makeStore(for: Stories.item(1, withImage: false))
    #expect(store.state.picture == .noPicture)
    store.send(.screenLoaded)
  }
}
