/// Which of its four faces the list screen shows. One value rather than
/// `isLoading` plus `error` plus `items`: a view bound to it cannot end up
/// showing the spinner and the error at once.
///
/// The rows are a second output, not part of this state (MVP→MVVM's view model puts them in
/// its `loaded` case): the controller is the table's data source and reads the rows whenever
/// the table asks, and the rows of the last good load stay behind an error.
enum NewsListState: Equatable, Sendable {
  /// A load is in flight.
  case loading
  /// The stories are in the `rows` output.
  case list
  /// The feed had no stories.
  case empty
  /// The last load failed, for this reason.
  case failed(String)
}

/// Where the list screen wants to go. The view model only says so, which is why selection can
/// be tested without a navigation controller; the controller goes, as MVVM without a
/// coordinator leaves going to the controller.
enum NewsListRoute {
  /// Open this story, on a screen driven by this view model (the list's view model makes it,
  /// as it knows the story and the loader its picture comes from).
  case story(any NewsDetailViewModelType)
}
