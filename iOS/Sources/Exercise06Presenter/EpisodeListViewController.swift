// Made by `make ios` from Exercises/06-presenter/Solution/EpisodeListViewController.swift: the kit's file as it is written
// on iOS. Each `// ≠ name` marks a line that differs, named in UIKitShape/Differences.md.
import Foundation
import UIKit

/// The episode list, as a passive view: it draws what its presenter says and passes on what the
/// listener does. As the table's data source it keeps the rows it was given; which of them a
/// cell shows is its own display business, not a decision about what the screen shows.
@MainActor
final class EpisodeListViewController: UIViewController, EpisodeListView, UITableViewDataSource,
  UITableViewDelegate
{
  let presenter: any EpisodeListPresenting
  private var rows: [EpisodeRow] = []

  private let tableView = UITableView()

  /// Creates the screen; what it shows is `presenter`'s to decide.
  init(presenter: any EpisodeListPresenting) {
    self.presenter = presenter
    super.init(nibName: nil, bundle: nil)
    title = "Episodes"
    addKeyCommand(
      // ≠ key-commands
      UIKeyCommand(title: "refresh", action: #selector(EpisodeListViewController.refresh), input: "r"))
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override func loadView() {
    view = tableView
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    tableView.register(EpisodeCell.self, forCellReuseIdentifier: EpisodeCell.reuseIdentifier)
    tableView.dataSource = self
    tableView.delegate = self
    presenter.viewDidLoad()
  }

  /// The r key.
  // ≠ key-commands
  @objc func refresh() {
    presenter.refresh()
  }

  // MARK: EpisodeListView

  func showLoading() {
    var loading = UIContentUnavailableConfiguration.loading()
    loading.text = "Loading episodes…"
    contentUnavailableConfiguration = loading
  }

  func showRows(_ rows: [EpisodeRow]) {
    self.rows = rows
    tableView.reloadData()
    contentUnavailableConfiguration = nil
  }

  func showEmpty() {
    var empty = UIContentUnavailableConfiguration.empty()
    empty.text = "No episodes yet"
    empty.secondaryText = "r to refresh"
    contentUnavailableConfiguration = empty
  }

  func showError(_ message: String) {
    var failed = UIContentUnavailableConfiguration.empty()
    failed.image = UIImage(systemName: "exclamationmark.triangle")
    failed.imageProperties.tintColor = .systemRed
    failed.text = "Couldn't load the episodes"
    failed.secondaryText = message + "\n\nr to retry"
    contentUnavailableConfiguration = failed
  }

  // MARK: Table data source and delegate

  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    rows.count
  }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = tableView.dequeueReusableCell(
      withIdentifier: EpisodeCell.reuseIdentifier, for: indexPath)
    cell.textLabel?.text = rows[indexPath.row].title
    cell.detailTextLabel?.text = rows[indexPath.row].duration
    return cell
  }

  func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    presenter.didSelectRow(at: indexPath.row)
  }
}

/// An episode's row: the title on the left, the duration on the right (UIKit's `.value1` style).
@MainActor
final class EpisodeCell: UITableViewCell {
  static let reuseIdentifier = "episode"

  // ≠ cell-initializer
  override init(style: CellStyle, reuseIdentifier: String?) {
    super.init(style: .value1, reuseIdentifier: reuseIdentifier)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }
}
