import Foundation
import Observing
import TerminalUI

/// The playlist screen: a row per song — a cover when it has one, its title, and who sings or
/// plays it on the right — or a spinner while it loads, or what went wrong. It shows what its
/// view model says and tells it what happens. This file is finished: the work is in the parser
/// and the view model.
@MainActor
final class PlaylistViewController: ViewController, TableViewDataSource {
  let viewModel: any PlaylistViewModelType
  private let tableView = TableView()
  private let bag = CancellationBag()

  /// Creates the screen for `viewModel`.
  init(viewModel: any PlaylistViewModelType) {
    self.viewModel = viewModel
    super.init(nibName: nil, bundle: nil)
    title = "Playlist"
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override func loadView() {
    view = tableView
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    tableView.register(TableViewCell.self, forCellReuseIdentifier: "song")
    tableView.dataSource = self
    bindViewModel()
    viewModel.inputs.viewDidLoad()
  }

  /// The songs reload the table; the spinner and the error cover it. Every token goes in the
  /// bag, so each binding ends with the controller.
  private func bindViewModel() {
    let outputs = viewModel.outputs
    outputs.songs.observe { [weak self] _ in self?.tableView.reloadData() }.store(in: bag)
    outputs.isLoading.bind { [weak self] _ in self?.showState() }.store(in: bag)
    outputs.errorMessage.bind { [weak self] _ in self?.showState() }.store(in: bag)
  }

  /// A spinner while loading, the error when there is one, the songs otherwise.
  private func showState() {
    let outputs = viewModel.outputs
    if outputs.isLoading.value {
      contentUnavailableConfiguration = ContentUnavailableConfiguration.loading()
    } else if let message = outputs.errorMessage.value {
      var failed = ContentUnavailableConfiguration.empty()
      failed.text = message
      contentUnavailableConfiguration = failed
    } else {
      contentUnavailableConfiguration = nil
    }
  }

  func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
    viewModel.outputs.songs.value.count
  }

  func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
    let song = viewModel.outputs.songs.value[indexPath.row]
    let cell = tableView.dequeueReusableCell(withIdentifier: "song", for: indexPath)
    var content = cell.defaultContentConfiguration()
    content.image = song.hasCover ? Image(systemName: "photo") : nil
    content.text = song.title
    content.secondaryText = song.subtitle
    cell.contentConfiguration = content
    return cell
  }
}
