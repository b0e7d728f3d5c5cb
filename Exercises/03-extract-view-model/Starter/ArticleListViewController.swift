import Foundation
import Observing
import TerminalUI

/// The reading list. A "massive view controller": it loads, counts, formats
/// dates and decides what the screen says, and none of that can be tested
/// without a screen.
@MainActor
final class ArticleListViewController: ViewController, TableViewDataSource {
  let viewModel: any ArticleListViewModelType
  private let listView = ArticleListView()
  private var articles: [Article] = []

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

    listView.headerLabel.text = "Loading…"
    listView.loadingView.isHidden = false
    viewModel.service.loadArticles { [weak self] articles in
      guard let self else { return }
      self.articles = articles
      switch articles.count {
      case 0: listView.headerLabel.text = "No articles yet"
      case 1: listView.headerLabel.text = "1 article"
      default: listView.headerLabel.text = "\(articles.count) articles"
      }
      listView.loadingView.isHidden = true
      listView.tableView.reloadData()
    }
  }

  func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
    articles.count
  }

  func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
    let row = indexPath.row
    let cell = tableView.dequeueReusableCell(withIdentifier: "article", for: indexPath)
    let article = articles[row]
    cell.textLabel?.text = article.title
    cell.detailTextLabel?.text =
      Self.dayText(article.published) + " · \(article.minutesToRead) min"
    return cell
  }

  /// "20 Nov 2026", counted in UTC so that every machine says the same.
  private static func dayText(_ date: Date) -> String {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = .gmt
    let parts = calendar.dateComponents([.year, .month, .day], from: date)
    let months = [
      "Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec",
    ]
    return "\(parts.day ?? 0) \(months[(parts.month ?? 1) - 1]) \(parts.year ?? 0)"
  }
}

/// An article's row: the title on the left, the date on the right (UIKit's `.value1` style).
@MainActor
final class ArticleCell: TableViewCell {
  required init(style: CellStyle, reuseIdentifier: String?) {
    super.init(style: .value1, reuseIdentifier: reuseIdentifier)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }
}
