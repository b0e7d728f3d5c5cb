import Foundation
import MVCNews
import NewsCore
import Observing
import TerminalUI

@testable import AppShell
@testable import SideBySide

/// MVC under other names, so a test can fill a stage with as many panes as it needs, each
/// drawing what MVC draws.
enum SecondMVC: NewsVariant {
  static let name = "mvc-2"
  static let summary = "MVC again"
  static func makeSceneDelegate(environment: NewsEnvironment) -> any WindowSceneDelegate {
    MVCNewsApp.makeSceneDelegate(environment: environment)
  }
}

enum ThirdMVC: NewsVariant {
  static let name = "mvc-3"
  static let summary = "MVC once more"
  static func makeSceneDelegate(environment: NewsEnvironment) -> any WindowSceneDelegate {
    MVCNewsApp.makeSceneDelegate(environment: environment)
  }
}

enum FourthMVC: NewsVariant {
  static let name = "mvc-4"
  static let summary = "MVC a fourth time"
  static func makeSceneDelegate(environment: NewsEnvironment) -> any WindowSceneDelegate {
    MVCNewsApp.makeSceneDelegate(environment: environment)
  }
}

enum FifthMVC: NewsVariant {
  static let name = "mvc-5"
  static let summary = "MVC a fifth time"
  static func makeSceneDelegate(environment: NewsEnvironment) -> any WindowSceneDelegate {
    MVCNewsApp.makeSceneDelegate(environment: environment)
  }
}

/// A deliberately broken telling: MVC, but its news service loses the first story, so once
/// the list arrives it draws a different screen from every correct variant.
enum BrokenNewsApp: NewsVariant {
  static let name = "broken"
  static let summary = "MVC that loses a story"
  static func makeSceneDelegate(environment: NewsEnvironment) -> any WindowSceneDelegate {
    var environment = environment
    environment.newsService = LosingFirstStory(environment.newsService)
    return MVCNewsApp.makeSceneDelegate(environment: environment)
  }

  final class LosingFirstStory: NewsService {
    let service: any NewsService
    init(_ service: any NewsService) { self.service = service }

    func loadNews(
      completion: @escaping @MainActor (Result<[NewsItem], NewsLoadError>) -> Void
    ) -> CancellationToken {
      service.loadNews { completion($0.map { Array($0.dropFirst()) }) }
    }
  }
}

/// A real clock for a stage that a test moves by hand.
@MainActor
final class HandMovedClock {
  var now: Duration = .zero
  var reading: () -> Duration { { self.now } }
}

extension Stage {
  /// A stage of `variants` on `screen`, its real clock moved by hand through `clock`.
  static func make(
    _ variants: [any NewsVariant.Type] = [MVCNewsApp.self, SecondMVC.self, ThirdMVC.self],
    screen: Size = Size(width: 120, height: 40), delay: Duration = .seconds(3),
    clock: HandMovedClock = HandMovedClock()
  ) -> Stage {
    Stage(variants: variants, delay: delay, screen: screen, realTime: clock.reading)
  }

  /// The messages every pane shows, as `--trace` prints them.
  var shownMessages: [[String]] {
    panes.indices.map { shownEntries(ofPane: $0).map(\.message.description) }
  }

  /// The screen every pane shows.
  var shownScreens: [CellGrid] { panes.indices.map(screen(ofPane:)) }

  /// How many messages every pane shows.
  var shownCounts: [Int] { history.moments[shownMoment].panes.map(\.shown) }

  /// Presses each character of `keys` as the kit would read it from a terminal.
  func type(_ keys: String) {
    for press in KeyDecoder().decodingPresses(keys) { handle(press) }
  }
}

extension KeyDecoder {
  /// The presses `keys` would arrive as from a terminal.
  func decodingPresses(_ keys: String) -> [KeyPress] {
    var decoder = self
    return decoder.decodePresses(Array(keys.utf8))
  }
}

/// MVC whose list is titled `wrongTitle` until the next turn of the run loop, then `settles`:
/// as a telling that delivers its changes a turn later would show its first screen, a turn
/// late. A stage that showed its first frame before that turn would show a screen no other
/// pane shows; one that compared only settled moments would not notice.
@MainActor
func sceneTitledLate(
  settlingOn settles: String?, environment: NewsEnvironment
) -> any WindowSceneDelegate {
  ConnectedThen(MVCNewsApp.makeSceneDelegate(environment: environment)) { window in
    let list = (window.rootViewController as? NavigationController)?.topViewController
    let settled = settles ?? list?.title
    list?.title = "Not yet"
    // The work keeps its own token until it runs: released, a token cancels its work.
    let pending = PendingWork()
    pending.token = environment.scheduler.schedule(after: .zero) {
      list?.title = settled
      pending.token = nil
    }
  }
}

/// A telling's scene delegate, and then something done to the window it made.
@MainActor
final class ConnectedThen: Responder, WindowSceneDelegate {
  private let delegate: any WindowSceneDelegate
  private let then: @MainActor (Window) -> Void

  init(_ delegate: any WindowSceneDelegate, then: @escaping @MainActor (Window) -> Void) {
    self.delegate = delegate
    self.then = then
    super.init()
  }

  var window: Window? {
    get { delegate.window }
    set { delegate.window = newValue }
  }

  func scene(
    _ scene: Scene, willConnectTo session: SceneSession,
    options connectionOptions: Scene.ConnectionOptions
  ) {
    delegate.scene(scene, willConnectTo: session, options: connectionOptions)
    if let window { then(window) }
  }
}

/// Holds the token of a piece of work that nothing else holds.
@MainActor
final class PendingWork {
  var token: CancellationToken?
}

/// MVC that shows its real first screen a turn late: the same as MVC's, once settled.
enum LateMVC: NewsVariant {
  static let name = "mvc-late"
  static let summary = "MVC, its first screen a turn late"
  static func makeSceneDelegate(environment: NewsEnvironment) -> any WindowSceneDelegate {
    sceneTitledLate(settlingOn: nil, environment: environment)
  }
}

/// MVC wrong from its first frame: the list's title settles, a turn late, on another word.
enum WrongFromTheStartMVC: NewsVariant {
  static let name = "mvc-wrong"
  static let summary = "MVC with another title"
  static func makeSceneDelegate(environment: NewsEnvironment) -> any WindowSceneDelegate {
    sceneTitledLate(settlingOn: "Olds", environment: environment)
  }
}
