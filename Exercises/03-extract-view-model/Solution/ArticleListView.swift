import TerminalUI

/// The reading list's screen: a header line above a table, and a spinner
/// over the table while the list loads. Only layout; it knows no articles.
@MainActor
final class ArticleListView: View {
  /// The line above the list: "Loading…", "3 articles".
  let headerLabel = Label(style: .bold)
  /// The articles.
  let tableView = TableView()
  /// Shown while the list loads.
  let loadingView = LoadingView()

  override init() {
    super.init()
    for view in [headerLabel, tableView, loadingView] as [View] { addSubview(view) }
  }

  override func layoutSubviews() {
    headerLabel.frame = frame.slice(top: 0, height: 1)
    let list = frame.slice(top: 2, height: frame.height - 2)
    tableView.frame = list
    loadingView.frame = list
  }
}
