/// Everything the list screen can show, as one value: the view model's one output.
///
/// The rows travel in the `loaded` case, so a picture arriving is a new state like any other
/// (MVVMNews keeps rows as a second output, because its controller reads them as the table's
/// data source; here the presenter hands them to the passive view with the state).
enum NewsListState: Equatable, Sendable {
  /// The screen has not loaded yet.
  case idle
  /// A load is in flight.
  case loading
  /// The stories, as rows.
  case loaded([NewsRow])
  /// The feed has no stories.
  case empty
  /// The load failed, for this reason.
  case failed(String)
}
