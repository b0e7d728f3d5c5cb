@testable import struct Exercise05CurrencyRates.CurrencyRate
@testable import struct Exercise05CurrencyRates.RatesError
@testable import protocol Exercise05CurrencyRates.RatesService

/// A rates service that answers when the test says so.
@MainActor
final class FakeRatesService: RatesService {
  private var pending: [@MainActor (Result<[CurrencyRate], RatesError>) -> Void] = []

  /// The base currency of every fetch asked for, in order.
  private(set) var requestedBases: [String] = []

  func fetchRates(
    base: String, completion: @escaping @MainActor (Result<[CurrencyRate], RatesError>) -> Void
  ) {
    requestedBases.append(base)
    pending.append(completion)
  }

  /// Answers the oldest waiting fetch.
  func answer(_ result: Result<[CurrencyRate], RatesError>) {
    guard !pending.isEmpty else { return }
    pending.removeFirst()(result)
  }
}

/// Three rates, as the tests use them.
let someRates = [
  CurrencyRate(code: "EUR", rate: 0.92341),
  CurrencyRate(code: "GBP", rate: 0.7899),
  CurrencyRate(code: "JPY", rate: 151.5),
]
