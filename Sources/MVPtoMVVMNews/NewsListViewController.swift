import Foundation
import NewsCore
import TerminalUI

/// The list screen, as a passive view: it draws what its presenter says and passes on what the
/// reader does. The table's data source keeps the rows it was given, nothing more.
@MainActor
final class NewsListViewController: ViewController, NewsListView, TableViewDataSource,
  TableViewDelegate
{
  var presenter: any NewsListPresenting
  private var rows: [NewsRow] = []

  private let tableView = TableView()
  private let loadingView = LoadingView(text: NewsCopy.loading)
  private let errorBanner = ErrorBanner(title: NewsCopy.errorTitle, hint: NewsCopy.retryHint)
  private let emptyView = MessageView(
    title: NewsCopy.emptyTitle, message: NewsCopy.emptyMessage, hint: NewsCopy.refreshHint)

  init(presenter: any NewsListPresenting) {
    self.presenter = presenter
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
    presenter.viewDidLoad()
  }

  /// The r key.
  func refresh() {
    presenter.refresh()
  }

  // MARK: NewsListView

  func showLoading() { show(loadingView) }

  /// Called for every list state, a thumbnail's arrival included: the visible cells are drawn
  /// again from the rows, like applying a snapshot. Only visible rows have cells, so this costs
  /// one screen, and no cell can keep a picture that its new row does not have.
  func showRows(_ rows: [NewsRow]) {
    self.rows = rows
    tableView.reloadData()
    show(tableView)
  }

  func showEmpty() {
    // The empty state has no rows, so the old ones go (as the call promises), and the next
    // list starts with its first row selected.
    rows = []
    tableView.reloadData()
    show(emptyView)
  }

  func showError(_ message: String) {
    // The rows stay, hidden: the list behind the error is the one last shown.
    errorBanner.messageLabel.text = message
    show(errorBanner)
  }

  /// Shows exactly one of: spinner, error, empty state, list.
  private func show(_ shown: View) {
    for candidate in [tableView, loadingView, errorBanner, emptyView] {
      candidate.isHidden = candidate !== shown
    }
    if shown === loadingView {
      loadingView.activityIndicator.startAnimating()
    } else {
      loadingView.activityIndicator.stopAnimating()
    }
  }

  // MARK: Table data source and delegate

  func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
    rows.count
  }

  func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
    let cell = tableView.dequeueReusableCell(
      withIdentifier: NewsCell.reuseIdentifier, for: indexPath)
    (cell as? NewsCell)?.configure(with: rows[indexPath.row])
    return cell
  }

  func tableView(
    _ tableView: TableView, willDisplay cell: TableViewCell, forRowAt indexPath: IndexPath
  ) {
    presenter.willDisplayRow(at: indexPath.row)
  }

  func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
    presenter.didSelectRow(at: indexPath.row)
  }
}
