import NewsCore
import Observing
import TerminalUI

/// The list screen's controller: it observes, feeds the table and turns keys into calls.
/// In MVVM it observes a view model that decides and formats: this class is tested with a stub.
@MainActor
final class NewsListViewController: ViewController, TableViewDataSource, TableViewDelegate {
  let viewModel: any NewsListViewModelType
  private let observations = DisposeBag()

  private let tableView = TableView()
  private let loadingView = LoadingView(text: NewsCopy.loading)
  private let errorBanner = ErrorBanner(title: NewsCopy.errorTitle, hint: NewsCopy.retryHint)
  private let emptyView = MessageView(
    title: NewsCopy.emptyTitle, message: NewsCopy.emptyMessage, hint: NewsCopy.refreshHint)

  init(viewModel: any NewsListViewModelType) {
    self.viewModel = viewModel
    super.init()
    title = NewsCopy.listTitle
    hint = NewsCopy.listHint
  }

  override func viewDidLoad() {
    for subview in [tableView, loadingView, errorBanner, emptyView] { view.addSubview(subview) }
    tableView.register(NewsCell.self, forCellReuseIdentifier: NewsCell.reuseIdentifier)
    tableView.dataSource = self
    tableView.delegate = self
    addKeyCommand(.refresh, target: self, action: NewsListViewController.refresh)
    startObserving()
    refresh()
  }

  /// Every observation is stored in the bag, so each one ends with the controller.
  private func startObserving() {
    viewModel.outputs.rows.bind { [weak self] _ in
      self?.tableView.reloadData()
    }.store(in: observations)
    viewModel.outputs.state.bind { [weak self] _ in
      self?.updateVisibleState()
    }.store(in: observations)
    // Without a coordinator, going is the controller's job: the view model says where.
    viewModel.outputs.route.observe { [weak self] route in
      guard case .story(let story) = route else { return }
      self?.navigationController?.pushViewController(NewsDetailViewController(viewModel: story))
    }.store(in: observations)
  }

  /// Shows exactly one of: spinner, error, empty state, list.
  private func updateVisibleState() {
    let state = viewModel.outputs.state.value
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
    MessageTrace.record("inputs.refresh()", to: viewModel)
    viewModel.inputs.refresh()
  }

  // MARK: Table data source and delegate

  func numberOfRows(in tableView: TableView) -> Int { viewModel.outputs.rows.value.count }

  func tableView(_ tableView: TableView, cellForRowAt row: Int) -> TableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: NewsCell.reuseIdentifier, for: row)
    (cell as? NewsCell)?.configure(with: viewModel.outputs.rows.value[row])
    viewModel.inputs.willDisplayRow(at: row)
    return cell
  }

  func tableView(_ tableView: TableView, didSelectRowAt row: Int) {
    MessageTrace.record("inputs.select(row: \(row))", to: viewModel)
    viewModel.inputs.select(row: row)
  }
}
