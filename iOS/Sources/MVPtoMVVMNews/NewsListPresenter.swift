// Made by `make ios` from Sources/MVPtoMVVMNews/NewsListPresenter.swift: the kit's file as it is written
// on iOS. Each `// ≠ name` marks a line that differs, named in UIKitShape/Differences.md.
import Foundation
import NewsCore
import Observing

/// What the list screen's view tells its presenter: what happened, never what to do.
@MainActor
protocol NewsListPresenting: AnyObject {
  /// The screen exists: load the list.
  func viewDidLoad()
  /// The reader pressed r: load again (after a failure, this is the retry).
  func refresh()
  /// `row` is about to be on screen: its picture is wanted, if it has one.
  func willDisplayRow(at row: Int)
  /// The reader opened `row`.
  func didSelectRow(at row: Int)
}

/// The list screen's presenter: it hears what the reader did, and tells the passive view what
/// to show, one call at a time.
///
/// It decides nothing: `NewsListViewModel` does, and a test reads it as a sequence of states.
/// What is left here is a `switch` too plain to get wrong, and the one thing a view model
/// should not know: the coordinator.
@MainActor
final class NewsListPresenter: NewsListPresenting {
  /// Weak: the view controller owns its presenter, not the reverse.
  weak var view: (any NewsListView)?

  private let viewModel: any NewsListViewModelType
  /// Weak: the coordinator owns, through the stack, this presenter's screen (see `NewsCoordinator`).
  private weak let coordinator: (any NewsCoordinating)?
  private let bag = CancellationBag()

  init(viewModel: any NewsListViewModelType, coordinator: any NewsCoordinating) {
    self.viewModel = viewModel
    self.coordinator = coordinator
  }

  // MARK: What the view reports

  func viewDidLoad() {
    bindViewModel()
    viewModel.inputs.viewDidLoad()
  }

  func refresh() { viewModel.inputs.refresh() }

  func willDisplayRow(at row: Int) { viewModel.inputs.willDisplayRow(at: row) }

  func didSelectRow(at row: Int) { viewModel.inputs.didSelectRow(at: row) }

  // MARK: Telling the view

  /// Every binding is stored in the bag, so each one ends with the presenter.
  private func bindViewModel() {
    viewModel.outputs.state.bind { [weak self] state in
      self?.render(state)
    }.store(in: bag)
    viewModel.outputs.route.observe { [weak self] route in
      guard case .story(let item) = route else { return }
      self?.coordinator?.showDetail(for: item)
    }.store(in: bag)
  }

  private func render(_ state: NewsListState) {
    switch state {
    case .loading: view?.showLoading()
    case .loaded(let rows): view?.showRows(rows)
    case .empty: view?.showEmpty()
    case .failed(let message): view?.showError(message)
    }
  }
}
