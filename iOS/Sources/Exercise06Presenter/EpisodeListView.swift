// Made by `make ios` from Exercises/06-presenter/Solution/EpisodeListView.swift: the kit's file as it is written
// on iOS. Each `// ≠ name` marks a line that differs, named in UIKitShape/Differences.md.
/// One row of the list, ready to show: the view is handed these, never an `Episode`.
struct EpisodeRow: Equatable, Sendable {
  /// The episode's title, on the left.
  let title: String
  /// How long it lasts, on the right: "42 min", "1 h 15 min", "2 h".
  let duration: String
}

/// The episode list as its presenter sees it: a passive view. It shows what it is told and
/// reports what the listener does; it decides nothing, not even which of its faces comes next.
///
/// Every output of the presenter is one of these calls, so a presenter's test hands it a fake
/// view that writes the calls down, and reads the log.
@MainActor
protocol EpisodeListView: AnyObject {
  /// Shows the spinner.
  func showLoading()
  /// Shows the list with these rows.
  func showRows(_ rows: [EpisodeRow])
  /// Shows the empty state: the podcast has no episodes yet.
  func showEmpty()
  /// Shows the error screen with this reason.
  func showError(_ message: String)
}
