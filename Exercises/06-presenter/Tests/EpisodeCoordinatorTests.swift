import TerminalUI
import Testing

@testable import class Exercise06Presenter.EpisodeCoordinator
@testable import class Exercise06Presenter.EpisodeDetailViewController
@testable import class Exercise06Presenter.EpisodeListPresenter
@testable import class Exercise06Presenter.EpisodeListViewController

@MainActor
@Suite("The coordinator, and how it wires the list")
struct EpisodeCoordinatorTests {
  private let service = ScriptedEpisodes()

  @Test("the list controller is its presenter's passive view")
  func theListIsThePresentersView() throws {
    let coordinator = EpisodeCoordinator(service: service)
    let navigation = coordinator.start()
    let list = try #require(navigation.topViewController as? EpisodeListViewController)
    let presenter = try #require(
      list.presenter as AnyObject as? EpisodeListPresenter,
      "the list controller should be made with the presenter")
    #expect(
      presenter.view === list,
      "the presenter should tell the list controller what to show: the coordinator connects them")
    #expect(presenter.coordinator === coordinator)
  }

  @Test("asked to show an episode, the coordinator opens its screen")
  func coordinatorOpensTheEpisode() {
    let coordinator = EpisodeCoordinator(service: service)
    let navigation = coordinator.start()
    let window = Window.showing(navigation, size: Size(width: 60, height: 9))
    window.makeKeyAndVisible()
    coordinator.showDetail(for: Episodes.harbour)
    #expect(
      (navigation.topViewController as? EpisodeDetailViewController)?.episode
        == Episodes.harbour,
      "showDetail(for:) should push the episode's screen")
    #expect(window.render(at: .zero).plainText.contains("A night shift with the pilots"))
  }
}
