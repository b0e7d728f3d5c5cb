import Foundation
import NewsCore
import NewsTestSupport
import Observation
import Observing
import TerminalUI
import Testing

@testable import MVVMObservableNews

/// The list controller against an `@Observable` stub: it reads the state where UIKit tracks
/// reads, in `updateProperties()`, so each change is drawn once, after it is made, when the run
/// loop turns — and nothing of that is the view model's business.
@MainActor
@Suite("MVVM on Observation: the controller reads its view model in updateProperties()")
struct NewsListViewControllerTests {
  /// A view model whose state the test sets, which counts how often the controller reads it.
  @MainActor
  @Observable
  final class StubViewModel: NewsListViewModelType, NewsListViewModelInputs,
    NewsListViewModelOutputs
  {
    var inputs: any NewsListViewModelInputs { self }
    var outputs: any NewsListViewModelOutputs { self }

    /// Set this to drive the controller.
    var shownState = NewsListState.loading
    /// How many times the controller has read the state.
    @ObservationIgnored private(set) var stateReads = 0
    @ObservationIgnored let routeEvents = EventSource<NewsListRoute>()

    var state: NewsListState {
      stateReads += 1
      return shownState
    }
    var route: EventStream<NewsListRoute> { routeEvents }

    func viewDidLoad() {}
    func refresh() {}
    func willDisplayRow(at row: Int) {}
    func didSelectRow(at row: Int) {}
    func cellViewModel(at row: Int) -> NewsCellViewModel? {
      guard case .loaded(let rows) = shownState, rows.indices.contains(row) else { return nil }
      return NewsCellViewModel(row: rows[row])
    }
  }

  let viewModel = StubViewModel()
  /// The app's run loop: it turns only when the test says.
  let runLoop = ManualScheduler()
  let window: Window

  init() {
    window = Window.showing(
      NavigationController(
        rootViewController: NewsListViewController(viewModel: viewModel) { story in
          NewsDetailViewModel(
            item: story, imageLoader: RecordingImageLoader(scheduler: ManualScheduler()))
        }),
      size: Size(width: 60, height: 8), runLoop: runLoop)
  }

  var frame: String { window.render(at: runLoop.now).plainText }

  static let rows = [
    NewsRow(id: "1", title: "First story", date: "5 Nov 2026", picture: .noPicture),
    NewsRow(id: "2", title: "Second story", date: "6 Nov 2026", picture: .noPicture),
  ]

  @Test("Before the first frame it reads the state once, and draws it")
  func firstFrame() {
    #expect(viewModel.stateReads == 1)
    #expect(frame.contains(NewsCopy.loading))
    #expect(viewModel.stateReads == 1, "drawing again reads nothing")
  }

  @Test("A change is drawn once, when the run loop turns, after the change")
  func aChangeRedrawsOnce() {
    viewModel.shownState = .loaded(Self.rows)
    #expect(viewModel.stateReads == 1, "not at once: Observation tells before the change")
    runLoop.advance()
    #expect(viewModel.stateReads == 2, "one change, one read")
    #expect(frame.contains("First story") && !frame.contains(NewsCopy.loading))
    _ = frame
    #expect(viewModel.stateReads == 2, "and no more, however often the screen is drawn")
  }

  @Test("Changes in one turn are drawn once, the latest")
  func oneTurnOneRedraw() {
    viewModel.shownState = .loaded(Self.rows)
    viewModel.shownState = .failed("Offline.")
    runLoop.advance()
    #expect(viewModel.stateReads == 2)
    #expect(frame.contains(NewsCopy.errorTitle) && frame.contains("Offline."))
  }

  @Test("A pull whose load ends before the next update stops its spinner all the same")
  func pullThatEndsInOneTurn() throws {
    viewModel.shownState = .loaded(Self.rows)
    runLoop.advance()
    let control = try #require(
      ((window.rootViewController as? NavigationController)?.topViewController?.view as? TableView)?
        .refreshControl)
    #expect(window.send(.refresh))
    #expect(control.isRefreshing, "the pull starts the spinner, as on iOS")
    viewModel.shownState = .loading
    viewModel.shownState = .loaded(Self.rows)
    runLoop.advance()
    #expect(
      !control.isRefreshing, "never drawn loading, the list is drawn with no spinner above it")
    #expect(frame.contains("First story"))
  }

  @Test("Each state shows its own face: spinner, list, empty state, error")
  func followsState() {
    for (state, seen) in [
      (NewsListState.loaded(Self.rows), "Second story"), (.empty, NewsCopy.emptyTitle),
      (.failed("Offline."), NewsCopy.errorTitle), (.loading, NewsCopy.loading),
    ] {
      viewModel.shownState = state
      runLoop.advance()
      #expect(frame.contains(seen), "\(state)")
    }
    #expect(viewModel.stateReads == 5, "one read at the start, one for each change")
  }
}
