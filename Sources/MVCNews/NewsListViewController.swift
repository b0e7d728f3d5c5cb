import Foundation
import NewsCore
import Observing
import TerminalUI

/// The list screen's controller: it watches, hands the table its rows and turns the reader's
/// actions into calls. In MVC it watches the model, so it decides and formats too: testable
/// only through its view.
@MainActor
final class NewsListViewController: ViewController, TableViewDataSource, TableViewDelegate {
  private let model: NewsListModel
  private let thumbnails: ThumbnailStore
  private let notificationCenter: NotificationCenter
  private let imageLoader: any ImageLoading
  private let bag = CancellationBag()

  private let tableView = TableView()
  private let refreshControl = RefreshControl()
  /// Loads again: what pulling the list down does, and the error and empty screens' button.
  private lazy var refreshAction = Action { [weak self] _ in self?.refresh() }

  init(
    model: NewsListModel, thumbnails: ThumbnailStore, notificationCenter: NotificationCenter,
    imageLoader: any ImageLoading
  ) {
    self.model = model
    self.thumbnails = thumbnails
    self.notificationCenter = notificationCenter
    self.imageLoader = imageLoader
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
    tableView.dataSource = self
    tableView.delegate = self
    refreshControl.addAction(refreshAction, for: .valueChanged)
    tableView.refreshControl = refreshControl
    startObserving()
    model.reload()
  }

  /// Everything it watches is held in the bag, so each one ends with the controller.
  private func startObserving() {
    model.observe(\.items) { [weak self] _, _ in
      self?.tableView.reloadData()
    }.store(in: bag)
    // The model turns `isLoading` off last, after the stories or the error: one observer shows
    // every face.
    model.observe(\.isLoading, options: [.initial]) { [weak self] _, _ in
      self?.updateVisibleState()
    }.store(in: bag)
    let observer = notificationCenter.addObserver(
      forName: .thumbnailDidLoad, object: thumbnails, queue: nil
    ) { [weak self] notification in
      // With no queue, the block runs inside `post`, on the main actor the store posts from.
      let url = notification.userInfo?["url"] as? URL
      MainActor.assumeIsolated { self?.thumbnailDidLoad(url) }
    }
    CancellationToken(removing: observer, from: notificationCenter).store(in: bag)
  }

  /// Shows exactly one of: spinner, error, empty state, list. The loading screen takes over
  /// from the refresh control's spinner, which UIKit leaves turning until it is told.
  private func updateVisibleState() {
    if model.isLoading { refreshControl.endRefreshing() }
    contentUnavailableConfiguration =
      if model.isLoading {
        ContentUnavailableConfiguration.loading()
      } else if let error = model.error {
        ContentUnavailableConfiguration.newsFailed(error.message, retry: refreshAction)
      } else if model.items.isEmpty {
        ContentUnavailableConfiguration.newsEmpty(refresh: refreshAction)
      } else {
        nil
      }
  }

  /// A pull, and the button: load again (after a failure, this is the retry).
  func refresh() {
    model.reload()
  }

  // MARK: Table data source and delegate

  func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
    model.items.count
  }

  func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
    let cell = tableView.dequeueReusableCell(
      withIdentifier: NewsCell.reuseIdentifier, for: indexPath)
    let item = model.items[indexPath.row]
    // Every part of the row, every time: a reused cell still shows its last story until then.
    var content = cell.defaultContentConfiguration()
    content.text = item.title
    content.secondaryText = NewsDateFormat.string(from: item.date)
    content.image = item.imageURL.flatMap { url in
      thumbnails.image(for: url).flatMap(Image.init(data:)) ?? Image(systemName: "photo")
    }
    cell.contentConfiguration = content
    return cell
  }

  func tableView(
    _ tableView: TableView, willDisplay cell: TableViewCell, forRowAt indexPath: IndexPath
  ) {
    guard let url = model.items[indexPath.row].imageURL else { return }
    thumbnails.load(url)
  }

  func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
    tableView.deselectRow(at: indexPath, animated: true)
    guard model.items.indices.contains(indexPath.row) else { return }
    let detail = NewsDetailViewController(
      item: model.items[indexPath.row], imageLoader: imageLoader)
    navigationController?.pushViewController(detail, animated: true)
  }

  /// A picture arrived: the rows showing its story now, looked up by row, not remembered, are
  /// configured again, and `cellForRowAt` puts it in.
  private func thumbnailDidLoad(_ url: URL?) {
    guard let url else { return }
    let rows = (tableView.indexPathsForVisibleRows ?? []).filter {
      model.items[$0.row].imageURL == url
    }
    tableView.reconfigureRows(at: rows)
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
