// Made by `make ios` from Exercises/05-currency-rates/Solution/CurrencyRate.swift: the kit's file as it is written
// on iOS. Each `// ≠ name` marks a line that differs, named in UIKitShape/Differences.md.
/// How many of a currency one dollar buys.
struct CurrencyRate: Equatable, Sendable {
  /// The currency's ISO code: "EUR".
  let code: String
  /// Units of it per dollar.
  let rate: Double
}

/// Why the rates could not be fetched.
struct RatesError: Error, Equatable, Sendable {
  /// The reason, in words for the screen.
  let reason: String
}

/// Fetches exchange rates. The app's version would call an exchange-rate
/// API; tests answer by hand.
@MainActor
protocol RatesService: AnyObject {
  /// Starts a fetch of every rate against `base`; `completion` runs once, later.
  func fetchRates(
    base: String, completion: @escaping @MainActor (Result<[CurrencyRate], RatesError>) -> Void)
}

/// How a rate is written: four decimals, "0.9234", the same on every machine
/// (a number formatter would follow the machine's locale: "0,9234").
enum RateFormat {
  /// `rate` with four decimals.
  static func string(from rate: Double) -> String {
    let tenThousandths = Int((rate * 10_000).rounded())
    let decimals = String(tenThousandths % 10_000)
    return "\(tenThousandths / 10_000)." + String(repeating: "0", count: 4 - decimals.count)
      + decimals
  }
}
