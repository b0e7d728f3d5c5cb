// --naive-cells for MVVM: the list served in `NaiveNewsCell`s, to see the bug lesson 6 is about.
// A demo, not part of the telling: it lives outside `Sources/MVVMNews`, so the telling reads as
// an app would, but is compiled with it (Package.swift), to reach the list's own types.

import Foundation
import NewsCore
import Observing
import TerminalUI
import Tracing

extension MVVMNewsApp {
  /// `window`'s list served in `NaiveNewsCell`s: the reuse bug an owner prevents, to be seen
  /// (`mvvm --naive-cells`, lesson 6). The list's own cells are registered when its view loads,
  /// and then the naive ones take their place.
  public static func installNaiveCells(in window: Window) -> AnyObject? {
    guard let navigation = window.rootViewController as? NavigationController,
      let list = navigation.topViewController as? NewsListViewController,
      let table = list.view as? TableView,
      let rows = table.dataSource as? NewsListDataSource,
      // The list keeps its view model to itself, as a screen should; the demo, which is not the
      // app, looks for it.
      let viewModel = Mirror(reflecting: list).children.lazy
        .compactMap({ $0.value as? any NewsListViewModelType }).first
    else { return nil }
    let naive = NaiveNewsListDataSource(rows: rows) { viewModel.outputs.cellViewModel(at: $0) }
    table.register(NaiveNewsCell.self, forCellReuseIdentifier: NaiveNewsCell.reuseIdentifier)
    table.dataSource = naive
    table.reloadData()
    return naive
  }
}

/// The list's rows served in naive cells: the app's own data source, but for the cell it hands
/// out. Only `--naive-cells` uses it.
@MainActor
final class NaiveNewsListDataSource: NSObject, TableViewDataSource {
  private let rows: NewsListDataSource
  private let cellViewModel: @MainActor (Int) -> NewsCellViewModel?

  init(rows: NewsListDataSource, cellViewModel: @escaping @MainActor (Int) -> NewsCellViewModel?) {
    self.rows = rows
    self.cellViewModel = cellViewModel
  }

  func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
    rows.tableView(tableView, numberOfRowsInSection: section)
  }

  func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
    let cell = tableView.dequeueReusableCell(
      withIdentifier: NaiveNewsCell.reuseIdentifier, for: indexPath)
    if let cell = cell as? NaiveNewsCell, let viewModel = cellViewModel(indexPath.row) {
      // The naive cell binds outside any owner, so the trace is told who listens, and for whom.
      MessageTrace.introduce(viewModel)
      MessageTrace.speaking(as: cell) { cell.show(viewModel) }
    }
    return cell
  }
}
