import Foundation
import NewsCore
import Observing
import TerminalUI

/// The list screen's controller: it watches, hands the table its rows and turns keys into calls.
/// In MVVM its view model decides and formats: the controller is tested with a stub.
@MainActor
final class NewsListViewController: ViewController, TableViewDelegate {
  let viewModel: any NewsListViewModelType
  private let dataSource: NewsListDataSource
  private let bag = CancellationBag()

  private let tableView = TableView()
  private let loadingView = LoadingView(text: NewsCopy.loading)
  private let errorBanner = ErrorBanner(title: NewsCopy.errorTitle, hint: NewsCopy.retryHint)
  private let emptyView = MessageView(
    title: NewsCopy.emptyTitle, message: NewsCopy.emptyMessage, hint: NewsCopy.refreshHint)

  init(viewModel: any NewsListViewModelType) {
    self.viewModel = viewModel
    dataSource = NewsListDataSource { viewModel.outputs.cellViewModel(at: $0) }
    super.init()
    title = NewsCopy.listTitle
    hint = NewsCopy.listHint
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    for subview in [tableView, loadingView, errorBanner, emptyView] { view.addSubview(subview) }
    tableView.register(NewsCell.self, forCellReuseIdentifier: NewsCell.reuseIdentifier)
    tableView.dataSource = dataSource
    tableView.delegate = self
    addKeyCommand(.refresh, target: self, action: NewsListViewController.refresh)
    bindViewModel()
    viewModel.inputs.viewDidLoad()
  }

  /// Everything it watches is held in the bag, so each one ends with the controller.
  private func bindViewModel() {
    viewModel.outputs.state.bind { [weak self] state in
      self?.render(state)
    }.store(in: bag)
    viewModel.outputs.route.observe { [weak self] route in
      guard case .story(let story) = route else { return }
      let detail = NewsDetailViewController(viewModel: story)
      self?.navigationController?.pushViewController(detail, animated: true)
    }.store(in: bag)
  }

  /// Shows exactly one of: spinner, error, empty state, list.
  private func render(_ state: NewsListState) {
    var error: String?
    switch state {
    case .loading: break
    case .loaded(let rows): show(rows)
    case .empty: show([])
    case .failed(let message): error = message
    }
    state == .loading
      ? loadingView.activityIndicator.startAnimating()
      : loadingView.activityIndicator.stopAnimating()
    loadingView.isHidden = state != .loading
    errorBanner.isHidden = error == nil
    errorBanner.messageLabel.text = error
    emptyView.isHidden = state != .empty
    tableView.isHidden = if case .loaded = state { false } else { true }
  }

  /// The rows behind the table, replaced whole; while loading or after a failure they stay, so
  /// the list behind the error is the one last shown.
  private func show(_ rows: [NewsRow]) {
    dataSource.rows = rows
    tableView.reloadData()
  }

  /// The r key: load again (after a failure, this is the retry).
  func refresh() {
    viewModel.inputs.refresh()
  }

  // MARK: Table delegate

  func tableView(
    _ tableView: TableView, willDisplay cell: TableViewCell, forRowAt indexPath: IndexPath
  ) {
    viewModel.inputs.willDisplayRow(at: indexPath.row)
  }

  func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
    viewModel.inputs.didSelectRow(at: indexPath.row)
  }
}
