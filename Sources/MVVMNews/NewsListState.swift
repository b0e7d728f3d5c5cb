import NewsCore

/// Which of its four faces the list screen shows. One value rather than
/// `isLoading` plus `error` plus `items`: a view bound to it cannot end up
/// showing the spinner and the error at once.
enum NewsListState: Equatable, Sendable {
  /// A load is in flight.
  case loading
  /// The stories are in `rows`.
  case list
  /// The feed had no stories.
  case empty
  /// The last load failed, for this reason.
  case failed(String)
}

/// Where the list screen wants to go. The controller acts on it; the view
/// model only says so, which is why selection can be tested without a
/// navigation controller.
enum NewsListRoute: Equatable, Sendable {
  /// Open this story. The controller hands it, unopened, to a detail view model.
  case story(NewsItem)
}
