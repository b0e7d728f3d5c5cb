import AppShell
import Foundation
import NewsCore
import Observing
import TerminalUI
import Testing

@testable import MVVMNews

/// Rows in, cells out, through a real `TableView` with a frame and cell reuse.
/// The data source knows rows and cells and nothing of loading, so it is
/// tested with plain row values and a recorder standing in for the view model.
@MainActor
@Suite("MVVM data source: NewsListDataSource")
struct NewsListDataSourceTests {
  let inputs = InputsRecorder()
  let dataSource: NewsListDataSource
  let tableView = TableView()

  /// A picture with a shade of its own, so two pictures can be told apart.
  static func picture(_ shade: UInt8) -> NewsImage {
    NewsImage(width: 1, height: 1, shades: [shade])
  }

  init() {
    dataSource = NewsListDataSource(inputs: inputs, trace: .disabled)
    tableView.register(NewsCell.self, forCellReuseIdentifier: NewsCell.reuseIdentifier)
    tableView.dataSource = dataSource
    tableView.frame = Rect(x: 0, y: 0, width: 60, height: 2)
  }

  func rows(_ count: Int, loaded: [Int: NewsImage] = [:]) -> [NewsRowDisplay] {
    (0..<count).map { index in
      NewsRowDisplay(
        id: "\(index)", title: "Story \(index)", date: "\(index + 1) Nov 2026",
        image: loaded[index].map(NewsImageState.loaded) ?? .pending)
    }
  }

  func cell(_ row: Int) -> NewsCell? { tableView.cellForRow(at: row) as? NewsCell }

  @Test("Each visible row becomes a cell showing its title, date and picture state")
  func rowsBecomeCells() {
    let picture = Self.picture(2)
    dataSource.apply(
      [
        NewsRowDisplay(id: "a", title: "With picture", date: "5 Nov 2026", image: .loaded(picture)),
        NewsRowDisplay(id: "b", title: "Without", date: "6 Nov 2026", image: .noImage),
        NewsRowDisplay(id: "c", title: "Off screen", date: "7 Nov 2026", image: .pending),
      ], to: tableView)
    #expect(tableView.numberOfRows == 3)
    #expect(tableView.visibleCells.count == 2, "only the rows that fit have cells")
    #expect(cell(0)?.textLabel.text == "With picture")
    #expect(cell(0)?.detailTextLabel.text == "5 Nov 2026")
    #expect(cell(0)?.imageView.image == Image(picture))
    #expect(cell(1)?.imageView.image == nil)
    #expect(cell(1)?.imageView.placeholder == NewsCopy.noImage)
    tableView.selectRow(at: 2)
    #expect(cell(2)?.imageView.placeholder == NewsCopy.imagePlaceholder)
  }

  @Test("Every cell it configures tells the view model its row will display")
  func forwardsWillDisplay() {
    dataSource.apply(rows(5), to: tableView)
    #expect(inputs.displayedRows == [0, 1])
    tableView.selectRow(at: 3)
    #expect(inputs.displayedRows == [0, 1, 2, 3])
  }

  @Test("A reused cell never shows the picture of the row it showed before")
  func reuseNeverShowsAnotherRowsPicture() {
    tableView.frame.height = 1
    dataSource.apply(rows(3, loaded: [0: Self.picture(3)]), to: tableView)
    let first = cell(0)
    #expect(first?.imageView.image != nil)
    tableView.selectRow(at: 1)
    #expect(cell(1) === first, "the one cell was reused for the next row")
    #expect(cell(1)?.imageView.image == nil, "and it dropped the first row's picture")
    #expect(cell(1)?.textLabel.text == "Story 1")
  }

  @Test("A picture arriving redraws only the visible cell of its story, in place")
  func pictureUpdatesOnlyItsCell() {
    dataSource.apply(rows(4), to: tableView)
    let cells = [cell(0), cell(1)]
    let displayedBefore = inputs.displayedRows

    dataSource.apply(rows(4, loaded: [1: Self.picture(1), 3: Self.picture(3)]), to: tableView)
    #expect(cell(0) === cells[0] && cell(1) === cells[1], "no reload: the same cells")
    #expect(cell(0)?.imageView.image == nil)
    #expect(cell(1)?.imageView.image == Image(Self.picture(1)))
    #expect(inputs.displayedRows == displayedBefore, "nothing was dequeued again")

    tableView.selectRow(at: 3)
    #expect(cell(3)?.imageView.image == Image(Self.picture(3)), "off screen until scrolled to")
    #expect(cell(2)?.imageView.image == nil)
  }

  @Test("A cell configured from a new row keeps nothing of the old one, even without reuse")
  func cellConfigurationIsComplete() {
    let cell = NewsCell(reuseIdentifier: NewsCell.reuseIdentifier)
    cell.configure(
      with: NewsRowDisplay(
        id: "a", title: "Old", date: "1 Nov 2026", image: .loaded(Self.picture(3))))
    cell.configure(
      with: NewsRowDisplay(id: "b", title: "New", date: "2 Nov 2026", image: .pending))
    #expect(cell.imageView.image == nil)
    #expect(cell.imageView.placeholder == NewsCopy.imagePlaceholder)
    #expect(cell.textLabel.text == "New" && cell.detailTextLabel.text == "2 Nov 2026")
  }

  @Test("A different list reloads the table")
  func newListReloads() {
    dataSource.apply(rows(4), to: tableView)
    let other = [NewsRowDisplay(id: "x", title: "Other", date: "1 Jan 2027", image: .noImage)]
    dataSource.apply(other, to: tableView)
    #expect(tableView.numberOfRows == 1)
    #expect(cell(0)?.textLabel.text == "Other")
    #expect(cell(1) == nil)
  }
}

/// Stands in for the view model's inputs and writes down which rows were displayed.
@MainActor
final class InputsRecorder: NewsListViewModelInputs {
  private(set) var displayedRows: [Int] = []
  func viewDidLoad() {}
  func refresh() {}
  func select(row: Int) {}
  func willDisplayRow(at row: Int) { displayedRows.append(row) }
}
