import TerminalUI
import Testing

@MainActor
@Suite("The rates data source")
struct RatesDataSourceTests {
  private func table(for dataSource: RatesDataSource) -> TableView {
    let tableView = TableView()
    tableView.register(TableViewCell.self, forCellReuseIdentifier: RatesDataSource.cellIdentifier)
    tableView.dataSource = dataSource
    tableView.frame = Rect(x: 0, y: 0, width: 40, height: 5)
    tableView.reloadData()
    return tableView
  }

  @Test("the table has one row per rate")
  func oneRowPerRate() {
    let dataSource = RatesDataSource()
    dataSource.rows.value = [
      RateRow(code: "EUR", rate: "0.9234"), RateRow(code: "GBP", rate: "0.7899"),
    ]
    #expect(dataSource.numberOfRows(in: table(for: dataSource)) == 2)
  }

  @Test("a row shows the code on the left and the rate on the right")
  func cellShowsTheRow() {
    let dataSource = RatesDataSource()
    dataSource.rows.value = [RateRow(code: "EUR", rate: "0.9234")]
    let cell = dataSource.tableView(table(for: dataSource), cellForRowAt: 0)
    #expect(cell.textLabel.text == "EUR")
    #expect(cell.detailTextLabel.text == "0.9234")
  }
}
