import Foundation
import Observing
import TerminalUI

/// Shows the model's titles in a table, as a classic MVC controller does:
/// it watches the model, and shows the titles, or says there are none, each
/// time they change.
@MainActor
final class StoryListViewController: ViewController, TableViewDataSource {
  private let model: StoryListModel
  private let tableView = TableView()
  private var titlesObservation: KeyValueObservation?

  /// Creates the screen for `model`.
  init(model: StoryListModel) {
    self.model = model
    super.init(nibName: nil, bundle: nil)
    title = "Stories"
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override func loadView() {
    view = tableView
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    tableView.register(TableViewCell.self, forCellReuseIdentifier: "story")
    tableView.dataSource = self

    titlesObservation = model.observe(\.titles, options: [.new]) { [self] _, _ in
      showTitles()
    }
  }

  deinit {
    // As in the Objective-C original: stop observing when the controller goes away.
    titlesObservation?.invalidate()
  }

  /// The titles in the table, or, when there are none, a screen that says so.
  private func showTitles() {
    tableView.reloadData()
    var noStories = ContentUnavailableConfiguration.empty()
    noStories.text = "No stories yet"
    contentUnavailableConfiguration = model.titles.isEmpty ? noStories : nil
  }

  func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
    model.titles.count
  }

  func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
    let row = indexPath.row
    let cell = tableView.dequeueReusableCell(withIdentifier: "story", for: indexPath)
    var content = cell.defaultContentConfiguration()
    content.text = model.titles[row]
    cell.contentConfiguration = content
    return cell
  }
}
