// Made by `make ios` from Exercises/06-presenter/Solution/EpisodeListInteractor.swift: the kit's file as it is written
// on iOS. Each `// ≠ name` marks a line that differs, named in UIKitShape/Differences.md.
/// What the list screen needs from the outside world: its episodes. A protocol, so that a
/// presenter's test can hand in a stand-in that answers when the test says.
@MainActor
protocol EpisodeListUseCase: AnyObject {
  /// Loads the episodes, newest first; `completion` runs once, later.
  func loadEpisodes(completion: @escaping @MainActor (Result<[Episode], EpisodeLoadError>) -> Void)
}

/// The list's interactor: it talks to the episode service, and to nothing on screen.
///
/// Its rule — newest first, whatever order the feed uses — is about the podcast, not about a
/// screen, so it lives here, where any screen that lists episodes gets it.
@MainActor
final class EpisodeListInteractor: EpisodeListUseCase {
  private let service: any EpisodeService

  /// Creates the interactor over `service`.
  init(service: any EpisodeService) {
    self.service = service
  }

  func loadEpisodes(
    completion: @escaping @MainActor (Result<[Episode], EpisodeLoadError>) -> Void
  ) {
    service.loadEpisodes { result in
      completion(result.map { episodes in episodes.sorted { $0.published > $1.published } })
    }
  }
}
