import NewsCore
import Observing
import TerminalUI

/// The list screen's controller: it observes, feeds the table and turns keys into calls.
/// In MVVM it owns a view model, set once, that decides and formats: it is tested with a stub.
@MainActor
final class NewsListViewController: ViewController, TableViewDataSource, TableViewDelegate {
  let viewModelSlot = ViewModelSlot<any NewsListViewModelType>()

  private let tableView = TableView()
  private let loadingView = LoadingView(text: NewsCopy.loading)
  private let errorBanner = ErrorBanner(title: NewsCopy.errorTitle, hint: NewsCopy.retryHint)
  private let emptyView = MessageView(
    title: NewsCopy.emptyTitle, message: NewsCopy.emptyMessage, hint: NewsCopy.refreshHint)

  init(viewModel: any NewsListViewModelType) {
    super.init()
    title = NewsCopy.listTitle
    hint = NewsCopy.listHint
    self.viewModel = viewModel
  }

  override func viewDidLoad() {
    for subview in [tableView, loadingView, errorBanner, emptyView] { view.addSubview(subview) }
    tableView.register(NewsCell.self, forCellReuseIdentifier: NewsCell.reuseIdentifier)
    tableView.dataSource = self
    tableView.delegate = self
    addKeyCommand(.refresh, target: self, action: NewsListViewController.refresh)
    refresh()
  }

  /// Every observation is stored in the bag, so each one ends with the controller.
  func didSetViewModel(_ viewModel: any NewsListViewModelType, bag: CancellationBag) {
    observe(viewModel.outputs.rows, of: viewModel) { [weak self] _ in
      self?.tableView.reloadData()
    }.store(in: bag)
    observe(viewModel.outputs.state, of: viewModel) { [weak self] _ in
      self?.updateVisibleState()
    }.store(in: bag)
    viewModel.outputs.route.observe { [weak self] route in
      guard case .story(let story) = route else { return }
      self?.navigationController?.pushViewController(NewsDetailViewController(viewModel: story))
    }.store(in: bag)
  }

  /// Shows exactly one of: spinner, error, empty state, list.
  private func updateVisibleState() {
    let state = viewModel.outputs.state
    let isLoading = state == .loading
    let error: String? = if case .failed(let message) = state { message } else { nil }
    isLoading
      ? loadingView.activityIndicator.startAnimating()
      : loadingView.activityIndicator.stopAnimating()
    loadingView.isHidden = !isLoading
    errorBanner.isHidden = error == nil
    errorBanner.messageLabel.text = error ?? ""
    emptyView.isHidden = state != .empty
    tableView.isHidden = state != .list
  }

  /// The first load, and the r key: load again (after a failure, this is the retry).
  func refresh() {
    viewModel.inputs.refresh()
  }

  // MARK: Table data source and delegate

  func numberOfRows(in tableView: TableView) -> Int { viewModel.outputs.rows.count }

  func tableView(_ tableView: TableView, cellForRowAt row: Int) -> TableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: NewsCell.reuseIdentifier, for: row)
    (cell as? NewsCell)?.viewModel = viewModel.outputs.cellViewModel(at: row)
    return cell
  }

  func tableView(_ tableView: TableView, didSelectRowAt row: Int) {
    viewModel.inputs.select(row: row)
  }
}

extension NewsListViewController: NonReusableViewModelOwner {}
