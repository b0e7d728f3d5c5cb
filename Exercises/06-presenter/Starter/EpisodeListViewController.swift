import Foundation
import TerminalUI

/// The episode list. It does everything itself: it loads, puts the newest episode first, writes
/// each duration, decides which of its four faces shows, and opens an episode by pushing its
/// screen. Not one of those decisions can be tested without drawing the screen.
@MainActor
final class EpisodeListViewController: ViewController, TableViewDataSource, TableViewDelegate {
  let presenter: EpisodeListPresenter
  private var episodes: [Episode] = []

  private let tableView = TableView()

  /// Creates the screen; `presenter` hands it the interactor it loads through.
  init(presenter: EpisodeListPresenter) {
    self.presenter = presenter
    super.init(nibName: nil, bundle: nil)
    title = "Episodes"
    addKeyCommand(
      KeyCommand(title: "refresh", action: EpisodeListViewController.refresh, input: "r"))
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
    load()
  }

  /// The r key.
  func refresh() {
    load()
  }

  private func load() {
    var loading = ContentUnavailableConfiguration.loading()
    loading.text = "Loading episodes…"
    contentUnavailableConfiguration = loading
    presenter.interactor.loadEpisodes { [weak self] result in
      guard let self else { return }
      switch result {
      case .success(let loaded) where loaded.isEmpty:
        episodes = []
        tableView.reloadData()
        var empty = ContentUnavailableConfiguration.empty()
        empty.text = "No episodes yet"
        empty.secondaryText = "r to refresh"
        contentUnavailableConfiguration = empty
      case .success(let loaded):
        episodes = loaded.sorted { $0.published > $1.published }
        tableView.reloadData()
        contentUnavailableConfiguration = nil
      case .failure(let error):
        var failed = ContentUnavailableConfiguration.empty()
        failed.image = Image(systemName: "exclamationmark.triangle")
        failed.imageProperties.tintColor = .systemRed
        failed.text = "Couldn't load the episodes"
        failed.secondaryText = error.reason + "\n\nr to retry"
        contentUnavailableConfiguration = failed
      }
    }
  }

  /// "42 min", "1 h 15 min", "2 h".
  private static func duration(_ minutes: Int) -> String {
    switch (minutes / 60, minutes % 60) {
    case (0, let rest): "\(rest) min"
    case (let hours, 0): "\(hours) h"
    case (let hours, let rest): "\(hours) h \(rest) min"
    }
  }

  // MARK: Table data source and delegate

  func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
    episodes.count
  }

  func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
    let cell = tableView.dequeueReusableCell(
      withIdentifier: EpisodeCell.reuseIdentifier, for: indexPath)
    let episode = episodes[indexPath.row]
    cell.textLabel?.text = episode.title
    cell.detailTextLabel?.text = Self.duration(episode.minutes)
    return cell
  }

  func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
    guard episodes.indices.contains(indexPath.row) else { return }
    let detail = EpisodeDetailViewController(episode: episodes[indexPath.row])
    navigationController?.pushViewController(detail, animated: true)
  }
}

/// An episode's row: the title on the left, the duration on the right (UIKit's `.value1` style).
@MainActor
final class EpisodeCell: TableViewCell {
  static let reuseIdentifier = "episode"

  required init(style: CellStyle, reuseIdentifier: String?) {
    super.init(style: .value1, reuseIdentifier: reuseIdentifier)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }
}
