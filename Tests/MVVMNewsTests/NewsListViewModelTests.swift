import ExerciseSupport
import FeedReader
import Foundation
import NewsCore
import NewsTestSupport
import Observing
import Testing

@testable import MVVMNews

/// The list screen's behaviour, specified without a single view.
///
/// In MVC the same behaviour lives in a view controller, so its tests have to
/// build a window, draw it, and search the frame for "Loading…". Here the view
/// model is driven through its inputs and judged by the exact values its
/// outputs send: the spinner is `.loading`, the list is `.loaded` with its
/// `NewsRow`s, and opening a story is a route, not a pushed screen. Under it runs MVC's own
/// model and thumbnail store, over a scripted service and a recording loader.
@MainActor
@Suite("MVVM view model: NewsListViewModel")
struct NewsListViewModelTests {
  let scheduler = ManualScheduler()
  let imageLoader: RecordingImageLoader

  init() { imageLoader = RecordingImageLoader(scheduler: scheduler) }

  func makeViewModel(_ service: ScriptedNewsService) -> NewsListViewModel {
    let center = NotificationCenter()
    return NewsListViewModel(
      model: NewsListModel(service: service),
      thumbnails: ThumbnailStore(
        imageLoader: imageLoader, notificationCenter: center),
      notificationCenter: center)
  }

  func makeViewModel(_ answers: ScriptedNewsService.Answer...) -> (
    NewsListViewModel, ScriptedNewsService
  ) {
    let service = ScriptedNewsService(scheduler: scheduler, answers: answers)
    return (makeViewModel(service), service)
  }

  // MARK: Loading

  /// The ids of the rows a `loaded` state carries.
  func ids(_ state: NewsListState) -> [String]? {
    guard case .loaded(let rows) = state else { return nil }
    return rows.map(\.id)
  }

  @Test("Nothing is loaded until the view has loaded; the screen starts out loading")
  func waitsToBeAsked() {
    let (viewModel, service) = makeViewModel(.stories([Stories.item(id: "1")]))
    let state = Recorder(viewModel.outputs.state)
    scheduler.advance(by: .seconds(10))
    #expect(service.calls.isEmpty)
    #expect(state.values.isEmpty)
    #expect(viewModel.outputs.state.value == .loading, "a screen that appears, loads")
  }

  @Test("First load: loading for the whole delay, then the list")
  func firstLoad() {
    let (viewModel, service) = makeViewModel(
      .stories([Stories.item(id: "1"), Stories.item(id: "2")]))
    let state = Recorder(viewModel.outputs.state)

    viewModel.inputs.viewDidLoad()
    scheduler.advance(by: .milliseconds(2_999))
    #expect(state.values.isEmpty, "loading is where the screen started: not news")

    scheduler.advance(by: .milliseconds(1))
    #expect(state.values.map(ids) == [["1", "2"]])
    #expect(service.calls.count == 1)
  }

