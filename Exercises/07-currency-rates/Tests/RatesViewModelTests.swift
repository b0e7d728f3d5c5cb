import ExerciseSupport
import Testing

@MainActor
@Suite("The rates view model")
struct RatesViewModelTests {
  private let service = FakeRatesService()

  @Test("refresh asks for the rates against the dollar")
  func asksForDollarRates() {
    let dataSource = RatesDataSource()
    let viewModel = RatesViewModel(service: service, dataSource: dataSource)
    viewModel.refresh()
    #expect(service.requestedBases == ["USD"])
  }

  @Test("fetched rates become rows of the data source, with four decimals")
  func ratesBecomeRows() {
    let dataSource = RatesDataSource()
    let viewModel = RatesViewModel(service: service, dataSource: dataSource)
    let rows = Recorder(dataSource.rows)
    viewModel.refresh()
    service.answer(.success(someRates))
    #expect(
      rows.values == [
        [],
        [
          RateRow(code: "EUR", rate: "0.9234"), RateRow(code: "GBP", rate: "0.7899"),
          RateRow(code: "JPY", rate: "151.5000"),
        ],
      ])
  }

  @Test("the view model does not keep its data source alive: the screen owns it")
  func doesNotOwnTheDataSource() {
    weak var released: RatesDataSource?
    let viewModel: RatesViewModel
    do {
      let dataSource = RatesDataSource()
      released = dataSource
      viewModel = RatesViewModel(service: service, dataSource: dataSource)
    }
    #expect(released == nil, "the view model holds its data source strongly")
    viewModel.refresh()
    service.answer(.success(someRates))
  }

  @Test("a failed fetch says why, and keeps the rows it had")
  func failureKeepsTheRows() {
    let dataSource = RatesDataSource()
    let viewModel = RatesViewModel(service: service, dataSource: dataSource)
    viewModel.refresh()
    service.answer(.success(someRates))
    viewModel.refresh()
    service.answer(.failure(RatesError(reason: "the exchange is closed")))
    #expect(viewModel.errorMessage.value == "Couldn't refresh the rates: the exchange is closed")
    #expect(dataSource.rows.value.count == 3, "old rates with a warning beat an empty screen")
  }

  @Test("a good fetch after a failure clears the error")
  func recoveryClearsTheError() {
    let dataSource = RatesDataSource()
    let viewModel = RatesViewModel(service: service, dataSource: dataSource)
    let errors = Recorder(viewModel.errorMessage)
    viewModel.refresh()
    service.answer(.failure(RatesError(reason: "offline")))
    viewModel.refresh()
    service.answer(.success(someRates))
    #expect(errors.values == [nil, "Couldn't refresh the rates: offline", nil])
  }
}
