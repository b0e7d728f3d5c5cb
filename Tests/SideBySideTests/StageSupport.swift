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
  static func makeScene(environment: NewsEnvironment) -> Scene {
    MVCNewsApp.makeScene(environment: environment)
  }
}

enum ThirdMVC: NewsVariant {
  static let name = "mvc-3"
  static let summary = "MVC once more"
  static func makeScene(environment: NewsEnvironment) -> Scene {
    MVCNewsApp.makeScene(environment: environment)
  }
}

enum FourthMVC: NewsVariant {
  static let name = "mvc-4"
  static let summary = "MVC a fourth time"
  static func makeScene(environment: NewsEnvironment) -> Scene {
    MVCNewsApp.makeScene(environment: environment)
  }
}

enum FifthMVC: NewsVariant {
  static let name = "mvc-5"
  static let summary = "MVC a fifth time"
  static func makeScene(environment: NewsEnvironment) -> Scene {
    MVCNewsApp.makeScene(environment: environment)
  }
}

/// A deliberately broken telling: MVC, but its news service loses the first story, so once
/// the list arrives it draws a different screen from every correct variant.
enum BrokenNewsApp: NewsVariant {
  static let name = "broken"
  static let summary = "MVC that loses a story"
  static func makeScene(environment: NewsEnvironment) -> Scene {
    var environment = environment
    environment.newsService = LosingFirstStory(environment.newsService)
    return MVCNewsApp.makeScene(environment: environment)
  }

  final class LosingFirstStory: NewsService {
    let service: any NewsService
    init(_ service: any NewsService) { self.service = service }

    func startLoadingNews(
      completion: @escaping @MainActor (Result<[NewsItem], NewsLoadError>) -> Void
    ) -> CancellationToken {
      service.startLoadingNews { completion($0.map { Array($0.dropFirst()) }) }
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

  /// The messages every pane has shown, as `--trace` prints them.
  var shownMessages: [[String]] {
    panes.map { $0.conversation.shown.map(\.message.description) }
  }

  /// Presses each character of `keys` as the kit would read it from a terminal.
  func type(_ keys: String) {
    var decoder = KeyDecoder()
    for press in decoder.decodePresses(Array(keys.utf8)) { handle(press) }
  }
}
