import Testing

@testable import struct Exercise06Presenter.Episode
@testable import class Exercise06Presenter.EpisodeListPresenter
@testable import struct Exercise06Presenter.EpisodeLoadError

// Shortcuts tried against the tests of this exercise, and the tests that catch each. Each was put
// into the learner's files and checked the way `make exercise NAME=presenter` checks it:
//
// - The presenter written and passing its tests, but never made the list's presenter's view:
//   the controller goes on doing everything (`theListIsThePresentersView`).
// - The presenter written and made the view's, `EpisodeListView` adopted with empty methods,
//   the interactor sorting, the coordinator wiring and pushing — and the presenter never
//   called: the controller still loads, sorts, formats and pushes by itself. The controller's
//   tests, which give it a presenter whose view the test chooses: `reportsToItsPresenter`,
//   `showsWhatItIsTold`, `selectionGoesToThePresenter`.
// - The presenter connected to the view, and the controller still loading and pushing by
//   itself "to be safe": `loadsOnce`, `failureThenRetry` (the screen's) and
//   `enterOpensOneEpisode` (two screens pushed).
// - The presenter opening the episode itself, through the view's navigation controller, instead
//   of asking the coordinator: `selectionGoesToTheCoordinator`.
// - The coordinator's `showDetail(for:)` left empty: `coordinatorOpensTheEpisode`,
//   `enterOpensOneEpisode`.
// - Newest-first kept in the presenter instead of the interactor: `interactorSortsNewestFirst`,
//   and `rowsKeepTheInteractorsOrder`, whose fake interactor answers oldest first on purpose.
// - Rows written out for the episodes of the first test rather than made from the episodes:
//   `rowsKeepTheInteractorsOrder`, `failureThenRetry`, and the screen's `showsTheEpisodes`.
// - The presenter holding its view strongly: `keepsNeitherViewNorCoordinator`, and
//   `everythingIsReleased` through the cycle it makes.
// - Durations looked up in a table of the three the episodes above last (42, 75 and 120
//   minutes): `durations`, ten more from a minute to a day.
// - An `EpisodeRow.==` of your own that compares titles alone: the fake view writes down each
//   row's fields (`Row`), never through your `==`.

@MainActor
@Suite("The episode list's presenter, through a fake view")
struct EpisodeListPresenterTests {
  private let interactor = ScriptedEpisodes()
  private let view = FakeEpisodeListView()
  private let coordinator = RecordingCoordinator()

  /// A presenter wired as the coordinator wires it, to the fakes.
  private func makePresenter() -> EpisodeListPresenter {
    let presenter = EpisodeListPresenter(interactor: interactor, coordinator: coordinator)
    presenter.view = view
    return presenter
  }

  @Test("loading shows the spinner until the episodes arrive, then a row for each")
  func loadShowsSpinnerThenRows() {
    let presenter = makePresenter()
    presenter.viewDidLoad()
    #expect(view.calls == [.showLoading])
    #expect(interactor.requestCount == 1, "the presenter should load through its interactor")
    interactor.answer(.success([Episodes.library, Episodes.harbour]))
    #expect(
      view.calls == [
        .showLoading,
        .showRows([
          Row(title: "The library that never closes", duration: "2 h"),
          Row(title: "The harbour at night", duration: "42 min"),
        ]),
      ])
  }

  @Test("rows come in the order the interactor gives: ordering is the interactor's rule")
  func rowsKeepTheInteractorsOrder() {
    let presenter = makePresenter()
    presenter.viewDidLoad()
    interactor.answer(.success([Episodes.harbour, Episodes.election]))
    #expect(
      view.calls.last
        == .showRows([
          Row(title: "The harbour at night", duration: "42 min"),
          Row(title: "Counting the votes", duration: "1 h 15 min"),
        ]),
      "the presenter shows the episodes as the interactor gave them, with their durations")
  }

  @Test("a duration is written from its minutes, whatever they are")
  func durations() {
    let minutes = [1, 9, 59, 60, 61, 90, 119, 185, 600, 1_439]
    let presenter = makePresenter()
    presenter.viewDidLoad()
    interactor.answer(
      .success(
        minutes.map {
          Episode(
            id: "\($0)", title: "\($0) minutes", published: Episodes.harbour.published,
            minutes: $0, summary: "")
        }))
    guard case .showRows(let rows) = view.calls.last else {
      Issue.record("the presenter showed no rows: \(view.calls)")
      return
    }
    #expect(
      rows.map(\.duration) == [
        "1 min", "9 min", "59 min", "1 h", "1 h 1 min", "1 h 30 min", "1 h 59 min", "3 h 5 min",
        "10 h", "23 h 59 min",
      ],
      "a duration is hours and minutes worked out from the episode's minutes, for any episode")
  }

  @Test("no episodes is the empty state")
  func emptyFeed() {
    let presenter = makePresenter()
    presenter.viewDidLoad()
    interactor.answer(.success([]))
    #expect(view.calls == [.showLoading, .showEmpty])
  }

  @Test("a failure shows its reason; refresh is the retry")
  func failureThenRetry() {
    let presenter = makePresenter()
    presenter.viewDidLoad()
    interactor.answer(.failure(EpisodeLoadError(reason: "The feed is down.")))
    presenter.refresh()
    interactor.answer(.success([Episodes.election]))
    #expect(
      view.calls == [
        .showLoading, .showError("The feed is down."),
        .showLoading, .showRows([Row(title: "Counting the votes", duration: "1 h 15 min")]),
      ])
  }

  @Test("selecting a row asks the coordinator to show that episode")
  func selectionGoesToTheCoordinator() {
    let presenter = makePresenter()
    presenter.viewDidLoad()
    interactor.answer(.success([Episodes.library, Episodes.election, Episodes.harbour]))
    presenter.didSelectRow(at: 1)
    #expect(
      coordinator.shownEpisodes == [Episodes.election],
      "opening an episode is the coordinator's job: the presenter only asks")
  }

  @Test("a row that is not there opens nothing")
  func selectionOutOfRange() {
    let presenter = makePresenter()
    presenter.didSelectRow(at: 0)
    presenter.viewDidLoad()
    interactor.answer(.success([Episodes.harbour]))
    presenter.didSelectRow(at: 1)
    #expect(coordinator.shownEpisodes.isEmpty)
  }

  @Test("the presenter keeps neither its view nor its coordinator alive")
  func keepsNeitherViewNorCoordinator() {
    weak var releasedView: FakeEpisodeListView?
    weak var releasedCoordinator: RecordingCoordinator?
    let presenter: EpisodeListPresenter
    do {
      let view = FakeEpisodeListView()
      let coordinator = RecordingCoordinator()
      releasedView = view
      releasedCoordinator = coordinator
      presenter = EpisodeListPresenter(interactor: interactor, coordinator: coordinator)
      presenter.view = view
    }
    #expect(
      releasedView == nil, "the view owns its presenter; a presenter holding it makes a cycle")
    #expect(releasedCoordinator == nil, "the app's root owns the coordinator, not a presenter")
    presenter.viewDidLoad()
    interactor.answer(.success(Episodes.oldestFirst))
  }
}
