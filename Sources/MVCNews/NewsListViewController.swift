import Foundation
import NewsCore
import Observing
import TerminalUI

/// The list screen's controller: it observes, feeds the table and turns keys into calls.
/// In MVC it observes the model, so it decides and formats too: testable only through its view.
@MainActor
final class NewsListViewController: ViewController, TableViewDataSource, TableViewDelegate {
  private let model: NewsListModel
  private let thumbnails: ThumbnailStore
  private let imageLoader: any ImageLoading
  private let bag = CancellationBag()

  private let tableView = TableView()

  init(model: NewsListModel, thumbnails: ThumbnailStore, imageLoader: any ImageLoading) {
    self.model = model
    self.thumbnails = thumbnails
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
    addKeyCommand(
      KeyCommand(
        title: NewsCopy.refreshCommand, action: NewsListViewController.refresh, input: "r"))
    startObserving()
    refresh()
  }

  /// Every observation is stored in the bag, so each one ends with the controller.
  private func startObserving() {
    model.observe(\.items) { [weak self] _, _ in
      self?.tableView.reloadData()
    }.store(in: bag)
    model.observe(\.isLoading, options: [.initial]) { [weak self] _, _ in
      self?.updateVisibleState()
    }.store(in: bag)
    model.observe(\.error) { [weak self] _, _ in
      self?.updateVisibleState()
    }.store(in: bag)
    let center = thumbnails.notificationCenter
    let observer = center.addObserver(
      forName: .thumbnailDidLoad, object: nil, queue: nil
    ) { [weak self] notification in
      // With no queue, the block runs inside `post`, on the main actor the store posts from.
      let url = notification.userInfo?["url"] as? URL
      MainActor.assumeIsolated { self?.thumbnailDidLoad(url) }
    }
    CancellationToken(removing: observer, from: center).store(in: bag)
  }

  /// Shows exactly one of: spinner, error, empty state, list.
  private func updateVisibleState() {
    contentUnavailableConfiguration =
      if model.isLoading {
        ContentUnavailableConfiguration.loading()
      } else if let error = model.error {
        ContentUnavailableConfiguration.newsFailed(error.message)
      } else if model.items.isEmpty {
        ContentUnavailableConfiguration.newsEmpty()
      } else {
        nil
      }
  }

  /// The first load, and the r key: load again (after a failure, this is the retry).
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
    cell.textLabel?.text = item.title
    cell.detailTextLabel?.text = NewsDateFormat.string(from: item.date)
    if let url = item.imageURL {
      let picture = thumbnails.image(for: url).flatMap(Image.init(data:))
      cell.imageView?.image = picture ?? Image(systemName: "photo")
    }
    return cell
  }

  func tableView(
    _ tableView: TableView, willDisplay cell: TableViewCell, forRowAt indexPath: IndexPath
  ) {
    guard let url = model.items[indexPath.row].imageURL else { return }
    thumbnails.load(url)
  }

  func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
    guard model.items.indices.contains(indexPath.row) else { return }
    let detail = NewsDetailViewController(
      item: model.items[indexPath.row], imageLoader: imageLoader)
    navigationController?.pushViewController(detail, animated: true)
  }

  /// A picture arrived: into the cell showing its story now, looked up by row, not remembered.
  private func thumbnailDidLoad(_ url: URL?) {
    guard let url, let image = thumbnails.image(for: url).flatMap(Image.init(data:)) else {
      return
    }
    for indexPath in tableView.indexPathsForVisibleRows ?? []
    where model.items[indexPath.row].imageURL == url {
      tableView.cellForRow(at: indexPath)?.imageView?.image = image
    }
  }
}

extension ContentUnavailableConfiguration {
  /// The screen for a load that failed: what went wrong, and what to do about it.
  static func newsFailed(_ message: String) -> ContentUnavailableConfiguration {
    var configuration = ContentUnavailableConfiguration.empty()
    configuration.image = Image(systemName: "exclamationmark.triangle")
    configuration.imageProperties.tintColor = .systemRed
    configuration.text = NewsCopy.errorTitle
    configuration.secondaryText = message + "\n\n" + NewsCopy.retryHint
    return configuration
  }

  /// The screen for a feed with no stories.
  static func newsEmpty() -> ContentUnavailableConfiguration {
    var configuration = ContentUnavailableConfiguration.empty()
    configuration.text = NewsCopy.emptyTitle
    configuration.secondaryText = NewsCopy.emptyMessage + "\n\n" + NewsCopy.refreshHint
    return configuration
  }
}
