import Foundation
import Observing
import TerminalUI

/// One row of the rates table, ready to show.
struct RateRow: Equatable, Sendable {
  /// The currency's code, on the left: "EUR".
  let code: String
  /// The rate, on the right: "0.9234".
  let rate: String
}

/// A rate's row: the code on the left, the rate on the right (UIKit's `.value1` style).
@MainActor
final class RateCell: TableViewCell {
  required init(style: CellStyle, reuseIdentifier: String?) {
    super.init(style: .value1, reuseIdentifier: reuseIdentifier)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }
}

/// The rates table's data source, kept apart from the view model: the view
/// model decides the rows, this object hands them to a table. The view model
/// never sees a table, and could feed a different view tomorrow.
@MainActor
final class RatesDataSource: NSObject, TableViewDataSource {
  /// The identifier its cells are registered under.
  static let cellIdentifier = "rate"

  /// The rows, bindable, so the screen can reload when they change.
  let rows = MutableBindableValue<[RateRow]>([])

  func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
    0  // TODO: one row per rate.
  }

  func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
    // TODO: the code as the cell's text, the rate as its secondary text (its content
    // configuration, `cell.defaultContentConfiguration()`).
    tableView.dequeueReusableCell(withIdentifier: Self.cellIdentifier, for: indexPath)
  }
}
