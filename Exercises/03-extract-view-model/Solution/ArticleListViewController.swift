import Foundation
import Observing
import TerminalUI

/// The reading list: it only shows what its view model says, and tells the
/// view model what happened. Nothing here needs a test of its own beyond
/// "the screen shows the outputs".
@MainActor
final class ArticleListViewController: ViewController, TableViewDataSource {
  private let viewModel: ArticleListViewModel
  private let listView = ArticleListView()
  private let bindings = CancellationBag()
  private var rows: [ArticleRow] = []

  /// Creates the screen for `viewModel`.
  init(viewModel: ArticleListViewModel) {
    self.viewModel = viewModel
    super.init()
    title = "Reading list"
  }

  override func loadView() {
    view = listView
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    listView.tableView.register(ArticleCell.self, forCellReuseIdentifier: "article")
    listView.tableView.dataSource = self
    bind()
    viewModel.viewDidLoad()
  }

  private func bind() {
    viewModel.header.bind { [weak self] header in
      self?.listView.headerLabel.text = header
    }.store(in: bindings)
    viewModel.rows.bind { [weak self] rows in
      self?.rows = rows
      self?.listView.tableView.reloadData()
    }.store(in: bindings)
    viewModel.isLoading.bind { [weak self] isLoading in
      guard let loadingView = self?.listView.loadingView else { return }
      loadingView.isHidden = !isLoading
      if isLoading {
        loadingView.activityIndicator.startAnimating()
      } else {
        loadingView.activityIndicator.stopAnimating()
      }
    }.store(in: bindings)
  }

  func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
    rows.count
  }

  func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
    let row = indexPath.row
    let cell = tableView.dequeueReusableCell(withIdentifier: "article", for: indexPath)
    cell.textLabel?.text = rows[row].title
    cell.detailTextLabel?.text = rows[row].detail
    return cell
  }
}

/// An article's row: the title on the left, the date on the right (UIKit's `.value1` style).
@MainActor
final class ArticleCell: TableViewCell {
  required init(style: CellStyle, reuseIdentifier: String?) {
    super.init(style: .value1, reuseIdentifier: reuseIdentifier)
  }
}
