// Made by `make ios` from Exercises/05-currency-rates/Solution/RatesViewModel.swift: the kit's file as it is written
// on iOS. Each `// ≠ name` marks a line that differs, named in UIKitShape/Differences.md.
import Observing

/// What the rates screen's view can tell its view model. Inputs return nothing; what they lead
/// to comes back through the outputs, and through the data source's rows.
@MainActor
protocol RatesViewModelInputs: AnyObject {
  /// The screen's view exists: fetch the rates.
  func viewDidLoad()
  /// The reader pressed r: fetch them again.
  func refresh()
}

/// What the rates screen's view model publishes besides the rows, which go to the data source.
@MainActor
protocol RatesViewModelOutputs: AnyObject {
  /// What went wrong with the last fetch, for the screen; `nil` after a good one.
  var errorMessage: BindableValue<String?> { get }
}

/// The rates screen's view model as its controller sees it: inputs to call, outputs to bind.
@MainActor
protocol RatesViewModelType: AnyObject {
  /// The side a view talks to.
  var inputs: any RatesViewModelInputs { get }
  /// The side a view listens to.
  var outputs: any RatesViewModelOutputs { get }
}

/// The rates screen's logic: it fetches the rates and decides what the table
/// shows, by filling the data source it is given. It does not own that data
/// source — the screen does — and it knows nothing about tables.
@MainActor
final class RatesViewModel: RatesViewModelType, RatesViewModelInputs, RatesViewModelOutputs {
  var inputs: any RatesViewModelInputs { self }
  var outputs: any RatesViewModelOutputs { self }

  private let service: any RatesService
  /// Weak: the screen owns the data source. When the screen goes, an answer
  /// still on its way has nowhere to go, and that is fine.
  private weak var dataSource: RatesDataSource?
  private let errorMessageValue = MutableBindableValue<String?>(nil)
  var errorMessage: BindableValue<String?> { errorMessageValue }

  /// Creates the view model; rows go into `dataSource`, rates come from `service`.
  init(service: any RatesService, dataSource: RatesDataSource) {
    self.service = service
    self.dataSource = dataSource
  }

  // MARK: Inputs

  func viewDidLoad() { fetchRates() }

  func refresh() { fetchRates() }

  // MARK: Deciding the rows

  /// Fetches the rates against the dollar.
  private func fetchRates() {
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
      errorMessageValue.value = nil
    case .failure(let error):
      // The rows stay: old rates with a warning beat an empty screen.
      errorMessageValue.value = "Couldn't refresh the rates: \(error.reason)"
    }
  }
}
