// Made by `make ios` from Exercises/03-extract-view-model/Solution/ArticleListViewController.swift: the kit's file as it is written
// on iOS. Each `// ≠ name` marks a line that differs, named in UIKitShape/Differences.md.
import Foundation
import Observing
import UIKit

/// The reading list: it shows what its view model says, and tells the view model what happened.
/// It decides nothing, so a test can drive it with a stub view model whose outputs it sets by
/// hand.
@MainActor
final class ArticleListViewController: UIViewController, UITableViewDataSource {
  let viewModel: any ArticleListViewModelType
  private let listView = ArticleListView()
  private let bag = CancellationBag()
  /// The rows the table shows: the last ones the view model sent.
  private var rows: [ArticleRow] = []

  /// Creates the screen for `viewModel`.
  init(viewModel: any ArticleListViewModelType) {
    self.viewModel = viewModel
    super.init(nibName: nil, bundle: nil)
    title = "Reading list"
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override func loadView() {
    view = listView
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    listView.tableView.register(ArticleCell.self, forCellReuseIdentifier: "article")
    listView.tableView.dataSource = self
    bindViewModel()
    viewModel.inputs.viewDidLoad()
  }

  /// Every binding is stored in the bag, so each one ends with the controller.
  private func bindViewModel() {
    viewModel.outputs.header.bind { [weak self] header in
      self?.listView.headerLabel.text = header
    }.store(in: bag)
    viewModel.outputs.rows.bind { [weak self] rows in
      self?.rows = rows
      self?.listView.tableView.reloadData()
    }.store(in: bag)
    viewModel.outputs.isLoading.bind { [weak self] isLoading in
      self?.showLoading(isLoading)
    }.store(in: bag)
  }

  private func showLoading(_ isLoading: Bool) {
    listView.loadingView.isHidden = !isLoading
  }

  // MARK: Table data source

  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    rows.count
  }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: "article", for: indexPath)
    cell.textLabel?.text = rows[indexPath.row].title
    cell.detailTextLabel?.text = rows[indexPath.row].detail
    return cell
  }
}

/// An article's row: the title on the left, the date on the right (UIKit's `.value1` style).
@MainActor
final class ArticleCell: UITableViewCell {
  // ≠ cell-initializer
  override init(style: CellStyle, reuseIdentifier: String?) {
    super.init(style: .value1, reuseIdentifier: reuseIdentifier)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }
}
