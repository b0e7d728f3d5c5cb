import Foundation
import NewsCore
import TerminalUI

/// The list screen, as a passive view: it draws what its presenter says and passes on what the
/// reader does. Its data source keeps the rows it was given, and the thumbnails it is handed go
/// into them; the table shows one by configuring again the row it belongs to, if that row has
/// a cell: display bookkeeping, not a decision about what the screen shows.
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

  func updateImage(row: Int, image: Data) {
    guard dataSource.rows.indices.contains(row) else { return }
    // Kept in the rows, the view's cache of what it was told, and shown from there: the row is
    // configured again if it has a cell now (whichever cell shows it now, never a cell
    // remembered from when it asked), and a row off screen gets one made from the rows later.
    dataSource.rows[row].picture = .loaded(image)
    tableView.reconfigureRows(at: [IndexPath(row: row, section: 0)])
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
