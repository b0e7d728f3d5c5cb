import Observing

/// The rates screen's logic: it fetches the rates and decides what the table
/// shows, by filling the data source it is given. It does not own that data
/// source — the screen does — and it knows nothing about tables.
@MainActor
final class RatesViewModel {
  private let service: any RatesService
  private let dataSource: RatesDataSource
  private let errorOutput = MutableBindableValue<String?>(nil)
  private var rates: [CurrencyRate] = []

  /// Creates the view model; rows go into `dataSource`, rates come from `service`.
  init(service: any RatesService, dataSource: RatesDataSource) {
    self.service = service
    self.dataSource = dataSource
  }

  /// What went wrong with the last fetch, for the screen; `nil` after a good one.
  var errorMessage: BindableValue<String?> { errorOutput }

  /// Fetches the rates against the dollar.
  func refresh() {
    service.fetchRates(base: "USD") { [weak self] result in
      if case .success(let rates) = result {
        self?.rates = rates
      }
    }
  }
}
