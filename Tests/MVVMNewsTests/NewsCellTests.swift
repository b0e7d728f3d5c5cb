import Foundation
import NewsCore
import NewsTestSupport
import Observing
import TerminalUI
import Testing

@testable import MVVMNews

/// The classic reuse bug, both halves. One row of table on screen, so one cell serves every
/// row. The cell shows story 1, whose picture is on its way; the reader moves down, and the same
/// cell now shows story 2, which has no picture; then story 1's picture arrives. A cell that
/// kept story 1's binding shows story 1's picture beside story 2's title. A reusable owner ended
/// that binding when the cell was handed story 2's view model.
@MainActor
@Suite("MVVM cells: a late picture and a reused cell")
struct NewsCellTests {
  /// A one-row table over the list's view model, with cells of type `Cell`.
  final class OneRowTable<Cell: TableViewCell>: NSObject, TableViewDataSource, TableViewDelegate {
    let tableView = TableView()
    let viewModel: NewsListViewModel
    let configure: (Cell, NewsCellViewModel) -> Void

    init(viewModel: NewsListViewModel, configure: @escaping (Cell, NewsCellViewModel) -> Void) {
      self.viewModel = viewModel
      self.configure = configure
      super.init()
      tableView.register(Cell.self, forCellReuseIdentifier: "cell")
      tableView.dataSource = self
      tableView.delegate = self
      tableView.frame = CGRect(x: 0, y: 0, width: 40, height: 1)
    }

    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
      guard case .loaded(let rows) = viewModel.outputs.state.value else { return 0 }
      return rows.count
    }

    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
      let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
      if let cell = cell as? Cell, let row = viewModel.outputs.cellViewModel(at: indexPath.row) {
        configure(cell, row)
      }
      return cell
    }

    func tableView(
      _ tableView: TableView, willDisplay cell: TableViewCell, forRowAt indexPath: IndexPath
    ) {
      viewModel.inputs.willDisplayRow(at: indexPath.row)
    }
  }

  let scheduler = ManualScheduler()
  let viewModel: NewsListViewModel

  init() {
    let service = ScriptedNewsService(
      scheduler: scheduler,
      answers: [
        .stories([
          Stories.item(id: "1", "Story one"), Stories.item(id: "2", "Story two", image: false),
        ])
      ])
    let loader = RecordingImageLoader(scheduler: scheduler)
    let center = NotificationCenter()
    viewModel = NewsListViewModel(
      model: NewsListModel(service: service),
      thumbnails: ThumbnailStore(imageLoader: loader, notificationCenter: center),
      notificationCenter: center)
    viewModel.inputs.viewDidLoad()
    scheduler.advance(by: .seconds(3))
  }

  /// Shows story 1, moves to story 2 in the same cell, then lets story 1's picture arrive.
  func playTheScenario(on table: TableView) throws -> TableViewCell {
    table.reloadData()
    let cell = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
    table.selectRow(at: IndexPath(row: 1, section: 0), animated: false, scrollPosition: .none)
    #expect(table.cellForRow(at: IndexPath(row: 1, section: 0)) === cell, "one cell, reused")
    #expect(cell.listContent?.text == "Story two")
    scheduler.advance(by: .seconds(1))
    return cell
  }

  @Test("The naive cell shows story 1's picture beside story 2's title: the bug, on purpose")
  func naiveCellShowsTheWrongPicture() throws {
    let table = OneRowTable<NaiveNewsCell>(viewModel: viewModel) { cell, viewModel in
      cell.show(viewModel)
    }
    let cell = try playTheScenario(on: table.tableView)
    #expect(cell.listContent?.text == "Story two")
    #expect(cell.listContent?.image != nil, "story 1's late picture landed in story 2's row")
  }

  @Test("The owner cell ends story 1's binding when it is handed story 2: no picture there")
  func ownerCellShowsItsOwnPicture() throws {
    let table = OneRowTable<NewsCell>(viewModel: viewModel) { cell, viewModel in
      cell.viewModel = viewModel
    }
    let cell = try playTheScenario(on: table.tableView)
    #expect(cell.listContent?.text == "Story two")
    #expect(cell.listContent?.image == nil, "story 2 has no picture, and shows none")
    table.tableView.selectRow(
      at: IndexPath(row: 0, section: 0), animated: false, scrollPosition: .none)
    #expect(cell.listContent?.image != nil, "back on story 1, its picture is there")
  }
}
