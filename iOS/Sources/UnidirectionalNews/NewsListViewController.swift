// Made by `make ios` from Sources/UnidirectionalNews/NewsListViewController.swift: the kit's file as it is written
// on iOS. Each `// ≠ name` marks a line that differs, named in UIKitShape/Differences.md.
import Foundation
import NewsCore
import Observing
import UIKit

/// The list screen's controller: it sends the store what happened and shows its state. It
/// decides nothing: the reducer does, and the store runs what the reducer asks for.
// ≠ observation-tracking
@available(iOS 26.0, *)
@MainActor
final class NewsListViewController: UIViewController, UITableViewDelegate {
  private let store: NewsListStore
  /// Makes the store of each story the list opens.
  private let detailStore: @MainActor (NewsItem) -> NewsDetailStore
  private let dataSource = NewsListDataSource()
  /// The face the screen shows now, so that an action that changes none of it draws nothing.
  private var shownState: NewsListState?
  /// The story's screen, while it is shown over the list.
  private weak var storyScreen: NewsDetailViewController?

  private let tableView = UITableView()
  private let refreshControl = UIRefreshControl()
  /// Loads again: what pulling the list down does, and the error and empty screens' button.
  private lazy var refreshAction = UIAction { [weak self] _ in self?.refresh() }

  init(store: NewsListStore, detailStore: @escaping @MainActor (NewsItem) -> NewsDetailStore) {
    self.store = store
    self.detailStore = detailStore
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
    store.send(.screenLoaded)
  }

  /// Back from a story: its screen was closed, by UIKit's back button, and the store hears so.
  override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    if store.state.openedStory != nil { store.send(.storyClosed) }
  }

  /// Called by UIKit before the screen is laid out, and again whenever something read here
  /// changes: the store's `state`, one property that every action rewrites, changed or not.
  /// It reads the state as it is now, not each state it passed through: an answer that lands
  /// before the update is never drawn loading, so the refresh control's spinner, which UIKit
  /// leaves turning until it is told, stops here, whatever the state.
  override func updateProperties() {
    super.updateProperties()
    refreshControl.endRefreshing()
    let state = store.state.face
    if state != shownState { render(state) }
    shownState = state
    showStory(store.state.openedStory)
  }

  /// Shows exactly one of: spinner, error, empty state, list.
  private func render(_ state: NewsListState) {
    switch state {
    case .loading:
      contentUnavailableConfiguration = UIContentUnavailableConfiguration.loading()
    case .loaded(let rows):
      show(rows)
      contentUnavailableConfiguration = nil
    case .empty:
      show([])
      contentUnavailableConfiguration = UIContentUnavailableConfiguration.newsEmpty(
        refresh: refreshAction)
    case .failed(let message):
      contentUnavailableConfiguration = UIContentUnavailableConfiguration.newsFailed(
        message, retry: refreshAction)
    }
  }

  /// A pull, and the button: load again (after a failure, this is the retry).
  func refresh() {
    store.send(.refreshPulled)
  }

  /// The rows behind the table, replaced whole; while loading or after a failure they stay, so
  /// the list behind the error is the one last shown.
  private func show(_ rows: [NewsRow]) {
    dataSource.rows = rows
    tableView.reloadData()
  }

  // MARK: Table delegate

  func tableView(
    _ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath
  ) {
    store.send(.rowShown(indexPath.row))
  }

  /// The store decides which story is open; the screen shows it as its state next says.
  func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    tableView.deselectRow(at: indexPath, animated: true)
    store.send(.rowSelected(indexPath.row))
  }

  /// The story's screen, over the list while the state has a story open: pushed, with a store
  /// of its own, when one is.
  private func showStory(_ story: NewsItem?) {
    guard let story, storyScreen == nil else { return }
    let detail = NewsDetailViewController(store: detailStore(story))
    storyScreen = detail
    navigationController?.pushViewController(detail, animated: true)
  }
}

@available(iOS 26.0, *)
extension UIContentUnavailableConfiguration {
  /// The screen for a load that failed: what went wrong, and a button that tries again.
  static func newsFailed(_ message: String, retry: UIAction) -> UIContentUnavailableConfiguration {
    var configuration = UIContentUnavailableConfiguration.empty()
    configuration.image = UIImage(systemName: "exclamationmark.triangle")
    configuration.imageProperties.tintColor = .systemRed
    configuration.text = NewsCopy.errorTitle
    configuration.secondaryText = message
    configuration.button = .filled()
    configuration.button.title = NewsCopy.retryButton
    configuration.buttonProperties.primaryAction = retry
    return configuration
  }

  /// The screen for a feed with no stories, and a button that loads again.
  static func newsEmpty(refresh: UIAction) -> UIContentUnavailableConfiguration {
    var configuration = UIContentUnavailableConfiguration.empty()
    configuration.text = NewsCopy.emptyTitle
    configuration.secondaryText = NewsCopy.emptyMessage
    configuration.button = .filled()
    configuration.button.title = NewsCopy.refreshButton
    configuration.buttonProperties.primaryAction = refresh
    return configuration
  }
}
