import NewsCore
import Observing

/// The list screen's presenter: it hears what the reader did, and tells the passive view what
/// to show, one call at a time.
///
/// Here it decides nothing: what MVPNews's presenter decided, `NewsListViewModel` now does,
/// and a test reads it as a sequence of states. What is left is a `switch` too plain to get
/// wrong, and the one thing a view model should not know: the coordinator.
@MainActor
final class NewsListPresenter {
  /// Weak: the view controller owns its presenter, not the reverse.
  weak var view: (any NewsListView)?

  let viewModel: any NewsListViewModelType
  /// Weak: the app's root owns the coordinator (see `NewsCoordinator`).
  private(set) weak var coordinator: (any NewsCoordinating)?
  private let bag = CancellationBag()

  init(viewModel: any NewsListViewModelType, coordinator: any NewsCoordinating) {
    self.viewModel = viewModel
    self.coordinator = coordinator
    viewModel.outputs.state.observe { [weak self] state in
      self?.render(state)
    }.store(in: bag)
  }

  // MARK: What the view reports

  /// The screen exists: load the list.
  func viewDidLoad() {
    MessageTrace.record("inputs.viewDidLoad()", to: viewModel)
    viewModel.inputs.viewDidLoad()
  }

  /// The r key: load again (after a failure, this is the retry).
  func refresh() {
    MessageTrace.record("inputs.refresh()", to: viewModel)
    viewModel.inputs.refresh()
  }

  /// A cell is about to show `row`: its thumbnail is wanted, if it has one.
  func willDisplayRow(at row: Int) { viewModel.inputs.willDisplayRow(at: row) }

  /// The reader opened `row`.
  func didSelectRow(at row: Int) {
    MessageTrace.record("inputs.select(row: \(row))", to: viewModel)
    guard let item = viewModel.inputs.select(row: row) else { return }
    coordinator?.showDetail(for: item)
  }

  // MARK: Telling the view

  private func render(_ state: NewsListState) {
    switch state {
    case .idle: break
    case .loading: view?.showLoading()
    case .loaded(let rows): view?.showRows(rows)
    case .empty: view?.showEmpty()
    case .failed(let message): view?.showError(message)
    }
  }
}
