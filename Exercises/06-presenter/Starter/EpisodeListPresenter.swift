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

/// The list screen's presenter.
///
/// For now it does nothing but hand the controller its interactor, and the controller does all
/// the work. Move that work here: hear what the listener did, decide, and tell the passive view
/// what to show and the coordinator where to go.
@MainActor
final class EpisodeListPresenter: EpisodeListPresenting {
  /// Weak: the view controller owns its presenter, not the reverse.
  weak var view: (any EpisodeListView)?
  /// What the controller loads through today. Once the presenter loads, no view needs it: make
  /// it private.
  let interactor: any EpisodeListUseCase
  /// Weak: the app's root owns the coordinator, which outlives every screen.
  weak var coordinator: (any EpisodeCoordinating)?

  /// Creates the presenter; episodes come from `interactor`, screens open through `coordinator`.
  init(interactor: any EpisodeListUseCase, coordinator: any EpisodeCoordinating) {
    self.interactor = interactor
    self.coordinator = coordinator
  }

  func viewDidLoad() {}

  func refresh() {}

  func didSelectRow(at row: Int) {}
}
