// Made by `make ios` from Exercises/06-presenter/Solution/EpisodeListPresenter.swift: the kit's file as it is written
// on iOS. Each `// ≠ name` marks a line that differs, named in UIKitShape/Differences.md.
/// What the list screen's view tells its presenter: what happened, never what to do.
@MainActor
protocol EpisodeListPresenting: AnyObject {
  /// The screen exists: load the episodes.
  func viewDidLoad()
  /// The listener pressed r: load again (after a failure, this is the retry).
  func refresh()
  /// The listener opened `row`.
  func didSelectRow(at row: Int)
}

/// The list screen's presenter: it hears what the listener did, and tells the passive view what
/// to show, one call at a time, and the coordinator where to go.
///
/// It decides everything the screen shows, so that is where the tests look — through a fake
/// view's log of calls and a fake coordinator's list of destinations, without drawing anything.
@MainActor
final class EpisodeListPresenter: EpisodeListPresenting {
  /// Weak: the view controller owns its presenter, not the reverse.
  weak var view: (any EpisodeListView)?
  private let interactor: any EpisodeListUseCase
  /// Weak: the app's root owns the coordinator, which outlives every screen.
  weak var coordinator: (any EpisodeCoordinating)?
  /// The episodes on screen, in the order shown, to know which one a selected row is.
  private var episodes: [Episode] = []

  /// Creates the presenter; episodes come from `interactor`, screens open through `coordinator`.
  init(interactor: any EpisodeListUseCase, coordinator: any EpisodeCoordinating) {
    self.interactor = interactor
    self.coordinator = coordinator
  }

  // MARK: What the view reports

  func viewDidLoad() { load() }

  func refresh() { load() }

  func didSelectRow(at row: Int) {
    guard episodes.indices.contains(row) else { return }
    coordinator?.showDetail(for: episodes[row])
  }

  // MARK: Telling the view

  private func load() {
    view?.showLoading()
    interactor.loadEpisodes { [weak self] result in self?.didLoad(result) }
  }

  private func didLoad(_ result: Result<[Episode], EpisodeLoadError>) {
    switch result {
    case .success(let episodes) where episodes.isEmpty:
      self.episodes = []
      view?.showEmpty()
    case .success(let episodes):
      self.episodes = episodes
      view?.showRows(episodes.map(Self.row(for:)))
    case .failure(let error):
      // The episodes stay: the list behind the error is the one last shown.
      view?.showError(error.reason)
    }
  }

  private static func row(for episode: Episode) -> EpisodeRow {
    EpisodeRow(title: episode.title, duration: duration(episode.minutes))
  }

  /// "42 min", "1 h 15 min", "2 h".
  private static func duration(_ minutes: Int) -> String {
    switch (minutes / 60, minutes % 60) {
    case (0, let rest): "\(rest) min"
    case (let hours, 0): "\(hours) h"
    case (let hours, let rest): "\(hours) h \(rest) min"
    }
  }
}
