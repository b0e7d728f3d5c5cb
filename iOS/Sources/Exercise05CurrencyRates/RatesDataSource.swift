// Made by `make ios` from Exercises/05-currency-rates/Solution/RatesDataSource.swift: the kit's file as it is written
// on iOS. Each `// ≠ name` marks a line that differs, named in UIKitShape/Differences.md.
import Foundation
import Observing
import UIKit

/// One row of the rates table, ready to show.
struct RateRow: Equatable, Sendable {
  /// The currency's code, on the left: "EUR".
  let code: String
  /// The rate, on the right: "0.9234".
  let rate: String
}

/// A rate's row: the code on the left, the rate on the right (UIKit's `.value1` style).
@MainActor
final class RateCell: UITableViewCell {
  // ≠ cell-initializer
  override init(style: CellStyle, reuseIdentifier: String?) {
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
final class RatesDataSource: NSObject, UITableViewDataSource {
  /// The identifier its cells are registered under.
  static let cellIdentifier = "rate"

  /// The rows, bindable, so the screen can reload when they change.
  let rows = MutableBindableValue<[RateRow]>([])

  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    rows.value.count
  }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: Self.cellIdentifier, for: indexPath)
    let row = rows.value[indexPath.row]
    var content = cell.defaultContentConfiguration()
    content.text = row.code
    content.secondaryText = row.rate
    cell.contentConfiguration = content
    return cell
  }
}
