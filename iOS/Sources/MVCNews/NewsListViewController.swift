// Made by `make ios` from Sources/MVCNews/NewsListViewController.swift: the kit's file as it is written
// on iOS. Each `// ≠ name` marks a line that differs, named in UIKitShape/Differences.md.
import Foundation
import NewsCore
import Observing
import UIKit
import NewsKitIOS

/// The list screen's controller: it observes, feeds the table and turns keys into calls.
/// In MVC it observes the model, so it decides and formats too: testable only through its view.
@MainActor
final class NewsListViewController: UIViewController, UITableViewDataSource, UITableViewDelegate {
  private let model: NewsListModel
  private let thumbnails: ThumbnailStore
  private let imageLoader: any ImageLoading
  private let bag = CancellationBag()

  private let tableView = UITableView()

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
      UIKeyCommand(
        // ≠ key-commands
        title: NewsCopy.refreshCommand, action: #selector(NewsListViewController.refresh), input: "r"))
    startObserving()
    refresh()
  }

  /// Every observation is stored in the bag, so each one ends with the controller.
  private func startObserving() {
    // ≠ observation-handler
    // ≠ key-value-observing
    model.observe(\.itemsVersion) { [weak self] _, _ in
      MainActor.assumeIsolated {
        self?.tableView.reloadData()
      }
    }.store(in: bag)
    // ≠ observation-handler
    model.observe(\.isLoading, options: [.initial]) { [weak self] _, _ in
      MainActor.assumeIsolated {
        self?.updateVisibleState()
      }
    }.store(in: bag)
    // ≠ observation-handler
    // ≠ key-value-observing
    model.observe(\.errorVersion) { [weak self] _, _ in
      MainActor.assumeIsolated {
        self?.updateVisibleState()
      }
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
        UIContentUnavailableConfiguration.loading()
      } else if let error = model.error {
        UIContentUnavailableConfiguration.newsFailed(error.message)
      } else if model.items.isEmpty {
        UIContentUnavailableConfiguration.newsEmpty()
      } else {
        nil
      }
  }

  /// The first load, and the r key: load again (after a failure, this is the retry).
  // ≠ key-commands
  @objc func refresh() {
    model.reload()
  }

  // MARK: Table data source and delegate

  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    model.items.count
  }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = tableView.dequeueReusableCell(
      withIdentifier: NewsCell.reuseIdentifier, for: indexPath)
    let item = model.items[indexPath.row]
    cell.textLabel?.text = item.title
    cell.detailTextLabel?.text = NewsDateFormat.string(from: item.date)
    if let url = item.imageURL {
      let picture = thumbnails.image(for: url).flatMap(UIImage.init(data:))
      cell.imageView?.image = picture ?? UIImage(systemName: "photo")
    }
    return cell
  }

  func tableView(
    _ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath
  ) {
    guard let url = model.items[indexPath.row].imageURL else { return }
    thumbnails.load(url)
  }

  func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    guard model.items.indices.contains(indexPath.row) else { return }
    let detail = NewsDetailViewController(
      item: model.items[indexPath.row], imageLoader: imageLoader)
    navigationController?.pushViewController(detail, animated: true)
  }

  /// A picture arrived: into the cell showing its story now, looked up by row, not remembered.
  private func thumbnailDidLoad(_ url: URL?) {
    guard let url, let image = thumbnails.image(for: url).flatMap(UIImage.init(data:)) else {
      return
    }
    for indexPath in tableView.indexPathsForVisibleRows ?? []
    where model.items[indexPath.row].imageURL == url {
      tableView.cellForRow(at: indexPath)?.imageView?.image = image
    }
  }
}

extension UIContentUnavailableConfiguration {
  /// The screen for a load that failed: what went wrong, and what to do about it.
  static func newsFailed(_ message: String) -> UIContentUnavailableConfiguration {
    var configuration = UIContentUnavailableConfiguration.empty()
    configuration.image = UIImage(systemName: "exclamationmark.triangle")
    configuration.imageProperties.tintColor = .systemRed
    configuration.text = NewsCopy.errorTitle
    configuration.secondaryText = message + "\n\n" + NewsCopy.retryHint
    return configuration
  }

  /// The screen for a feed with no stories.
  static func newsEmpty() -> UIContentUnavailableConfiguration {
    var configuration = UIContentUnavailableConfiguration.empty()
    configuration.text = NewsCopy.emptyTitle
    configuration.secondaryText = NewsCopy.emptyMessage + "\n\n" + NewsCopy.refreshHint
    return configuration
  }
}
