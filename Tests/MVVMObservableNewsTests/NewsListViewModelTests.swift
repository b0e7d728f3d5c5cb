import ExerciseSupport
import Foundation
import NewsCore
import NewsTestSupport
import Observing
import Testing

@testable import MVVMObservableNews

/// The list screen's behaviour on the Observation framework, specified as the MVVM variant's is:
/// inputs in, the values the screen would observe out, over time. The difference a reader should
/// see: the outputs are plain properties, and a change reaches an observer when the view model's
/// run loop (here the test's scheduler) delivers it, not at the moment it is set.
@MainActor
@Suite("MVVM on Observation: NewsListViewModel")
struct NewsListViewModelTests {
  let scheduler = ManualScheduler()
  let imageLoader: RecordingImageLoader

  init() { imageLoader = RecordingImageLoader(scheduler: scheduler) }

  func makeViewModel(_ answers: ScriptedNewsService.Answer...) -> (
    NewsListViewModel, ScriptedNewsService
  ) {
    let service = ScriptedNewsService(scheduler: scheduler, answers: answers)
    let center = NotificationCenter()
    let viewModel = NewsListViewModel(
      model: NewsListModel(service: service),
      thumbnails: ThumbnailStore(
        imageLoader: imageLoader, notificationCenter: center),
      notificationCenter: center)
    return (viewModel, service)
  }

  /// The ids of the rows a `loaded` state carries.
  func ids(_ state: NewsListState) -> [String]? {
    guard case .loaded(let rows) = state else { return nil }
    return rows.map(\.id)
  }

  @Test("A change is delivered on the run loop, after it is made, not while it is made")
  func deliveredAfterTheChange() {
    let (viewModel, _) = makeViewModel(
      .stories([Stories.item(id: "1")]), .stories([Stories.item(id: "1")]))
    viewModel.inputs.viewDidLoad()
    scheduler.advance(by: .seconds(3))
    let state = Recorder(viewModel.state, on: scheduler)
    viewModel.inputs.refresh()
    #expect(viewModel.state == .loading, "the property changed at once")
    #expect(state.values.isEmpty, "but no observer has heard yet: Observation said only 'will set'")
    scheduler.advance()
    #expect(state.values == [.loading], "the run loop turned, and the new value was read")
  }

  @Test("First load: loading from the start and for the whole delay, then the list")
  func firstLoad() {
    let (viewModel, service) = makeViewModel(
      .stories([Stories.item(id: "1"), Stories.item(id: "2")]))
    let state = Recorder(viewModel.state, on: scheduler)
    #expect(viewModel.state == .loading, "a screen that appears, loads")
    viewModel.inputs.viewDidLoad()
    scheduler.advance(by: .milliseconds(2_999))
    #expect(state.values.isEmpty)
    scheduler.advance(by: .milliseconds(1))
    #expect(state.values.map(ids) == [["1", "2"]])
    #expect(service.calls.count == 1)
  }

  @Test("Failure, then retry: loading → failed(reason) → loading → list")
  func failureThenRetry() {
    let (viewModel, _) = makeViewModel(.failure("Offline."), .stories([Stories.item(id: "1")]))
    let state = Recorder(viewModel.state, on: scheduler)
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

  @Test("Refresh while loading: the last answer wins, and 'still loading' is not heard twice")
  func refreshWhileLoading() {
    let (viewModel, service) = makeViewModel(
      .stories([Stories.item(id: "old")], after: .seconds(3)),
      .stories([Stories.item(id: "new")], after: .seconds(1)))
    let state = Recorder(viewModel.state, on: scheduler)
    viewModel.inputs.viewDidLoad()
    scheduler.advance(by: .milliseconds(500))
    viewModel.inputs.refresh()
    scheduler.advance(by: .seconds(10))
    #expect(service.calls.map(\.isCancelled) == [true, false])
    #expect(state.values.map(ids) == [["new"]])
  }

  @Test("An empty feed is its own state")
  func emptyFeed() {
    let (viewModel, _) = makeViewModel(.stories([Stories.item(id: "1")]), .stories([]))
    viewModel.inputs.viewDidLoad()
    scheduler.advance(by: .seconds(3))
    let state = Recorder(viewModel.state, on: scheduler)
    viewModel.inputs.refresh()
    scheduler.advance(by: .seconds(3))
    #expect(state.values == [.loading, .empty])
  }

  @Test("Rows are formatted for display, as in MVVM")
  func rowFormatting() {
    let (viewModel, _) = makeViewModel(
      .stories([Stories.item(id: "1", "深圳地铁"), Stories.item(id: "2", image: false)]))
    viewModel.inputs.viewDidLoad()
    scheduler.advance(by: .seconds(3))
    #expect(
      viewModel.state
        == .loaded([
          NewsRow(id: "1", title: "深圳地铁", date: "5 Nov 2026", picture: .pending),
          NewsRow(id: "2", title: "A title", date: "5 Nov 2026", picture: .noPicture),
        ]))
  }

