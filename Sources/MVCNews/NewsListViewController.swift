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
  private let loadingView = LoadingView(text: NewsCopy.loading)
  private let errorBanner = ErrorBanner(title: NewsCopy.errorTitle, hint: NewsCopy.retryHint)
  private let emptyView = MessageView(
    title: NewsCopy.emptyTitle, message: NewsCopy.emptyMessage, hint: NewsCopy.refreshHint)

  init(model: NewsListModel, thumbnails: ThumbnailStore, imageLoader: any ImageLoading) {
    self.model = model
    self.thumbnails = thumbnails
    self.imageLoader = imageLoader
    super.init()
    title = NewsCopy.listTitle
    hint = NewsCopy.listHint
  }

  override func viewDidLoad() {
    super.viewDidLoad()
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
    let isLoading = model.isLoading
    let error = isLoading ? nil : model.error?.message
    isLoading
      ? loadingView.activityIndicator.startAnimating()
      : loadingView.activityIndicator.stopAnimating()
    loadingView.isHidden = !isLoading
    errorBanner.isHidden = error == nil
    errorBanner.messageLabel.text = error
    emptyView.isHidden = isLoading || error != nil || !model.items.isEmpty
    tableView.isHidden = isLoading || error != nil || model.items.isEmpty
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
      cell.imageView?.placeholder = NewsCopy.imagePlaceholder
      cell.imageView?.image = thumbnails.image(for: url).flatMap(Image.init(data:))
    } else {
      cell.imageView?.placeholder = NewsCopy.noImage
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
