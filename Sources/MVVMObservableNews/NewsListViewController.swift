import Foundation
import NewsCore
import Observing
import TerminalUI

/// The list screen's controller: it watches, hands the table its rows and turns the reader's
/// actions into calls. In MVVM its view model decides and formats: the controller is tested
/// with a stub.
@MainActor
final class NewsListViewController: ViewController, TableViewDelegate {
  private let viewModel: any NewsListViewModelType
  /// Makes the view model of each story the list opens.
  private let detailViewModel: @MainActor (NewsItem) -> any NewsDetailViewModelType
  private let dataSource: NewsListDataSource
  private let bag = CancellationBag()

  private let tableView = TableView()
  private let refreshControl = RefreshControl()
  /// Loads again: what pulling the list down does, and the error and empty screens' button.
  private lazy var refreshAction = Action { [weak self] _ in self?.refresh() }

  init(
    viewModel: any NewsListViewModelType,
    detailViewModel: @escaping @MainActor (NewsItem) -> any NewsDetailViewModelType
  ) {
    self.viewModel = viewModel
    self.detailViewModel = detailViewModel
    dataSource = NewsListDataSource { viewModel.outputs.cellViewModel(at: $0) }
    super.init(nibName: nil, bundle: nil)
    title = NewsCopy.listTitle
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override func loadView() {
    view = tableView
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    tableView.register(NewsCell.self, forCellReuseIdentifier: NewsCell.reuseIdentifier)
    tableView.dataSource = dataSource
    tableView.delegate = self
    refreshControl.addAction(refreshAction, for: .valueChanged)
    tableView.refreshControl = refreshControl
    bindViewModel()
    viewModel.inputs.viewDidLoad()
  }

  /// The route is an event, not state: it is watched as a stream, held in the bag, so it ends
  /// with the controller. The state is read in `updateProperties()`.
  private func bindViewModel() {
    viewModel.outputs.route.observe { [weak self] route in
      guard let self, case .story(let story) = route else { return }
      let detail = NewsDetailViewController(viewModel: detailViewModel(story))
      navigationController?.pushViewController(detail, animated: true)
    }.store(in: bag)
  }

  /// Called by UIKit before the screen is laid out, and again whenever something read here
  /// changes: the view model's state, which Observation tracks as it is read.
  /// It reads the state as it is now, not each state it passed through: an answer that lands
  /// before the update is never drawn loading, so the refresh control's spinner, which UIKit
  /// leaves turning until it is told, stops here, whatever the state.
  override func updateProperties() {
    super.updateProperties()
    refreshControl.endRefreshing()
    render(viewModel.outputs.state)
  }

  /// Shows exactly one of: spinner, error, empty state, list.
  private func render(_ state: NewsListState) {
    switch state {
    case .loading:
      contentUnavailableConfiguration = ContentUnavailableConfiguration.loading()
    case .loaded(let rows):
      show(rows)
      contentUnavailableConfiguration = nil
    case .empty:
      show([])
      contentUnavailableConfiguration = ContentUnavailableConfiguration.newsEmpty(
        refresh: refreshAction)
    case .failed(let message):
      contentUnavailableConfiguration = ContentUnavailableConfiguration.newsFailed(
        message, retry: refreshAction)
    }
  }

  /// A pull, and the button: load again (after a failure, this is the retry).
  func refresh() {
    viewModel.inputs.refresh()
  }

  /// The rows behind the table, replaced whole; while loading or after a failure they stay, so
  /// the list behind the error is the one last shown.
  private func show(_ rows: [NewsRow]) {
    dataSource.rows = rows
    tableView.reloadData()
  }

  // MARK: Table delegate

  func tableView(
    _ tableView: TableView, willDisplay cell: TableViewCell, forRowAt indexPath: IndexPath
  ) {
    viewModel.inputs.willDisplayRow(at: indexPath.row)
  }

  func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
    tableView.deselectRow(at: indexPath, animated: true)
    viewModel.inputs.didSelectRow(at: indexPath.row)
  }
}

extension ContentUnavailableConfiguration {
  /// The screen for a load that failed: what went wrong, and a button that tries again.
  static func newsFailed(_ message: String, retry: Action) -> ContentUnavailableConfiguration {
    var configuration = ContentUnavailableConfiguration.empty()
    configuration.image = Image(systemName: "exclamationmark.triangle")
    configuration.imageProperties.tintColor = .systemRed
    configuration.text = NewsCopy.errorTitle
    configuration.secondaryText = message
    configuration.button = .filled()
    configuration.button.title = NewsCopy.retryButton
    configuration.buttonProperties.primaryAction = retry
    return configuration
  }

  /// The screen for a feed with no stories, and a button that loads again.
  static func newsEmpty(refresh: Action) -> ContentUnavailableConfiguration {
    var configuration = ContentUnavailableConfiguration.empty()
    configuration.text = NewsCopy.emptyTitle
    configuration.secondaryText = NewsCopy.emptyMessage
    configuration.button = .filled()
    configuration.button.title = NewsCopy.refreshButton
    configuration.buttonProperties.primaryAction = refresh
    return configuration
  }
}
