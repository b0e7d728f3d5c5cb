import NewsCore

/// The list screen's presenter, now a thin forwarder: the reader's actions go to the view
/// model, and each state the view model announces becomes one call on the passive view.
///
/// Compare it with MVPNews's presenter of the same name: every decision it made (when to load,
/// which screen follows, how a row reads, where a late thumbnail goes) now lives in
/// `NewsListViewModel`, where a test reads it as a sequence of states. What is left here is a
/// `switch` too plain to get wrong, and the one thing a view model should not know: the
/// coordinator.
@MainActor
final class NewsListPresenter {
  /// Weak: the view controller owns its presenter, not the reverse.
  weak var view: (any NewsListView)?

  let viewModel: NewsListViewModel
  /// Strong: this presenter is what keeps the coordinator alive (see `NewsCoordinator`).
  let coordinator: any NewsCoordinating
  private let trace: MessageTrace

  init(
    viewModel: NewsListViewModel, coordinator: any NewsCoordinating,
    trace: MessageTrace = .disabled
  ) {
    self.viewModel = viewModel
    self.coordinator = coordinator
    self.trace = trace
    viewModel.onStateChanged = { [weak self] state in self?.render(state) }
  }

  // MARK: What the view reports, forwarded

  func viewDidLoad() {
    trace.record(self, to: viewModel, "viewDidLoad()")
    viewModel.viewDidLoad()
  }

  func refresh() {
    trace.record(self, to: viewModel, "refresh()")
    viewModel.refresh()
  }

  /// Not traced: it comes once for every cell drawn.
  func willDisplayRow(at row: Int) { viewModel.willDisplayRow(at: row) }

  func didSelectRow(at row: Int) {
    trace.record(self, to: viewModel, "select(row: \(row))")
    guard let item = viewModel.select(row: row) else { return }
    trace.record(self, to: coordinator, "showDetail(for: \(item.id))")
    coordinator.showDetail(for: item)
  }

  // MARK: Each state, as a view call

  private func render(_ state: NewsListViewModel.State) {
    trace.record(viewModel, to: self, "onStateChanged(\(state.summary))")
    switch state {
    case .idle: break
    case .loading: tellView("showLoading()") { $0.showLoading() }
    case .loaded(let rows): tellView("showRows(\(rows.count) rows)") { $0.showRows(rows) }
    case .empty: tellView("showEmpty()") { $0.showEmpty() }
    case .failed(let message): tellView("showError(\(message))") { $0.showError(message) }
    }
  }

  /// Calls the view if it is still there, and records the call for `--trace`.
  private func tellView(_ message: String, _ call: (any NewsListView) -> Void) {
    guard let view else { return }
    trace.record(self, to: view, message)
    call(view)
  }
}
