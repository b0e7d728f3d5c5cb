import ExerciseSupport
import Testing

/// Your state-sequence test: the first load fails, the user retries, the
/// retry succeeds. Record every state `viewModel` goes through and check the
/// whole sequence at once.
///
/// It is written for any `FeedStateMachine`, not just `FeedViewModel`: the
/// exercise runs it against your view model, where it must pass, and against
/// broken ones, where it must fail. `loader` is the loader the view model was
/// made with; answer its requests with `loader.fail(_:)` and `loader.succeed(_:)`.
@MainActor
func checkFailedLoadThenRetry(of viewModel: any FeedStateMachine, loader: ScriptedFeedLoader) {
  let states = Recorder(viewModel.state)

  viewModel.load()
  loader.fail("The connection went away")
  viewModel.retry()
  loader.succeed(["Rocket lands", "Metro opens"])

  #expect(
    states.values == [
      .idle,
      .loading,
      .failed("The connection went away"),
      .loading,
      .loaded(["Rocket lands", "Metro opens"]),
    ])
}
