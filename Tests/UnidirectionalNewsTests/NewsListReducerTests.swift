import ExerciseSupport
import Foundation
import NewsCore
import NewsTestSupport
import Testing

@testable import UnidirectionalNews

/// The list screen as a specification: each action the reader or the world sends, the exact
/// change of state it makes and the effects it asks for, and each action those effects send
/// back — run against scripted services on a clock the test moves. The test store fails on
/// anything not written here, and on an effect still running when a test ends.
@MainActor
@Suite("Unidirectional: the list screen's reducer")
struct NewsListReducerTests {
  let scheduler = ManualScheduler()

  func makeStore(answers: [ScriptedNewsService.Answer])
    -> TestStore<NewsListStoreState, NewsListAction, NewsListEffect>
  {
    let effects = NewsListEffectRunner(
      service: ScriptedNewsService(scheduler: scheduler, answers: answers),
      imageLoader: RecordingImageLoader(scheduler: scheduler))
    return TestStore(
      initialState: NewsListStoreState(), reducer: NewsListReducer.reduce, effects: effects.run)
  }

  /// The screen opened and its stories arrived, each step checked as `loadsOnOpen` spells it
  /// out: where the later tests start.
  func loaded(
    _ store: TestStore<NewsListStoreState, NewsListAction, NewsListEffect>, with stories: [NewsItem]
  ) {
    store.send(.screenLoaded, effects: [.loadNews])
    scheduler.advance(by: .seconds(3))
    store.receive(.newsResponse(.success(stories))) { $0.load = .loaded(stories) }
  }

  @Test("Opening the screen loads the list: the spinner, then the stories")
  func loadsOnOpen() {
    let stories = Stories.items(2)
    let store = makeStore(answers: [.stories(stories)])
    store.send(.screenLoaded, effects: [.loadNews])
    scheduler.advance(by: .seconds(3))
    store.receive(.newsResponse(.success(stories))) { $0.load = .loaded(stories) }
  }

  @Test("A failure, then a retry that works: the error goes as the spinner comes")
  func failureThenRetry() {
    let stories = Stories.items(1)
    let store = makeStore(answers: [.failure("Offline."), .stories(stories)])
    store.send(.screenLoaded, effects: [.loadNews])
    scheduler.advance(by: .seconds(3))
    store.receive(.newsResponse(.failure(.network("Offline.")))) {
      $0.load = .failed(.network("Offline."))
    }
    store.send(.refreshPulled, effects: [.loadNews]) { $0.load = .loading }
    scheduler.advance(by: .seconds(3))
    store.receive(.newsResponse(.success(stories))) { $0.load = .loaded(stories) }
  }

  @Test("Refreshing twice: the first load is given up, and only the last answer arrives")
  func lastRefreshWins() {
    let first = Stories.items(1)
    let second = Stories.items(2)
    let store = makeStore(answers: [
      .stories(first, after: .seconds(3)), .stories(second, after: .seconds(1)),
    ])
    store.send(.screenLoaded, effects: [.loadNews])
    store.send(.refreshPulled, effects: [.loadNews])
    scheduler.advance(by: .seconds(3))
    store.receive(.newsResponse(.success(second))) { $0.load = .loaded(second) }
  }

  @Test("A row about to be seen asks for its picture once; the picture is kept")
  func picturesOncePerURL() throws {
    let stories = Stories.items(2)
    let url = try #require(stories[0].imageURL)
    let store = makeStore(answers: [.stories(stories)])
    loaded(store, with: stories)
    store.send(.rowShown(0), effects: [.loadPicture(url)]) { $0.picturesAsked = [url] }
    store.send(.rowShown(0))
    scheduler.advance(by: .seconds(1))
    store.receive(.thumbnailLoaded(url, RecordingImageLoader.picture(for: url))) {
      $0.pictures[url] = RecordingImageLoader.picture(for: url)
    }
    store.send(.rowShown(5))
  }

  @Test("Opening a row puts its story on screen, until the reader goes back")
  func openingARow() {
    let stories = Stories.items(2)
    let store = makeStore(answers: [.stories(stories)])
    loaded(store, with: stories)
    store.send(.rowSelected(1)) { $0.openedStory = stories[1] }
    store.send(.storyClosed) { $0.openedStory = nil }
    store.send(.rowSelected(9))
  }

  @Test("While the spinner covers the rows, none is opened or asks for its picture")
  func coveredRowsDoNothing() {
    let stories = Stories.items(2)
    let store = makeStore(answers: [.stories(stories), .stories(stories)])
    loaded(store, with: stories)
    store.send(.refreshPulled, effects: [.loadNews]) { $0.load = .loading }
    store.send(.rowShown(0))
    store.send(.rowSelected(0))
    scheduler.advance(by: .seconds(3))
    store.receive(.newsResponse(.success(stories))) { $0.load = .loaded(stories) }
  }

  @Test("The screen starts loading: its first state is the spinner, before any action")
  func startsLoading() {
    #expect(NewsListStoreState().face == .loading)
    #expect(NewsListStoreState().openedStory == nil)
  }

}
