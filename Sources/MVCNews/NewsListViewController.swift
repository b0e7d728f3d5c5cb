import AppShell
import Foundation
import NewsCore
import Observing
import TerminalUI

/// The list screen: the C of MVC. It observes the model, feeds the table,
/// and turns keys into model calls — and, as MVC controllers do, it also
/// formats every row, which is why it can only be tested through its view.
@MainActor
final class NewsListViewController: ViewController, TableViewDataSource, TableViewDelegate {
  private let model: NewsListModel
  private let thumbnails: ThumbnailStore
  private let imageLoader: any ImageLoading
  private let trace: MessageTrace
  private let observations = DisposeBag()

  private let tableView = TableView()
  private let loadingView = LoadingView(text: NewsCopy.loading)
  private let errorBanner = ErrorBanner(title: NewsCopy.errorTitle, hint: NewsCopy.retryHint)
  private let emptyView = MessageView(
    title: NewsCopy.emptyTitle, message: NewsCopy.emptyMessage, hint: NewsCopy.refreshHint)

  init(
    model: NewsListModel, thumbnails: ThumbnailStore, imageLoader: any ImageLoading,
    trace: MessageTrace
  ) {
    self.model = model
    self.thumbnails = thumbnails
    self.imageLoader = imageLoader
    self.trace = trace
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
    observeModel()
    model.reload()
  }

  private func observeModel() {
    model.observe(\.items) { [weak self] model, _ in
      guard let self else { return }
      trace.record(model, to: self, "observe(\\.items): \(model.items.count) items")
      tableView.reloadData()
    }.store(in: observations)
    model.observe(\.isLoading, options: [.initial]) { [weak self] model, _ in
      guard let self else { return }
      trace.record(model, to: self, "observe(\\.isLoading): \(model.isLoading)")
      updateVisibleState()
    }.store(in: observations)
    model.observe(\.error) { [weak self] model, _ in
      guard let self else { return }
      trace.record(model, to: self, "observe(\\.error): \(model.error?.message ?? "nil")")
      updateVisibleState()
    }.store(in: observations)
    thumbnails.notificationCenter.observe(.thumbnailDidLoad, object: thumbnails) {
      [weak self] notification in
      guard let url = notification.userInfo?["url"] as? URL else { return }
      self?.thumbnailDidLoad(url)
    }.store(in: observations)
  }

  /// Shows exactly one of: spinner, error, empty state, list.
  private func updateVisibleState() {
    let isLoading = model.isLoading
    let error = isLoading ? nil : model.error
    isLoading
      ? loadingView.activityIndicator.startAnimating()
      : loadingView.activityIndicator.stopAnimating()
    loadingView.isHidden = !isLoading
    errorBanner.isHidden = error == nil
    errorBanner.messageLabel.text = error?.message ?? ""
    emptyView.isHidden = isLoading || error != nil || !model.items.isEmpty
    tableView.isHidden = isLoading || error != nil || model.items.isEmpty
  }

  /// The r key: load again (after a failure, this is the retry).
  func refresh() {
    trace.record(self, to: model, "reload()")
    model.reload()
  }

  // MARK: Table data source and delegate

  func numberOfRows(in tableView: TableView) -> Int { model.items.count }

  func tableView(_ tableView: TableView, cellForRowAt row: Int) -> TableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: NewsCell.reuseIdentifier, for: row)
    let item = model.items[row]
    cell.textLabel.text = item.title
    cell.detailTextLabel.text = NewsDateFormat.string(from: item.date)
    (cell as? NewsCell)?.representedItemID = item.id
    if let url = item.imageURL {
      cell.imageView.placeholder = NewsCopy.imagePlaceholder
      cell.imageView.image = thumbnails.image(for: url).map(Image.init)
      thumbnails.load(url)
    } else {
      cell.imageView.placeholder = NewsCopy.noImage
    }
    return cell
  }

  func tableView(_ tableView: TableView, didSelectRowAt row: Int) {
    trace.record(tableView, to: self, "didSelectRowAt(\(row))")
    guard model.items.indices.contains(row) else { return }
    let item = model.items[row]
    let detail = NewsDetailViewController(item: item, imageLoader: imageLoader, trace: trace)
    trace.record(self, to: NavigationController.self, "push(NewsDetailViewController)")
    navigationController?.pushViewController(detail)
  }

  /// A picture arrived: put it in whichever visible cell shows its story now.
  /// The row is looked up again rather than remembered, because the cell that
  /// asked may show another story by now.
  private func thumbnailDidLoad(_ url: URL) {
    trace.record(
      thumbnails.notificationCenter, to: self, "thumbnailDidLoad(\(url.lastPathComponent))")
    guard let image = thumbnails.image(for: url) else { return }
    for row in tableView.visibleRows where model.items[row].imageURL == url {
      guard let cell = tableView.cellForRow(at: row) as? NewsCell,
        cell.representedItemID == model.items[row].id
      else { continue }
      cell.imageView.image = Image(image)
    }
  }
}
