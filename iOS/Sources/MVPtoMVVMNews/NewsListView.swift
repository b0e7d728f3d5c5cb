// Made by `make ios` from Sources/MVPtoMVVMNews/NewsListView.swift: the kit's file as it is written
// on iOS. Each `// ≠ name` marks a line that differs, named in UIKitShape/Differences.md.
import Foundation

/// The list screen as its presenter sees it: a passive view. It shows what it is told and
/// reports what the reader does; it decides nothing, not even which of its states comes next.
///
/// The presenter maps every state to one of these calls. A picture arriving is a new state
/// like any other: the rows come again, with the picture in them.
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
}
