// Made by `make ios` from Sources/MVPtoMVVMNews/NewsListViewController.swift: the kit's file as it is written
// on iOS. Each `// ≠ name` marks a line that differs, named in UIKitShape/Differences.md.
import Foundation
import NewsCore
import UIKit

/// The list screen, as a passive view: it draws what its presenter says and passes on what the
/// reader does. The table's data source keeps the rows it was given, nothing more.
@MainActor
final class NewsListViewController: UIViewController, NewsListView, UITableViewDataSource,
  UITableViewDelegate
{
  private let presenter: any NewsListPresenting
  private var rows: [NewsRow] = []

  private let tableView = UITableView()

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
    tableView.dataSource = self
    tableView.delegate = self
    addKeyCommand(
      UIKeyCommand(
        // ≠ key-commands
        title: NewsCopy.refreshCommand, action: #selector(NewsListViewController.refresh), input: "r"))
    presenter.viewDidLoad()
  }

  /// The r key: load again (after a failure, this is the retry).
  // ≠ key-commands
  @objc func refresh() {
    presenter.refresh()
  }

  // MARK: NewsListView

  func showLoading() {
    contentUnavailableConfiguration = UIContentUnavailableConfiguration.loading()
  }

  /// Called for every list state, a picture's arrival included: the whole table is reloaded, so
  /// every visible cell is made again from the rows. Only visible rows have cells, so this costs
  /// one screen, and no cell can keep a picture that its new row does not have. (On iOS, a
  /// diffable data source would apply only what changed between two snapshots.)
  func showRows(_ rows: [NewsRow]) {
    self.rows = rows
    tableView.reloadData()
    contentUnavailableConfiguration = nil
  }

  func showEmpty() {
    // The empty state has no rows, so the old ones go (as the call promises), and the next
    // list starts with its first row selected.
    rows = []
    tableView.reloadData()
    contentUnavailableConfiguration = UIContentUnavailableConfiguration.newsEmpty()
  }

  func showError(_ message: String) {
    // The rows stay, covered: the list behind the error is the one last shown.
    contentUnavailableConfiguration = UIContentUnavailableConfiguration.newsFailed(message)
  }

  // MARK: Table data source and delegate

  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    rows.count
  }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = tableView.dequeueReusableCell(
      withIdentifier: NewsCell.reuseIdentifier, for: indexPath)
    (cell as? NewsCell)?.configure(with: rows[indexPath.row])
    return cell
  }

  func tableView(
    _ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath
  ) {
    presenter.willDisplayRow(at: indexPath.row)
  }

  func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    presenter.didSelectRow(at: indexPath.row)
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