  @Test("Failure, then retry: loading → failed(reason) → loading → list")
  func failureThenRetry() {
    let (viewModel, _) = makeViewModel(.failure("Offline."), .stories([Stories.item(id: "1")]))
    let state = Recorder(viewModel.outputs.state)

    viewModel.inputs.viewDidLoad()
    scheduler.advance(by: .seconds(3))
    viewModel.inputs.refresh()
    scheduler.advance(by: .seconds(3))

    #expect(
      state.values == [
        .failed("Offline."), .loading,
        .loaded([NewsRow(id: "1", title: "A title", date: "5 Nov 2026", picture: .pending)]),
      ])
  }

  @Test("A failed refresh keeps the rows of the last good load for the next list")
  func failedRefreshKeepsRows() {
    let (viewModel, _) = makeViewModel(.stories([Stories.item(id: "1")]), .failure("Offline."))
    viewModel.inputs.viewDidLoad()
    scheduler.advance(by: .seconds(3))
    viewModel.inputs.refresh()
    scheduler.advance(by: .seconds(3))
    #expect(viewModel.outputs.state.value == .failed("Offline."))
    #expect(viewModel.outputs.cellViewModel(at: 0)?.title == "A title", "the rows are still there")
  }

  @Test("An empty feed is its own state, not an empty list")
  func emptyFeed() {
    let (viewModel, _) = makeViewModel(.stories([Stories.item(id: "1")]), .stories([]))
    viewModel.inputs.viewDidLoad()
    scheduler.advance(by: .seconds(3))
    let state = Recorder(viewModel.outputs.state)
    viewModel.inputs.refresh()
    scheduler.advance(by: .seconds(3))
    #expect(state.values == [.loading, .empty])
  }

  @Test("A malformed feed fails with the parser's message, naming the place")
  func malformedFeed() {
    let fetcher = TimedMockNewsFetcher(
      fixture: Data(#"{"news": [{"id": "1", "title": 42}]}"#.utf8), scheduler: scheduler)
    let center = NotificationCenter()
    let viewModel = NewsListViewModel(
      model: NewsListModel(
        service: FetchingNewsService(fetcher: fetcher, parser: JSONNewsParser())),
      thumbnails: ThumbnailStore(
        imageLoader: imageLoader, notificationCenter: center),
      notificationCenter: center)
    let state = Recorder(viewModel.outputs.state)
    viewModel.inputs.viewDidLoad()
    scheduler.advance(by: .seconds(3))
    #expect(
      state.values == [.failed("The news feed is malformed: news[0].title should be a string")])
  }

  // MARK: Refreshing while a load is in flight

  @Test("Refresh while loading: the late first answer is dropped, the last answer wins")
  func refreshWhileLoadingLateFirstAnswer() {
    let (viewModel, service) = makeViewModel(
      .stories([Stories.item(id: "old")], after: .seconds(3)),
      .stories([Stories.item(id: "new")], after: .seconds(1)))
    let state = Recorder(viewModel.outputs.state)

    viewModel.inputs.viewDidLoad()
    scheduler.advance(by: .milliseconds(500))
    viewModel.inputs.refresh()
    #expect(service.calls.map(\.isCancelled) == [true, false], "refresh gives up on the first")
    scheduler.advance(by: .seconds(10))

    #expect(state.values.map(ids) == [["new"]], "still loading is not news; the last answer wins")
    #expect(service.deliveredCount == 1)
  }

  @Test("Refresh while loading: an early first answer is dropped too")
  func refreshWhileLoadingEarlyFirstAnswer() {
    let (viewModel, _) = makeViewModel(
      .stories([Stories.item(id: "old")], after: .seconds(1)),
      .stories([Stories.item(id: "new")], after: .seconds(3)))
    let state = Recorder(viewModel.outputs.state)
    viewModel.inputs.viewDidLoad()
    scheduler.advance(by: .milliseconds(500))
    viewModel.inputs.refresh()
    scheduler.advance(by: .seconds(1))
    #expect(state.values.isEmpty, "the first answer was due now, but it was cancelled")
    scheduler.advance(by: .seconds(10))
    #expect(state.values.map(ids) == [["new"]])
  }

  // MARK: Rows and routes

  @Test("Rows are formatted for display: date string, titles untouched")
  func rowFormatting() {
    let long = String(repeating: "A very long title that goes on ", count: 8)
    let items: [NewsItem] = [
      Stories.item(id: "1", "深圳地铁开通首条全自动无人驾驶环线"),
      Stories.item(id: "2", long, image: false, date: Date(timeIntervalSince1970: 1_795_217_400)),
      Stories.item(id: "3", "🚀 Emoji 👩‍💻", date: Date(timeIntervalSince1970: 1_798_761_599)),
    ]
    let (viewModel, _) = makeViewModel(.stories(items))
    viewModel.inputs.viewDidLoad()
    scheduler.advance(by: .seconds(3))
    #expect(
      viewModel.outputs.state.value
        == .loaded([
          NewsRow(
            id: "1", title: "深圳地铁开通首条全自动无人驾驶环线", date: "5 Nov 2026", picture: .pending),
          NewsRow(id: "2", title: long, date: "20 Nov 2026", picture: .noPicture),
          NewsRow(id: "3", title: "🚀 Emoji 👩‍💻", date: "31 Dec 2026", picture: .pending),
        ]))
  }

  @Test("Selecting a row sends a route to that story, once per selection; a missing row, none")
  func selectSendsRoute() {
    let second = Stories.item(id: "2", "Second")
    let (viewModel, _) = makeViewModel(.stories([Stories.item(id: "1"), second]))
    let route = Recorder(viewModel.outputs.route)
    viewModel.inputs.didSelectRow(at: 0)
    #expect(route.values.isEmpty, "nothing to open before the list arrives")
    viewModel.inputs.viewDidLoad()
    scheduler.advance(by: .seconds(3))
    viewModel.inputs.didSelectRow(at: 1)
    viewModel.inputs.didSelectRow(at: 2)
    viewModel.inputs.didSelectRow(at: 1)
    #expect(route.values == [.story(second), .story(second)], "an event each time, not a state")
    #expect(imageLoader.requests.isEmpty, "opening a story is the story screen's business")
  }

  @Test("A route is an event: an observer that comes later does not hear the last one")
  func routeIsNotReplayed() {
    let (viewModel, _) = makeViewModel(.stories([Stories.item(id: "1")]))
    viewModel.inputs.viewDidLoad()
    scheduler.advance(by: .seconds(3))
    viewModel.inputs.didSelectRow(at: 0)
    let late = Recorder(viewModel.outputs.route)
    #expect(late.values.isEmpty)
  }

  // MARK: Cells and their pictures

  @Test("A row's cell view model has its texts, and its picture pending or absent")
  func cellViewModels() throws {
    let (viewModel, _) = makeViewModel(
      .stories([Stories.item(id: "1", "First"), Stories.item(id: "2", image: false)]))
    viewModel.inputs.viewDidLoad()
    scheduler.advance(by: .seconds(3))
    let first = try #require(viewModel.outputs.cellViewModel(at: 0))
    #expect(first.title == "First" && first.date == "5 Nov 2026")
    #expect(first.picture.value == .pending)
    #expect(viewModel.outputs.cellViewModel(at: 1)?.picture.value == .noPicture)
    #expect(viewModel.outputs.cellViewModel(at: 2) == nil, "no row, no view model")
  }

  @Test("A row the list does not have asks for no picture")
  func rowItDoesNotHave() {
    let (viewModel, _) = makeViewModel(.stories([Stories.item(id: "1")]))
    viewModel.inputs.willDisplayRow(at: 0)
    viewModel.inputs.viewDidLoad()
    scheduler.advance(by: .seconds(3))
    viewModel.inputs.willDisplayRow(at: 1)
    #expect(imageLoader.requests.isEmpty)
  }

  @Test("A row about to show starts its picture: once per URL, never without a URL")
  func thumbnailRequests() {
    let (viewModel, _) = makeViewModel(
      .stories([Stories.item(id: "1"), Stories.item(id: "2", image: false), Stories.item(id: "3")]))
    viewModel.inputs.viewDidLoad()
    scheduler.advance(by: .seconds(3))
    _ = viewModel.outputs.cellViewModel(at: 0)
    #expect(imageLoader.requests.isEmpty, "asking for a cell's view model starts nothing")

    viewModel.inputs.willDisplayRow(at: 0)
    viewModel.inputs.willDisplayRow(at: 1)
    viewModel.inputs.willDisplayRow(at: 0)
    #expect(imageLoader.requestedURLs.map(\.lastPathComponent) == ["1.jpg"], "in flight: once")
    scheduler.advance(by: .seconds(1))
    viewModel.inputs.willDisplayRow(at: 2)
    #expect(imageLoader.requestedURLs.map(\.lastPathComponent) == ["1.jpg", "3.jpg"])
    #expect(!imageLoader.requests[0].isCancelled)
  }

  @Test("A picture arrives in its row's cell view model, and the state is not sent again")
  func thumbnailArrival() throws {
    let (viewModel, _) = makeViewModel(
      .stories([Stories.item(id: "1"), Stories.item(id: "2"), Stories.item(id: "3")]))
    viewModel.inputs.viewDidLoad()
    scheduler.advance(by: .seconds(3))
    let state = Recorder(viewModel.outputs.state)
    let second = try #require(viewModel.outputs.cellViewModel(at: 1))
    let picture = Recorder(second.picture)
    viewModel.inputs.willDisplayRow(at: 1)
    scheduler.advance(by: .seconds(1))
    #expect(picture.values == [.loaded(imageLoader.requests[0].image)], "one send, the picture")
    #expect(state.values.isEmpty, "a picture is not a new list")
  }

  @Test("Each showing of a row gets a new cell view model, and the last one the picture")
  func aCellViewModelPerShowing() throws {
    let (viewModel, _) = makeViewModel(.stories([Stories.item(id: "1")]))
    viewModel.inputs.viewDidLoad()
    scheduler.advance(by: .seconds(3))
    weak let shownBefore = viewModel.outputs.cellViewModel(at: 0)
    let shownNow = try #require(viewModel.outputs.cellViewModel(at: 0))
    #expect(shownBefore == nil, "a view model no cell shows is let go, with what watched it")
    let picture = Recorder(shownNow.picture)
    viewModel.inputs.willDisplayRow(at: 0)
    scheduler.advance(by: .seconds(1))
    #expect(picture.values == [.loaded(imageLoader.requests[0].image)])
    #expect(
      viewModel.outputs.cellViewModel(at: 0)?.picture.value
        == .loaded(imageLoader.requests[0].image),
      "a row shown again starts with the picture the store has")
  }

  @Test("Pictures already here are in the cell view models of the next load")
  func cachedPicturesSurviveRefresh() throws {
    let (viewModel, _) = makeViewModel(
      .stories([Stories.item(id: "1")]), .stories([Stories.item(id: "1", "Edited")]))
    viewModel.inputs.viewDidLoad()
    scheduler.advance(by: .seconds(3))
    viewModel.inputs.willDisplayRow(at: 0)
    scheduler.advance(by: .seconds(1))
    viewModel.inputs.refresh()
    scheduler.advance(by: .seconds(3))
    let edited = try #require(viewModel.outputs.cellViewModel(at: 0))
    #expect(edited.title == "Edited", "a changed row gets a new view model")
    #expect(edited.picture.value == .loaded(imageLoader.requests[0].image))
    #expect(imageLoader.requests.count == 1)
  }

  // MARK: Lifetime

  @Test("A released view model is gone; its late answer runs and reaches no output")
  func releasedMidLoad() {
    let service = ScriptedNewsService(
      scheduler: scheduler, answers: [.stories([Stories.item(id: "1")])])
    service.ignoresCancellation = true
    weak var released: NewsListViewModel?
    let state: Recorder<NewsListState>
    do {
      let viewModel = makeViewModel(service)
      state = Recorder(viewModel.outputs.state)
      viewModel.inputs.viewDidLoad()
      released = viewModel
    }
    #expect(released == nil, "nothing but the screen may hold a view model")
    #expect(service.calls.map(\.isCancelled) == [true], "releasing it cancelled the load")

    scheduler.advance(by: .seconds(10))
    #expect(service.deliveredCount == 1, "this service answered anyway")
    #expect(state.values.isEmpty, "and the answer reached no one")
  }

  @Test("Releasing the view model cancels the pictures it is still waiting for")
  func releasedWhilePicturesLoad() {
    let service = ScriptedNewsService(
      scheduler: scheduler, answers: [.stories([Stories.item(id: "1")])])
    do {
      let viewModel = makeViewModel(service)
      viewModel.inputs.viewDidLoad()
      scheduler.advance(by: .seconds(3))
      viewModel.inputs.willDisplayRow(at: 0)
    }
    #expect(imageLoader.requests.map(\.isCancelled) == [true])
    #expect(!scheduler.hasPendingWork)
  }
}
