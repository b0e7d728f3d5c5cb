import NewsCore
import NewsTestSupport
import Testing

@testable import MVPtoMVVMNews

/// The thin presenter: the reader's actions reach the view model, each state becomes one view
/// call, and a picked story reaches the coordinator. The logic itself is tested on the view
/// model (`NewsListViewModelStateTests`), so these tests stay few.
@MainActor
@Suite("MVP→MVVM list presenter: a thin forwarder")
struct NewsListPresenterTests {
  let scheduler = ManualScheduler()
  let view = FakeNewsListView()
  let coordinator = FakeCoordinator()

  func makePresenter(_ answers: ScriptedNewsService.Answer...) -> NewsListPresenter {
    let interactor = NewsListInteractor(
      service: ScriptedNewsService(scheduler: scheduler, answers: answers),
      imageLoader: RecordingImageLoader(scheduler: scheduler))
    let presenter = NewsListPresenter(
      viewModel: NewsListViewModel(interactor: interactor), coordinator: coordinator)
    presenter.view = view
    return presenter
  }

  @Test("viewDidLoad and refresh reach the view model")
  func inputsAreForwarded() {
    let presenter = makePresenter(.stories([]), .stories([]))
    presenter.viewDidLoad()
    #expect(view.calls.last == .showLoading, "the view model is loading")
    scheduler.advance(by: .seconds(3))
    #expect(view.calls.last == .showEmpty)
    presenter.refresh()
    #expect(view.calls.last == .showLoading, "the view model is loading again")
  }

  @Test("Each state becomes exactly one view call")
  func eachStateOneCall() {
    let items = Stories.items(2)
    let presenter = makePresenter(.failure("No connection."), .stories([]), .stories(items))
    presenter.viewDidLoad()
    scheduler.advance(by: .seconds(3))
    presenter.refresh()
    scheduler.advance(by: .seconds(3))
    presenter.refresh()
    scheduler.advance(by: .seconds(3))
    #expect(
      view.calls == [
        .showLoading, .showError("No connection."), .showLoading, .showEmpty, .showLoading,
        .showRows(rows(items)),
      ])
  }

  @Test("A thumbnail's arrival reaches the view as the rows again, picture included")
  func thumbnailRedrawsRows() {
    let items = Stories.items(1)
    let presenter = makePresenter(.stories(items))
    presenter.viewDidLoad()
    scheduler.advance(by: .seconds(3))
    presenter.willDisplayRow(at: 0)
    scheduler.advance(by: .seconds(1))
    var withPicture = rows(items)
    withPicture[0].picture = .loaded(RecordingImageLoader.picture(for: Stories.url(1)))
    #expect(view.calls.last == .showRows(withPicture))
  }

  @Test("A picked story goes to the coordinator; a pick while loading goes nowhere")
  func selectionGoesToCoordinator() {
    let presenter = makePresenter(.stories(Stories.items(3)))
    presenter.viewDidLoad()
    presenter.didSelectRow(at: 0)
    #expect(coordinator.calls.isEmpty)
    scheduler.advance(by: .seconds(3))
    presenter.didSelectRow(at: 2)
    #expect(coordinator.calls == [.showDetail(storyID: "story-3")])
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
