import Foundation
import TerminalUI
import Testing

@testable import class Exercise05CurrencyRates.RateCell
@testable import struct Exercise05CurrencyRates.RateRow
@testable import class Exercise05CurrencyRates.RatesDataSource

@MainActor
@Suite("The rates data source")
struct RatesDataSourceTests {
  private func table(for dataSource: RatesDataSource) -> TableView {
    let tableView = TableView()
    tableView.register(RateCell.self, forCellReuseIdentifier: RatesDataSource.cellIdentifier)
    tableView.dataSource = dataSource
    tableView.frame = CGRect(x: 0, y: 0, width: 40, height: 5)
    tableView.reloadData()
    return tableView
  }

  @Test("the table has one row per rate")
  func oneRowPerRate() {
    let dataSource = RatesDataSource()
    dataSource.rows.value = [
      RateRow(code: "EUR", rate: "0.9234"), RateRow(code: "GBP", rate: "0.7899"),
    ]
    #expect(dataSource.tableView(table(for: dataSource), numberOfRowsInSection: 0) == 2)
  }

  @Test("a row shows the code on the left and the rate on the right")
  func cellShowsTheRow() {
    let dataSource = RatesDataSource()
    dataSource.rows.value = [RateRow(code: "EUR", rate: "0.9234")]
    let cell = dataSource.tableView(
      table(for: dataSource), cellForRowAt: IndexPath(row: 0, section: 0))
    let content = cell.contentConfiguration as? ListContentConfiguration
    #expect(content?.text == "EUR", "the code is the text of the cell's content configuration")
    #expect(content?.secondaryText == "0.9234", "and the rate its secondary text")
  }
}
