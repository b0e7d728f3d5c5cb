import ExerciseSupport
import FeedReader
import Foundation
import NewsCore
import NewsTestSupport
import Testing

@testable import MVPtoMVVMNews

/// The list's logic as sequences of states: for each sequence of inputs, exactly the states
/// the screen goes through. No view, no fake view, no presenter; a scripted service, a
/// recording image loader, and a clock that moves only when told.
@MainActor
@Suite("MVP→MVVM list view model: the states for each sequence of inputs")
struct NewsListViewModelStateTests {
  typealias State = NewsListState

  let scheduler = ManualScheduler()
  let images: RecordingImageLoader

  init() { images = RecordingImageLoader(scheduler: scheduler) }

  /// A view model over a service with these answers, and a recorder of its states.
  func makeViewModel(_ answers: ScriptedNewsService.Answer...) -> (
    NewsListViewModel, Recorder<State>
  ) {
    makeViewModel(service: ScriptedNewsService(scheduler: scheduler, answers: answers))
  }

  func makeViewModel(service: any NewsService) -> (NewsListViewModel, Recorder<State>) {
    let viewModel = NewsListViewModel(
      interactor: NewsListInteractor(service: service, imageLoader: images))
    return (viewModel, Recorder(viewModel.outputs.state))
  }

  @Test("Before the screen loads: loading, as a screen that appears is, and nothing asked")
  func startsLoading() {
    let (viewModel, state) = makeViewModel()
    #expect(viewModel.outputs.state.value == .loading)
    #expect(state.values.isEmpty)
  }

  @Test("viewDidLoad: still loading for the whole wait, then loaded")
  func loadingThenLoaded() {
    let items = Stories.items(3)
    let (viewModel, state) = makeViewModel(.stories(items))
    viewModel.inputs.viewDidLoad()
    scheduler.advance(by: .milliseconds(2999))
    #expect(state.values.isEmpty, "loading again is not news")
    scheduler.advance(by: .milliseconds(1))
    #expect(state.values == [.loaded(rows(items))])
  }

