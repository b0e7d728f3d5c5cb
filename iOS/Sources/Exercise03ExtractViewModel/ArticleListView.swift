// Made by `make ios` from Exercises/03-extract-view-model/Solution/ArticleListView.swift: the kit's file as it is written
// on iOS. Each `// ≠ name` marks a line that differs, named in UIKitShape/Differences.md.
import Foundation
import UIKit

/// The reading list's screen: a header line above a table, and a spinner
/// over the table while the list loads. Only layout; it knows no articles.
@MainActor
final class ArticleListView: UIView {
  /// The line above the list: "Loading…", "3 articles".
  let headerLabel = UILabel()
  /// The articles.
  let tableView = UITableView()
  /// Shown over the list while it loads: UIKit's own loading view.
  let loadingView = UIContentUnavailableView(configuration: .loading())

  override init(frame: CGRect) {
    super.init(frame: frame)
    headerLabel.font = .preferredFont(forTextStyle: .headline)
    for view in [headerLabel, tableView, loadingView] as [UIView] { addSubview(view) }
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  /// The header on the first row; the list, or the loading view over it, from the third.
  override func layoutSubviews() {
    super.layoutSubviews()
    headerLabel.frame = CGRect(x: 0, y: 0, width: bounds.width, height: 1)
    let list = CGRect(x: 0, y: 2, width: bounds.width, height: max(bounds.height - 2, 0))
    tableView.frame = list
    loadingView.frame = list
  }
}
