// Made by `make ios` from Sources/UnidirectionalNews/NewsListState.swift: the kit's file as it is written
// on iOS. Each `// ≠ name` marks a line that differs, named in UIKitShape/Differences.md.
import NewsCore

/// Which of its four faces the list screen shows, and the rows when it shows the list. One value
/// rather than `isLoading` plus `error` plus `items`: a view bound to it cannot end up showing
/// the spinner and the error at once.
@available(iOS 26.0, *)
enum NewsListState: Equatable, Sendable {
  /// A load is in flight. The screen starts here: it loads as soon as it appears.
  case loading
  /// The stories, as rows.
  case loaded([NewsRow])
  /// The feed had no stories.
  case empty
  /// The last load failed, for this reason.
  case failed(String)
}
