import Foundation
import TerminalUI

/// The episode list, as a passive view: it draws what its presenter says and passes on what the
/// listener does. As the table's data source it keeps the rows it was given; which of them a
/// cell shows is its own display business, not a decision about what the screen shows.
@MainActor
final class EpisodeListViewController: ViewController, EpisodeListView, TableViewDataSource,
  TableViewDelegate
{
  let presenter: any EpisodeListPresenting
  private var rows: [EpisodeRow] = []

  private let tableView = TableView()
  private let loadingView = LoadingView(text: "Loading episodes…")
  private let emptyView = MessageView(title: "No episodes yet", hint: "r to refresh")
  private let errorBanner = ErrorBanner(title: "Couldn't load the episodes", hint: "r to retry")

  /// Creates the screen; what it shows is `presenter`'s to decide.
  init(presenter: any EpisodeListPresenting) {
    self.presenter = presenter
    super.init()
    title = "Episodes"
    hint = "⏎ open · r refresh · q quit"
    addKeyCommand(.refresh, target: self, action: EpisodeListViewController.refresh)
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    for subview in [tableView, loadingView, emptyView, errorBanner] { view.addSubview(subview) }
    tableView.register(EpisodeCell.self, forCellReuseIdentifier: EpisodeCell.reuseIdentifier)
    tableView.dataSource = self
    tableView.delegate = self
    presenter.viewDidLoad()
  }

  /// The r key.
  func refresh() {
    presenter.refresh()
  }

  // MARK: EpisodeListView

  func showLoading() { show(loadingView) }

  func showRows(_ rows: [EpisodeRow]) {
    self.rows = rows
    tableView.reloadData()
    show(tableView)
  }

  func showEmpty() { show(emptyView) }

  func showError(_ message: String) {
    errorBanner.messageLabel.text = message
    show(errorBanner)
  }

  /// Shows exactly one of: spinner, empty state, error, list.
  private func show(_ shown: View) {
    for candidate in [tableView, loadingView, emptyView, errorBanner] {
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
      withIdentifier: EpisodeCell.reuseIdentifier, for: indexPath)
    cell.textLabel?.text = rows[indexPath.row].title
    cell.detailTextLabel?.text = rows[indexPath.row].duration
    return cell
  }

  func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
    presenter.didSelectRow(at: indexPath.row)
  }
}

/// An episode's row: the title on the left, the duration on the right (UIKit's `.value1` style).
@MainActor
final class EpisodeCell: TableViewCell {
  static let reuseIdentifier = "episode"

  required init(style: CellStyle, reuseIdentifier: String?) {
    super.init(style: .value1, reuseIdentifier: reuseIdentifier)
  }
}