  @Test("A route is still an event stream: sent once per selection, never replayed")
  func routeIsAnEvent() {
    let first = Stories.item(id: "1", "First")
    let (viewModel, _) = makeViewModel(.stories([first]))
    let route = Recorder(viewModel.outputs.route)
    viewModel.inputs.viewDidLoad()
    scheduler.advance(by: .seconds(3))
    viewModel.inputs.didSelectRow(at: 0)
    viewModel.inputs.didSelectRow(at: 0)
    viewModel.inputs.didSelectRow(at: 5)
    #expect(route.values == [.story(first), .story(first)])
    #expect(Recorder(viewModel.outputs.route).values.isEmpty, "a late observer hears nothing")
  }

  /// `withObservationTracking` has no cancel: a registration stays in the observed object
  /// until its next change. A cell view model per showing takes its registrations away with it.
  @Test("Each showing of a row gets a new cell view model, and the last one the picture")
  func aCellViewModelPerShowing() throws {
    let (viewModel, _) = makeViewModel(.stories([Stories.item(id: "1")]))
    viewModel.inputs.viewDidLoad()
    scheduler.advance(by: .seconds(3))
    weak let shownBefore = viewModel.outputs.cellViewModel(at: 0)
    let shownNow = try #require(viewModel.outputs.cellViewModel(at: 0))
    #expect(shownBefore == nil, "a view model no cell shows is let go, with what watched it")
    let picture = Recorder(shownNow.picture, on: scheduler)
    viewModel.inputs.willDisplayRow(at: 0)
    scheduler.advance(by: .seconds(1))
    #expect(picture.values == [.loaded(imageLoader.requests[0].image)])
    #expect(
      viewModel.outputs.cellViewModel(at: 0)?.picture == .loaded(imageLoader.requests[0].image),
      "a row shown again starts with the picture the store has")
  }

  @Test("A picture arrives in its row's cell view model, observed there; the state stays")
  func pictureArrives() throws {
    let (viewModel, _) = makeViewModel(
      .stories([Stories.item(id: "1"), Stories.item(id: "2", image: false)]))
    viewModel.inputs.viewDidLoad()
    scheduler.advance(by: .seconds(3))
    let state = Recorder(viewModel.state, on: scheduler)
    let first = try #require(viewModel.outputs.cellViewModel(at: 0))
    let picture = Recorder(first.picture, on: scheduler)
    #expect(viewModel.outputs.cellViewModel(at: 1)?.picture == .noPicture)
    #expect(viewModel.outputs.cellViewModel(at: 2) == nil, "no row, no view model")
    #expect(imageLoader.requests.isEmpty, "asking for a cell's view model starts nothing")
    viewModel.inputs.willDisplayRow(at: 0)
    viewModel.inputs.willDisplayRow(at: 1)
    #expect(imageLoader.requestedURLs.map(\.lastPathComponent) == ["1.jpg"])
    scheduler.advance(by: .seconds(1))
    #expect(picture.values == [.loaded(imageLoader.requests[0].image)])
    #expect(state.values.isEmpty, "a picture is not a new list")
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

  @Test("A released view model cancels its load; the late answer reaches no observer")
  func releasedMidLoad() {
    let service = ScriptedNewsService(
      scheduler: scheduler, answers: [.stories([Stories.item(id: "1")])])
    service.ignoresCancellation = true
    weak var released: NewsListViewModel?
    let state: Recorder<NewsListState>
    do {
      let center = NotificationCenter()
      let viewModel = NewsListViewModel(
        model: NewsListModel(service: service),
        thumbnails: ThumbnailStore(
          imageLoader: imageLoader, notificationCenter: center),
        notificationCenter: center)
      // Read through a weak reference, so the recorder does not keep what it records.
      state = Recorder(
        reading: { [weak viewModel] in viewModel?.state ?? .empty }, on: scheduler)
      viewModel.inputs.viewDidLoad()
      scheduler.advance()
      released = viewModel
    }
    #expect(released == nil)
    #expect(service.calls.map(\.isCancelled) == [true])
    scheduler.advance(by: .seconds(10))
    #expect(state.values.isEmpty, "nothing after the view model went")
  }
}
