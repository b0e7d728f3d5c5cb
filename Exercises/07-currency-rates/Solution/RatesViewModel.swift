import Observing

/// The rates screen's logic: it fetches the rates and decides what the table
/// shows, by filling the data source it is given. It does not own that data
/// source — the screen does — and it knows nothing about tables.
@MainActor
final class RatesViewModel {
  private let service: any RatesService
  /// Weak: the screen owns the data source. When the screen goes, an answer
  /// still on its way has nowhere to go, and that is fine.
  private weak var dataSource: RatesDataSource?
  private let errorOutput = MutableBindableValue<String?>(nil)

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
      self?.show(result)
    }
  }

  private func show(_ result: Result<[CurrencyRate], RatesError>) {
    switch result {
    case .success(let rates):
      dataSource?.rows.value = rates.map {
        RateRow(code: $0.code, rate: RateFormat.string(from: $0.rate))
      }
      errorOutput.value = nil
    case .failure(let error):
      // The rows stay: old rates with a warning beat an empty screen.
      errorOutput.value = "Couldn't refresh the rates: \(error.reason)"
    }
  }
}