  @Test("A failure, then refresh: loading, failed, loading, loaded")
  func failureThenRetry() {
    let items = Stories.items(2)
    let (viewModel, state) = makeViewModel(.failure("No connection."), .stories(items))
    viewModel.inputs.viewDidLoad()
    scheduler.advance(by: .seconds(3))
    viewModel.inputs.refresh()
    scheduler.advance(by: .seconds(3))
    #expect(
      state.values == [.failed("No connection."), .loading, .loaded(rows(items))])
  }

  @Test("Refresh while loading, the first answer due later: only the second is shown")
  func refreshWhileLoadingFirstLate() {
    let first = [Stories.item(1)]
    let second = [Stories.item(2)]
    let (viewModel, state) = makeViewModel(
      .stories(first, after: .seconds(5)), .stories(second, after: .seconds(1)))
    viewModel.inputs.viewDidLoad()
    scheduler.advance(by: .seconds(1))
    viewModel.inputs.refresh()
    scheduler.advance(by: .seconds(10))
    #expect(state.values == [.loaded(rows(second))], "still loading is no news")
  }

  @Test("Refresh while loading, the first answer due sooner: still only the second is shown")
  func refreshWhileLoadingFirstEarly() {
    let first = [Stories.item(1)]
    let second = [Stories.item(2)]
    let (viewModel, state) = makeViewModel(
      .stories(first, after: .seconds(1)), .stories(second, after: .seconds(3)))
    viewModel.inputs.viewDidLoad()
    scheduler.advance(by: .milliseconds(500))
    viewModel.inputs.refresh()
    scheduler.advance(by: .seconds(1))
    #expect(state.values.isEmpty, "the first answer was cancelled")
    scheduler.advance(by: .seconds(10))
    #expect(state.values == [.loaded(rows(second))])
  }

  @Test("An empty feed: loading, empty")
  func emptyFeed() {
    let (viewModel, state) = makeViewModel(.stories([]))
    viewModel.inputs.viewDidLoad()
    scheduler.advance(by: .seconds(3))
    #expect(state.values == [.empty])
  }

  @Test("A malformed feed: loading, failed with the parser's reason")
  func malformedFeed() {
    let fetcher = TimedMockNewsFetcher(
      fixture: Data(#"{"news": [{"id": "1", "title": 42}]}"#.utf8), scheduler: scheduler)
    let (viewModel, state) = makeViewModel(
      service: FetchingNewsService(fetcher: fetcher, parser: JSONNewsParser()))
    viewModel.inputs.viewDidLoad()
    scheduler.advance(by: .seconds(3))
    #expect(
      state.values == [.failed("The news feed is malformed: news[0].title should be a string")])
  }

  @Test("A thumbnail arriving is one new state, with the picture in its row")
  func thumbnailIsAState() {
    let items = Stories.items(3)
    let (viewModel, state) = makeViewModel(.stories(items))
    viewModel.inputs.viewDidLoad()
    scheduler.advance(by: .seconds(3))
    viewModel.inputs.willDisplayRow(at: 1)
    #expect(images.requestedURLs == [Stories.url(2)])
    scheduler.advance(by: .seconds(1))
    var withPicture = rows(items)
    withPicture[1].picture = .loaded(RecordingImageLoader.picture(for: Stories.url(2)))
    #expect(state.values == [.loaded(rows(items)), .loaded(withPicture)])
  }

  @Test("Two stories with one picture: both rows get it, in one state")
  func sharedThumbnail() {
    let shared = Stories.item(1)
    let twin = NewsItem(
      id: "twin", title: "Twin", date: shared.date, imageURL: shared.imageURL, content: "")
    let (viewModel, state) = makeViewModel(.stories([shared, Stories.item(2), twin]))
    viewModel.inputs.viewDidLoad()
    scheduler.advance(by: .seconds(3))
    viewModel.inputs.willDisplayRow(at: 0)
    viewModel.inputs.willDisplayRow(at: 2)
    scheduler.advance(by: .seconds(1))
    #expect(images.requestedURLs == [Stories.url(1)], "one load per URL")
    guard case .loaded(let rows) = state.values.last else {
      Issue.record("expected a list, got \(String(describing: state.values.last))")
      return
    }
    let picture = RecordingImageLoader.picture(for: Stories.url(1))
    #expect(rows.map(\.picture) == [.loaded(picture), .pending, .loaded(picture)])
    #expect(state.values.count == 2)
  }

  @Test("A story without a picture asks for none")
  func noPictureNoRequest() {
    let (viewModel, _) = makeViewModel(.stories([Stories.item(1, withImage: false)]))
    viewModel.inputs.viewDidLoad()
    scheduler.advance(by: .seconds(3))
    viewModel.inputs.willDisplayRow(at: 0)
    #expect(images.requests.isEmpty)
    #expect(
      viewModel.outputs.state.value
        == .loaded([
          NewsRow(id: "story-1", title: "Story 1", date: "18 Nov 2026", picture: .noPicture)
        ]))
  }

  @Test("A row the list does not have asks for no picture")
  func rowItDoesNotHave() {
    let (viewModel, state) = makeViewModel(.stories(Stories.items(2)))
    viewModel.inputs.willDisplayRow(at: 0)
    viewModel.inputs.viewDidLoad()
    scheduler.advance(by: .seconds(3))
    viewModel.inputs.willDisplayRow(at: 2)
    #expect(images.requests.isEmpty)
    #expect(state.values == [.loaded(rows(Stories.items(2)))])
  }

  @Test("A thumbnail landing during a refresh changes nothing; the next rows already have it")
  func thumbnailDuringRefresh() {
    let items = Stories.items(1)
    let (viewModel, state) = makeViewModel(.stories(items), .stories(items))
    viewModel.inputs.viewDidLoad()
    scheduler.advance(by: .seconds(3))
    viewModel.inputs.willDisplayRow(at: 0)
    viewModel.inputs.refresh()
    scheduler.advance(by: .seconds(3))
    var withPicture = rows(items)
    withPicture[0].picture = .loaded(RecordingImageLoader.picture(for: Stories.url(1)))
    #expect(state.values == [.loaded(rows(items)), .loading, .loaded(withPicture)])
  }

  @Test("Selecting a row sends a route to that story, once per selection; a missing row, none")
  func selection() {
    let (viewModel, _) = makeViewModel(.stories(Stories.items(3)))
    let route = Recorder(viewModel.outputs.route)
    viewModel.inputs.didSelectRow(at: 0)
    #expect(route.values.isEmpty, "nothing to open before the list arrives")
    viewModel.inputs.viewDidLoad()
    scheduler.advance(by: .seconds(3))
    viewModel.inputs.didSelectRow(at: 2)
    viewModel.inputs.didSelectRow(at: 3)
    viewModel.inputs.didSelectRow(at: 2)
    let third = Stories.items(3)[2]
    #expect(route.values == [.story(third), .story(third)], "an event each time, not a state")
  }

  @Test("Releasing the view model mid-load cancels the load")
  func releaseMidLoad() throws {
    var viewModel: NewsListViewModel? = makeViewModel(.stories(Stories.items(1))).0
    viewModel?.viewDidLoad()
    let released = WeakReference(try #require(viewModel))
    scheduler.advance(by: .seconds(1))
    viewModel = nil
    #expect(released.isReleased)
    #expect(!scheduler.hasPendingWork)
  }
}
