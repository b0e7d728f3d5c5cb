import Foundation

/// The list screen as its presenter sees it: a passive view. It shows what it is told and
/// reports what the reader does; it decides nothing, not even which of its states comes next.
///
/// Every output of the presenter is one of these calls. That is why a presenter test needs a
/// fake view that records them, and asserts on the log.
@MainActor
protocol NewsListView: AnyObject {
  /// Shows the spinner.
  func showLoading()
  /// Shows the list with these rows.
  func showRows(_ rows: [NewsRow])
  /// Shows the empty state, and no rows: the next list starts at its first row.
  func showEmpty()
  /// Shows the error screen with this reason.
  func showError(_ message: String)
  /// A thumbnail arrived for `row`: draw it if that row is on screen, keep it for when it is.
  func updateImage(row: Int, image: Data)
}
