// A plant the shape check must refuse: the delegate's method is optional on iOS, so a call
// needs `?` after its name, `tableView?(_:didSelectRowAt:)`.
// expected: DelegateCall.swift:10:23: error: 'tableView(_:didSelectRowAt:)' is unavailable
import Foundation
import TerminalUI

/// A selection passed on by hand.
@MainActor
func plantedSelection(in tableView: TableView, at indexPath: IndexPath) {
  tableView.delegate?.tableView(tableView, didSelectRowAt: indexPath)
}
