import Foundation
import NewsCore
import TerminalUI

/// The list screen, as a passive view: it draws what its presenter says and passes on what the
/// reader does. Its data source keeps the rows it was given, nothing more.
@MainActor
final class NewsListViewController: ViewController, NewsListView, TableViewDelegate {
  private let presenter: any NewsListPresenting
  private let dataSource = NewsListDataSource()

  private let tableView = TableView()
  private let refreshControl = RefreshControl()
  /// Loads again: what pulling the list down does, and the error and empty screens' button.
  private lazy var refreshAction = Action { [weak self] _ in self?.refresh() }

  init(presenter: any NewsListPresenting) {
    self.presenter = presenter
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
    presenter.viewDidLoad()
  }

  /// A pull, and the button: load again (after a failure, this is the retry).
  func refresh() {
    presenter.refresh()
  }

  // MARK: NewsListView

  /// The loading screen takes over from the refresh control's spinner, which UIKit leaves
  /// turning until it is told.
  func showLoading() {
    refreshControl.endRefreshing()
    contentUnavailableConfiguration = ContentUnavailableConfiguration.loading()
  }

  /// Called for every list state, a picture's arrival included: the whole table is reloaded, so
  /// every visible cell is made again from the rows. Only visible rows have cells, so this costs
  /// one screen, and no cell can keep a picture that its new row does not have. (On iOS, a
  /// diffable data source would apply only what changed between two snapshots.)
  func showRows(_ rows: [NewsRow]) {
    show(rows)
    contentUnavailableConfiguration = nil
  }

  func showEmpty() {
    show([])
    contentUnavailableConfiguration = ContentUnavailableConfiguration.newsEmpty(
      refresh: refreshAction)
  }

  func showError(_ message: String) {
    // The rows stay, covered: the list behind the error is the one last shown.
    contentUnavailableConfiguration = ContentUnavailableConfiguration.newsFailed(
      message, retry: refreshAction)
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
    presenter.willDisplayRow(at: indexPath.row)
  }

  func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
    tableView.deselectRow(at: indexPath, animated: true)
    presenter.didSelectRow(at: indexPath.row)
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
