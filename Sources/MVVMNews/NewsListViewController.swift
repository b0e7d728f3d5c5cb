import NewsCore
import Observing
import TerminalUI

/// The list screen's controller, thin on purpose: it binds the view model's
/// outputs to views and forwards keys and selections as inputs. It formats
/// nothing and decides neither what the screen shows nor which story opens.
/// Its one other job is routing: when the view model sends a route, the
/// controller builds the story's view model and screen and pushes them, as
/// MVVM without a coordinator leaves to it. The wiring is checked through the
/// running app; the behaviour is specified in the view model's tests.
@MainActor
final class NewsListViewController: ViewController, TableViewDelegate {
  let viewModel: NewsListViewModel
  let dataSource: NewsListDataSource
  private let imageLoader: any ImageLoading
  private let trace: MessageTrace
  private let bindings = DisposeBag()

  private let tableView = TableView()
  private let loadingView = LoadingView(text: NewsCopy.loading)
  private let errorBanner = ErrorBanner(title: NewsCopy.errorTitle, hint: NewsCopy.retryHint)
  private let emptyView = MessageView(
    title: NewsCopy.emptyTitle, message: NewsCopy.emptyMessage, hint: NewsCopy.refreshHint)

  init(viewModel: NewsListViewModel, imageLoader: any ImageLoading, trace: MessageTrace) {
    self.viewModel = viewModel
    // The table holds its data source weakly, as UIKit's does; the controller keeps it alive.
    dataSource = NewsListDataSource(inputs: viewModel.inputs, trace: trace)
    self.imageLoader = imageLoader
    self.trace = trace
    super.init()
    title = NewsCopy.listTitle
    hint = NewsCopy.listHint
  }

  override func viewDidLoad() {
    for subview in [tableView, loadingView, errorBanner, emptyView] { view.addSubview(subview) }
    tableView.register(NewsCell.self, forCellReuseIdentifier: NewsCell.reuseIdentifier)
    tableView.dataSource = dataSource
    tableView.delegate = self
    addKeyCommand(.refresh, target: self, action: NewsListViewController.refresh)
    bindViewModel()
    trace.record(self, to: viewModel, "inputs.viewDidLoad()")
    viewModel.inputs.viewDidLoad()
  }

  /// Every output, bound once. The closures capture `self` weakly and their
  /// tokens live in the bag, so the bindings end with the controller.
  private func bindViewModel() {
    let outputs = viewModel.outputs
    outputs.state.bind { [weak self] state in
      guard let self else { return }
      trace.record(viewModel, to: self, "outputs.state: \(Self.describe(state))")
      show(state)
    }.store(in: bindings)
    outputs.rows.bind { [weak self] rows in
      guard let self else { return }
      trace.record(viewModel, to: self, "outputs.rows: \(rows.count) rows")
      dataSource.apply(rows, to: tableView)
    }.store(in: bindings)
    // `observe`, not `bind`: a route is an event, and binding would replay the last
    // story opened the moment the binding is made.
    outputs.route.observe { [weak self] route in
      guard let self, let route else { return }
      trace.record(viewModel, to: self, "outputs.route: story")
      go(to: route)
    }.store(in: bindings)
  }

  /// Shows exactly one of: spinner, error, empty state, list.
  private func show(_ state: NewsListState) {
    let isLoading = state == .loading
    isLoading
      ? loadingView.activityIndicator.startAnimating()
      : loadingView.activityIndicator.stopAnimating()
    loadingView.isHidden = !isLoading
    if case .failed(let message) = state {
      errorBanner.messageLabel.text = message
      errorBanner.isHidden = false
    } else {
      errorBanner.messageLabel.text = ""
      errorBanner.isHidden = true
    }
    emptyView.isHidden = state != .empty
    tableView.isHidden = state != .list
  }

  private func go(to route: NewsListRoute) {
    switch route {
    case .story(let item):
      let detailModel = NewsDetailViewModel(item: item, imageLoader: imageLoader, trace: trace)
      let detail = NewsDetailViewController(viewModel: detailModel, trace: trace)
      trace.record(self, to: NavigationController.self, "push(NewsDetailViewController)")
      navigationController?.pushViewController(detail)
    }
  }

  /// The r key.
  func refresh() {
    trace.record(self, to: viewModel, "inputs.refresh()")
    viewModel.inputs.refresh()
  }

  func tableView(_ tableView: TableView, didSelectRowAt row: Int) {
    trace.record(tableView, to: self, "didSelectRowAt(\(row))")
    trace.record(self, to: viewModel, "inputs.select(row: \(row))")
    viewModel.inputs.select(row: row)
  }

  private static func describe(_ state: NewsListState) -> String {
    switch state {
    case .loading: "loading"
    case .list: "list"
    case .empty: "empty"
    case .failed: "failed"
    }
  }
}
