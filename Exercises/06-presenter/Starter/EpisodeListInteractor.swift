/// What the list screen needs from the outside world: its episodes. A protocol, so that a
/// presenter's test can hand in a stand-in that answers when the test says.
@MainActor
protocol EpisodeListUseCase: AnyObject {
  /// Loads the episodes, newest first; `completion` runs once, later.
  func loadEpisodes(completion: @escaping @MainActor (Result<[Episode], EpisodeLoadError>) -> Void)
}

/// The list's interactor: it talks to the episode service, and to nothing on screen.
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
    // TODO: newest first. (Today the list controller puts them in order itself.)
    service.loadEpisodes(completion: completion)
  }
}
