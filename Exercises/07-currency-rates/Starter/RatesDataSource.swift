import Observing
import TerminalUI

/// One row of the rates table, ready to show.
struct RateRow: Equatable, Sendable {
  /// The currency's code, on the left: "EUR".
  let code: String
  /// The rate, on the right: "0.9234".
  let rate: String
}

/// The rates table's data source, kept apart from the view model: the view
/// model decides the rows, this object hands them to a table. The view model
/// never sees a table, and could feed a different view tomorrow.
@MainActor
final class RatesDataSource: TableViewDataSource {
  /// The identifier its cells are registered under.
  static let cellIdentifier = "rate"

  /// The rows, bindable, so the screen can reload when they change.
  let rows = MutableBindableValue<[RateRow]>([])

  func numberOfRows(in tableView: TableView) -> Int {
    0  // TODO
  }

  func tableView(_ tableView: TableView, cellForRowAt row: Int) -> TableViewCell {
    tableView.dequeueReusableCell(withIdentifier: Self.cellIdentifier, for: row)  // TODO
  }
}
