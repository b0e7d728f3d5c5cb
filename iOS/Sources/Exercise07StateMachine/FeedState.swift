// Made by `make ios` from Exercises/07-state-machine/Solution/FeedState.swift: the kit's file as it is written
// on iOS. Each `// ≠ name` marks a line that differs, named in UIKitShape/Differences.md.
import Observing

/// Where the feed screen stands: its view model's one output.
///
/// The screen switches over it and shows exactly one thing, so it can never show a spinner and
/// an error at once.
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

/// What the feed screen's view can tell its view model: events, named for what happened.
@MainActor
protocol FeedViewModelInputs: AnyObject {
  /// The screen's view exists: load the feed.
  func viewDidLoad()
  /// The reader asked to try again after a failure.
  func retry()
}

/// What the feed screen's view model publishes: one state.
@MainActor
protocol FeedViewModelOutputs: AnyObject {
  /// What the screen shows.
  var state: BindableValue<FeedState> { get }
}

/// A feed view model as a view sees it — and as the state-sequence test sees it: the exercise's
/// own view model is one, and the tests bring others, some of them broken, to make sure your
/// test would notice.
@MainActor
protocol FeedViewModelType: AnyObject {
  /// The side a view talks to.
  var inputs: any FeedViewModelInputs { get }
  /// The side a view listens to.
  var outputs: any FeedViewModelOutputs { get }
}
