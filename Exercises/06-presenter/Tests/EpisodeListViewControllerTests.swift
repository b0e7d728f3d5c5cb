import TerminalUI
import Testing

@testable import class Exercise06Presenter.EpisodeListPresenter
@testable import protocol Exercise06Presenter.EpisodeListView
@testable import class Exercise06Presenter.EpisodeListViewController
@testable import struct Exercise06Presenter.EpisodeRow

// The shortcut these tests were written for: the MVP pieces all written, and the presenter
// never used. `EpisodeListView` adopted with empty methods, a sorting interactor, a coordinator
// that sets `presenter.view`, a presenter that passes its own tests — and a controller that
// still loads, sorts, formats and pushes by itself. Every test of the presenter, the
// interactor and the coordinator passes, and so does every test of the whole screen, because
// the screen looks the same. What gives it away is the controller with a presenter the test
// controls: it shows episodes nobody told it to show (`reportsToItsPresenter`), shows nothing
// it is told (`showsWhatItIsTold`), sorts again what the interactor sent in its own order and
// pushes the episode's screen itself (`selectionGoesToThePresenter`).
//
// Also tried: the coordinator leaving `presenter.view` unset, and the controller setting it
// itself in `viewDidLoad()` (`(presenter as? EpisodeListPresenter)?.view = self`). The
// screen's tests pass; every test here fails first in `show`, whose message says who connects
// the two.

/// The list controller on its own, as a passive view: made with a presenter over the
/// presenter's fakes, so each test decides what reaches the controller and reads the screen.
@MainActor
@Suite("The list controller, a passive view driven by its presenter")
struct EpisodeListViewControllerTests {
  private let interactor = ScriptedEpisodes()
  private let coordinator = RecordingCoordinator()
  /// Where the presenter's calls go when a test wants them written down, not shown.
  private let presenterLog = FakeEpisodeListView()

  /// The controller on screen in a navigation controller, with its presenter, whose view is
  /// `view` (the controller itself when `nil`).
  private func show(presenterTalksTo view: (any EpisodeListView)? = nil) throws -> Screen {
    let presenter = EpisodeListPresenter(interactor: interactor, coordinator: coordinator)
    let list = EpisodeListViewController(presenter: presenter)
    let passiveList = try #require(
      list as AnyObject as? any EpisodeListView,
      """
      EpisodeListViewController should adopt EpisodeListView: a passive view is one its \
      presenter can tell what to show
      """)
    presenter.view = view ?? passiveList
    let navigation = NavigationController(rootViewController: list)
    let window = Window.showing(navigation, size: Size(width: 60, height: 9))
    #expect(
      presenter.view === (view ?? passiveList),
      """
      the controller made itself its presenter's view: whoever builds the two connects them \
      (the coordinator, in start()), so the controller knows its presenter only as \
      EpisodeListPresenting, and a test can give the presenter a view of its own
      """)
    return Screen(list: passiveList, navigation: navigation, window: window)
  }

  /// What a test holds of the screen.
  @MainActor
  private struct Screen {
    let list: any EpisodeListView
    let navigation: NavigationController
    let window: Window

    var text: String { window.render(at: .zero).plainText }

    /// The lines that hold one of `titles`, from the top, each run of spaces made one and the
    /// selection's › left out.
    func lines(with titles: [String]) -> [String] {
      text.split(separator: "\n")
        .filter { line in titles.contains { line.contains($0) } }
        .map { $0.split { $0 == " " || $0 == "›" }.joined(separator: " ") }
    }
  }

  @Test("it tells its presenter what happened, and shows no episode it was not sent")
  func reportsToItsPresenter() throws {
    let screen = try show(presenterTalksTo: presenterLog)
    interactor.answer(.success([Episodes.harbour]))
    #expect(
      !screen.text.contains(Episodes.harbour.title),
      """
      the presenter is written but never used: the controller shows episodes its presenter \
      never sent it, so it still loads them itself. Let it only tell its presenter what \
      happened — viewDidLoad(), refresh(), didSelectRow(at:) — and show what it is told: then \
      everything the screen shows is decided in the presenter, where a test checks it without \
      drawing anything
      """)
    #expect(
      presenterLog.calls
        == [
          .showLoading, .showRows([Row(title: Episodes.harbour.title, duration: "42 min")]),
        ],
      "the controller should tell its presenter viewDidLoad(): loading is the presenter's job")
    screen.window.send(.refresh)
    #expect(
      presenterLog.calls.last == .showLoading,
      "the r key should tell the presenter refresh(), and the presenter loads again")
    #expect(interactor.requestCount == 2, "only the presenter loads: once each time it is told")
  }

  @Test("it shows exactly what it is told: each of its four faces, rows as they are written")
  func showsWhatItIsTold() throws {
    let screen = try show(presenterTalksTo: presenterLog)
    screen.list.showLoading()
    #expect(screen.text.contains("Loading episodes…"), "showLoading() should show the spinner")
    // Rows no presenter of this app would write, in no order an interactor would give: the
    // controller has nothing to add to them.
    let rows = [
      EpisodeRow(title: "Zebra crossings", duration: "a while"),
      EpisodeRow(title: "Apples and pears", duration: "9 h 59 min"),
    ]
    screen.list.showRows(rows)
    #expect(
      screen.lines(with: rows.map(\.title))
        == ["Zebra crossings a while", "Apples and pears 9 h 59 min"],
      """
      showRows(_:) should show the rows it is given, in that order, with the durations as \
      written: the order is the interactor's and the text the presenter's, so a passive view \
      changes neither
      """)
    screen.list.showEmpty()
    #expect(screen.text.contains("No episodes yet"), "showEmpty() should show the empty state")
    screen.list.showError("The feed is down.")
    #expect(screen.text.contains("The feed is down."), "showError(_:) should show the reason")
  }

  @Test("Enter tells the presenter which row; the presenter asks the coordinator, and only it")
  func selectionGoesToThePresenter() throws {
    let screen = try show()
    // Oldest first on purpose: putting the newest first is the interactor's rule, and this
    // stand-in for the interactor does not follow it.
    interactor.answer(.success(Episodes.oldestFirst))
    #expect(
      screen.lines(with: Episodes.oldestFirst.map(\.title))
        == [
          "The harbour at night 42 min", "Counting the votes 1 h 15 min",
          "The library that never closes 2 h",
        ],
      """
      the rows should come in the order the presenter sends them: the controller sorts \
      again what it should only show, so the rule lives in two places
      """)
    screen.window.send(.down)
    screen.window.send(.enter)
    #expect(
      screen.navigation.viewControllers.count == 1,
      """
      the controller pushed the episode's screen itself: it should only tell its presenter \
      didSelectRow(at:), so where the listener goes next is decided where a test can see it
      """)
    #expect(
      coordinator.shownEpisodes == [Episodes.election],
      "the presenter should hear the selected row and ask its coordinator for that episode")
  }
}
