import ExerciseSupport
import Testing

@MainActor
@Suite("The feed view model's states")
struct FeedViewModelTests {
  private let loader = ScriptedFeedLoader()

  @Test("a load that works: idle, loading, loaded")
  func successfulLoad() {
    let viewModel = FeedViewModel(loader: loader)
    let states = Recorder(viewModel.state)
    viewModel.load()
    loader.succeed(["Rocket lands"])
    #expect(states.values == [.idle, .loading, .loaded(["Rocket lands"])])
  }

  @Test("a load that fails ends in failed, with the reason")
  func failedLoad() {
    let viewModel = FeedViewModel(loader: loader)
    let states = Recorder(viewModel.state)
    viewModel.load()
    loader.fail("The connection went away")
    #expect(
      states.values == [.idle, .loading, .failed("The connection went away")],
      "an empty list is not a failure: the user would think there is no news")
  }

  @Test("retry after a failure loads again")
  func retryAfterFailure() {
    let viewModel = FeedViewModel(loader: loader)
    viewModel.load()
    loader.fail("Offline")
    viewModel.retry()
    #expect(loader.requestCount == 2, "retry() should ask the loader again")
    #expect(viewModel.state.value == .loading)
  }

  @Test("retry does nothing unless the last load failed")
  func retryOnlyAfterFailure() {
    let viewModel = FeedViewModel(loader: loader)
    viewModel.retry()
    viewModel.load()
    viewModel.retry()
    loader.succeed(["Rocket lands"])
    viewModel.retry()
    #expect(loader.requestCount == 1, "only a failed load can be retried")
    #expect(viewModel.state.value == .loaded(["Rocket lands"]))
  }
}

@MainActor
@Suite("Your state-sequence test, in FeedStateSequenceTest.swift")
struct StateSequenceTestTests {
  private let loader = ScriptedFeedLoader()

  @Test("passes for the view model")
  func passesForTheViewModel() {
    checkFailedLoadThenRetry(of: FeedViewModel(loader: loader), loader: loader)
  }

  @Test("catches a view model that shows an empty list instead of the failure")
  func catchesSwallowedErrors() {
    withKnownIssue("your test passed for a view model that swallows errors") {
      checkFailedLoadThenRetry(of: SwallowsErrors(loader: loader), loader: loader)
    }
  }

  @Test("catches a view model that ignores retry")
  func catchesIgnoredRetry() {
    withKnownIssue("your test passed for a view model that never retries") {
      checkFailedLoadThenRetry(of: NeverRetries(loader: loader), loader: loader)
    }
  }

  @Test("catches a view model that retries without showing it is loading")
  func catchesSilentRetry() {
    withKnownIssue("your test passed for a view model that skips loading when it retries") {
      checkFailedLoadThenRetry(of: RetriesSilently(loader: loader), loader: loader)
    }
  }

  @Test("catches a view model that forgets why the load failed")
  func catchesLostReason() {
    withKnownIssue("your test passed for a view model that loses the failure's reason") {
      checkFailedLoadThenRetry(of: LosesTheReason(loader: loader), loader: loader)
    }
  }
}
