// Made by `make ios` from Sources/MVPtoMVVMNews/NewsListState.swift: the kit's file as it is written
// on iOS. Each `// ≠ name` marks a line that differs, named in UIKitShape/Differences.md.
import NewsCore

/// Everything the list screen can show, as one value: the view model's one state output.
///
/// The rows travel in the `loaded` case, pictures and all, so a picture arriving is a new state
/// like any other.
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

/// Where the list screen wants to go. The view model only says so; where the story opens is the
/// coordinator's business, which the presenter hands it to.
enum NewsListRoute: Equatable, Sendable {
  /// Open this story.
  case story(NewsItem)
}
