import Observing

/// Where the feed screen stands: its view model's one output.
///
/// The presenter (or view controller) switches over it and shows exactly one
/// thing, so a screen can never show a spinner and an error at once.
enum FeedState: Equatable, Sendable {
  /// Nothing asked for yet.
  case idle
  /// A load is under way.
  case loading
  /// The stories' titles arrived.
  case loaded([String])
  /// The load failed, for this reason; `retry()` tries again.
  case failed(String)
}

/// Why the feed could not be loaded.
struct FeedError: Error, Equatable, Sendable {
  /// The reason, in words for the screen.
  let reason: String
}

/// Loads the feed. The app's version goes to a server; tests answer by hand.
@MainActor
protocol FeedLoading: AnyObject {
  /// Starts a load; `completion` runs once, later.
  func loadFeed(completion: @escaping @MainActor (Result<[String], FeedError>) -> Void)
}

/// What the state-sequence test talks to: the inputs and the one output of a
/// feed view model. The exercise's own view model is one; the tests bring a
/// few broken ones, to make sure your test would notice.
@MainActor
protocol FeedStateMachine: AnyObject {
  /// The one output.
  var state: BindableValue<FeedState> { get }
  /// Input: load the feed.
  func load()
  /// Input: try again after a failure.
  func retry()
}
