import FeedReader
import NewsCore
import NewsTestSupport
import Testing

@testable import MVPNews

/// The MVP presenter, observed the only way it can be: through a fake view's log of calls.
/// Every test needs the fake view, the fake coordinator, the interactor over a scripted
/// service, and a clock — and still reads the screen's state back from a list of calls.
@MainActor
@Suite("MVP list presenter")
struct NewsListPresenterTests {
  let scheduler = ManualScheduler()
  let view = FakeNewsListView()
  let coordinator = FakeCoordinator()
  let images: RecordingImageLoader

  init() { images = RecordingImageLoader(scheduler: scheduler) }

  /// A presenter wired as the coordinator wires it, over a service with these answers.
  func makePresenter(_ answers: ScriptedNewsService.Answer...) -> NewsListPresenter {
    let service = ScriptedNewsService(scheduler: scheduler, answers: answers)
    let interactor = NewsListInteractor(service: service, imageLoader: images)
    let presenter = NewsListPresenter(interactor: interactor, coordinator: coordinator)
    presenter.view = view
    return presenter
  }

  /// What the view is shown for these stories before any thumbnail arrives.
  func rows(_ items: [NewsItem]) -> [NewsRow] {
    items.map {
      NewsRow(
        id: $0.id, title: $0.title, date: "18 Nov 2026",
        picture: $0.imageURL == nil ? .noPicture : .pending)
    }
  }

  @Test("Loading shows the spinner for the whole wait, then the rows")
  func loadShowsSpinnerThenRows() {
    let items = Stories.items(3)
    let presenter = makePresenter(.stories(items))
    presenter.viewDidLoad()
    scheduler.advance(by: .milliseconds(2999))
    #expect(view.calls == [.showLoading])
    scheduler.advance(by: .milliseconds(1))
    #expect(view.calls == [.showLoading, .showRows(rows(items))])
  }

  @Test("Rows carry the written-out date, and say which stories have no picture")
  func rowsAreFormatted() {
    let items = [Stories.item(1), Stories.item(2, withImage: false)]
    let presenter = makePresenter(.stories(items))
    presenter.viewDidLoad()
    scheduler.advance(by: .seconds(3))
    #expect(
      view.calls.last
        == .showRows([
          NewsRow(id: "story-1", title: "Story 1", date: "18 Nov 2026", picture: .pending),
          NewsRow(id: "story-2", title: "Story 2", date: "18 Nov 2026", picture: .noPicture),
        ]))
  }

  @Test("A failure shows its reason; refresh is the retry")
  func failureThenRetry() {
    let items = Stories.items(2)
    let presenter = makePresenter(.failure("No connection."), .stories(items))
    presenter.viewDidLoad()
    scheduler.advance(by: .seconds(3))
    presenter.refresh()
    scheduler.advance(by: .seconds(3))
    #expect(
      view.calls == [
        .showLoading, .showError("No connection."), .showLoading, .showRows(rows(items)),
      ])
  }

  @Test("An empty feed shows the empty state, one call that leaves no rows")
  func emptyFeed() {
    let presenter = makePresenter(.stories([]))
    presenter.viewDidLoad()
    scheduler.advance(by: .seconds(3))
    #expect(view.calls == [.showLoading, .showEmpty])
  }

  @Test("A feed that does not parse shows the parser's reason")
  func malformedFeed() {
    let fetcher = TimedMockNewsFetcher(
      fixture: NewsFixture.bundled, mode: .malformed, scheduler: scheduler)
    let interactor = NewsListInteractor(
      service: FetchingNewsService(fetcher: fetcher, parser: JSONNewsParser()), imageLoader: images)
    let presenter = NewsListPresenter(interactor: interactor, coordinator: coordinator)
    presenter.view = view
    presenter.viewDidLoad()
    scheduler.advance(by: .seconds(3))
    guard case .showError(let message) = view.calls.last else {
      Issue.record("expected the error screen, got \(view.calls)")
      return
    }
    #expect(message.hasPrefix("The news feed is malformed: "))
  }

  @Test("Refreshing while a load is in flight: only the last answer is shown")
  func lastAnswerWins() {
    let first = [Stories.item(1)]
    let second = [Stories.item(2)]
    let presenter = makePresenter(.stories(first, after: .seconds(3)), .stories(second))
    presenter.viewDidLoad()
    scheduler.advance(by: .seconds(1))
    presenter.refresh()
    scheduler.advance(by: .seconds(10))
    #expect(view.calls == [.showLoading, .showLoading, .showRows(rows(second))])
  }

  @Test("A cell asking for a row starts its thumbnail; the arrival updates that row")
  func thumbnailArrives() {
    let presenter = makePresenter(.stories(Stories.items(3)))
    presenter.viewDidLoad()
    scheduler.advance(by: .seconds(3))
    presenter.willDisplayRow(at: 1)
    #expect(images.requestedURLs == [Stories.url(2)])
    scheduler.advance(by: .seconds(1))
    let picture = RecordingImageLoader.picture(for: Stories.url(2))
    #expect(view.calls.last == .updateImage(row: 1, image: picture))
  }

  @Test("A story without a picture asks for none")
  func noPictureNoRequest() {
    let presenter = makePresenter(.stories([Stories.item(1, withImage: false)]))
    presenter.viewDidLoad()
    scheduler.advance(by: .seconds(3))
    presenter.willDisplayRow(at: 0)
    #expect(images.requests.isEmpty)
  }

  @Test("After a refresh, rows are built with the thumbnails already here")
  func cachedThumbnailsAfterRefresh() {
    let items = Stories.items(1)
    let presenter = makePresenter(.stories(items), .stories(items))
    presenter.viewDidLoad()
    scheduler.advance(by: .seconds(3))
    presenter.willDisplayRow(at: 0)
    scheduler.advance(by: .seconds(1))
    presenter.refresh()
    scheduler.advance(by: .seconds(3))
    presenter.willDisplayRow(at: 0)
    var expected = rows(items)
    expected[0].picture = .loaded(RecordingImageLoader.picture(for: Stories.url(1)))
    #expect(view.calls.last == .showRows(expected))
    #expect(images.requestedURLs == [Stories.url(1)], "a cached picture is not loaded again")
  }

  @Test("Selecting a row sends the coordinator to that story")
  func selectionGoesToCoordinator() {
    let presenter = makePresenter(.stories(Stories.items(3)))
    presenter.viewDidLoad()
    scheduler.advance(by: .seconds(3))
    presenter.didSelectRow(at: 2)
    #expect(coordinator.calls == [.showDetail(storyID: "story-3")])
  }

  @Test("A row the list does not have asks for no picture and opens nothing")
  func rowsItDoesNotHave() {
    let presenter = makePresenter(.stories(Stories.items(2)))
    presenter.willDisplayRow(at: 0)
    presenter.didSelectRow(at: 0)
    presenter.viewDidLoad()
    scheduler.advance(by: .seconds(3))
    presenter.willDisplayRow(at: 2)
    presenter.didSelectRow(at: 2)
    #expect(images.requests.isEmpty)
    #expect(coordinator.calls.isEmpty)
  }

  @Test("The presenter does not keep its view: a released view hears nothing, nothing crashes")
  func viewIsWeak() throws {
    let presenter = makePresenter(.stories(Stories.items(1)))
    var view: FakeNewsListView? = FakeNewsListView()
    let released = WeakReference(try #require(view))
    presenter.view = view
    view = nil
    #expect(released.isReleased)
    presenter.viewDidLoad()
    scheduler.advance(by: .seconds(3))
  }
}
