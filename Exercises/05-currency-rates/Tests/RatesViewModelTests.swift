import ExerciseSupport
import Observing
import Testing

@testable import struct Exercise05CurrencyRates.RateRow
@testable import class Exercise05CurrencyRates.RatesDataSource
@testable import struct Exercise05CurrencyRates.RatesError
@testable import class Exercise05CurrencyRates.RatesViewModel

// Shortcuts tried against the tests of this exercise, and the tests that catch each. Each was put
// into the learner's files and checked the way `make exercise NAME=currency-rates` checks it:
//
// - The rows written into the data source, but the data source still held strongly:
//   `doesNotOwnTheDataSource`.
// - The data source held weakly, but its `rows` box kept strongly, to write into after the
//   data source is gone: `doesNotOwnTheDataSource`, which watches the box go with it.
// - A `RateRow.==` of your own that compares codes alone: the rows are read field by field,
//   never through your `==`: `ratesBecomeRows`.
// - The view model keeps its own rows and the data source reads them from it (or the view model
//   is the table's data source): `ratesBecomeRows`, whose recorder watches the data source.
// - The row count hard-coded: 3 fails `oneRowPerRate`; 2, for its two rows, crashes
//   `cellShowsTheRow` (one row, so no second to show), which the runner reports as a crash.
// - The rows emptied on a failure: `failureKeepsTheRows`.
// - The error left in place after a good fetch: `recoveryClearsTheError`.

@MainActor
@Suite("The rates view model")
struct RatesViewModelTests {
  private let service = FakeRatesService()

  @Test("the screen's load and every refresh ask for the rates against the dollar")
  func asksForDollarRates() {
    let dataSource = RatesDataSource()
    let viewModel = RatesViewModel(service: service, dataSource: dataSource)
    viewModel.inputs.viewDidLoad()
    viewModel.inputs.refresh()
    #expect(service.requestedBases == ["USD", "USD"])
  }

  @Test("fetched rates become rows of the data source, with four decimals")
  func ratesBecomeRows() {
    let dataSource = RatesDataSource()
    let viewModel = RatesViewModel(service: service, dataSource: dataSource)
    let rows = Recorder(dataSource.rows)
    viewModel.inputs.refresh()
    service.answer(.success(someRates))
    // Field by field: not through `RateRow`'s `==`, which is your code.
    #expect(
      rows.values.map { $0.map { $0.code + " " + $0.rate } } == [
        ["EUR 0.9234", "GBP 0.7899", "JPY 151.5000"]
      ])
  }

  @Test("the view model does not keep its data source alive: the screen owns it")
  func doesNotOwnTheDataSource() {
    weak var released: RatesDataSource?
    weak var rows: MutableBindableValue<[RateRow]>?
    let viewModel: RatesViewModel
    do {
      let dataSource = RatesDataSource()
      released = dataSource
      rows = dataSource.rows
      viewModel = RatesViewModel(service: service, dataSource: dataSource)
    }
    #expect(released == nil, "the view model holds its data source strongly")
    #expect(
      rows == nil,
      """
      the screen let its data source go, and the data source's rows live on in the view model, \
      which owns them now as it owned the data source before: keep only a weak reference to \
      the data source, and write its rows through it
      """)
    viewModel.inputs.refresh()
    service.answer(.success(someRates))
  }

  @Test("a failed fetch says why, and keeps the rows it had")
  func failureKeepsTheRows() {
    let dataSource = RatesDataSource()
    let viewModel = RatesViewModel(service: service, dataSource: dataSource)
    viewModel.inputs.refresh()
    service.answer(.success(someRates))
    viewModel.inputs.refresh()
    service.answer(.failure(RatesError(reason: "the exchange is closed")))
    #expect(
      viewModel.outputs.errorMessage.value == "Couldn't refresh the rates: the exchange is closed")
    #expect(dataSource.rows.value.count == 3, "old rates with a warning beat an empty screen")
  }

  @Test("a good fetch after a failure clears the error")
  func recoveryClearsTheError() {
    let dataSource = RatesDataSource()
    let viewModel = RatesViewModel(service: service, dataSource: dataSource)
    let errors = Recorder(viewModel.outputs.errorMessage)
    viewModel.inputs.refresh()
    service.answer(.failure(RatesError(reason: "offline")))
    viewModel.inputs.refresh()
    service.answer(.success(someRates))
    #expect(errors.values == ["Couldn't refresh the rates: offline", nil])
  }
}
