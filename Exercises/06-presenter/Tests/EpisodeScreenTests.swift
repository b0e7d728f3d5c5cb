import TerminalUI
import Testing

@testable import class Exercise06Presenter.EpisodeCoordinator
@testable import class Exercise06Presenter.EpisodeDetailViewController
@testable import class Exercise06Presenter.EpisodeListViewController
@testable import struct Exercise06Presenter.EpisodeLoadError

/// The app as its root starts it — a coordinator kept as long as the window, as a scene
/// delegate keeps it — drawn without a terminal. These tests pass on the starter: they are the
/// safety net while the work moves out of the controller.
@MainActor
@Suite("The episode screens, through the coordinator")
struct EpisodeScreenTests {
  private let service = ScriptedEpisodes()
  /// What the app's scene delegate would keep: the coordinator.
  private let sceneDelegate = KeptCoordinator()

  private func start() -> (Window, NavigationController) {
    let coordinator = EpisodeCoordinator(service: service)
    sceneDelegate.coordinator = coordinator
    let navigation = coordinator.start()
    let window = Window.showing(navigation, size: Size(width: 60, height: 9))
    return (window, navigation)
  }

  private func screen(_ window: Window) -> String {
    window.render(at: .zero).plainText
  }

  @Test("the list shows a spinner, then the episodes newest first, each with its duration")
  func showsTheEpisodes() {
    let (window, _) = start()
    #expect(screen(window).contains("Loading episodes…"))
    service.answer(.success(Episodes.oldestFirst))
    let lines = screen(window).split(separator: "\n").map(String.init)
    let rows = lines.filter { $0.contains(" min") || $0.hasSuffix(" h") }
    #expect(rows.count == 3)
    #expect(rows.first?.contains("The library that never closes") == true)
    #expect(rows.first?.hasSuffix("2 h") == true)
    #expect(rows.last?.contains("The harbour at night") == true)
    #expect(rows.last?.hasSuffix("42 min") == true)
  }

  @Test("loading the screen asks for the episodes once")
  func loadsOnce() {
    let (window, _) = start()
    #expect(service.requestCount == 1, "the screen loaded the episodes more than once")
    withExtendedLifetime(window) {}
  }

  @Test("a failure shows its reason; r loads again")
  func failureThenRetry() {
    let (window, _) = start()
    service.answer(.failure(EpisodeLoadError(reason: "The feed is down.")))
    #expect(screen(window).contains("The feed is down."))
    window.send(.refresh)
    #expect(service.requestCount == 2)
    service.answer(.success([Episodes.harbour]))
    #expect(screen(window).contains("The harbour at night"))
  }

  @Test("no episodes shows the empty state")
  func emptyFeed() {
    let (window, _) = start()
    service.answer(.success([]))
    #expect(screen(window).contains("No episodes yet"))
  }

  @Test("Enter opens the selected episode, on one new screen")
  func enterOpensOneEpisode() {
    let (window, navigation) = start()
    service.answer(.success(Episodes.oldestFirst))
    window.send(.down)
    window.send(.enter)
    #expect(navigation.viewControllers.count == 2, "Enter should push exactly one screen")
    #expect(
      (navigation.topViewController as? EpisodeDetailViewController)?.episode
        == Episodes.election)
    #expect(screen(window).contains("Inside the count"))
  }

  @Test("the screens, the presenter and the coordinator all go when the window closes")
  func everythingIsReleased() {
    weak var coordinator: EpisodeCoordinator?
    weak var list: EpisodeListViewController?
    weak var presenter: AnyObject?
    do {
      let made = EpisodeCoordinator(service: service)
      coordinator = made
      let navigation = made.start()
      let window = Window.showing(navigation, size: Size(width: 60, height: 9))
      list = navigation.topViewController as? EpisodeListViewController
      presenter = list?.presenter as AnyObject?
      service.answer(.success(Episodes.oldestFirst))
      window.send(.enter)
      window.close()
    }
    #expect(list == nil, "something still holds the list controller")
    #expect(presenter == nil, "something still holds the presenter")
    #expect(coordinator == nil, "something still holds the coordinator")
  }
}

/// Keeps a coordinator, as the app's scene delegate does.
@MainActor
final class KeptCoordinator {
  var coordinator: EpisodeCoordinator?
}
