import ExerciseSupport
import Testing

@testable import protocol Exercise07StateMachine.FeedViewModelType
@testable import class Exercise07StateMachineTestSupport.ScriptedFeedLoader

/// Your state-sequence test: the first load fails, the user retries, the
/// retry succeeds. Record every state `viewModel` goes through and check the
/// whole sequence at once.
///
/// It is written for any `FeedViewModelType`, not just `FeedViewModel`: the
/// exercise runs it against your view model and another correct one, where it
/// must pass, and against broken ones, where it must fail. `loader` is the
/// loader the view model was made with; answer its requests with
/// `loader.fail(_:)` and `loader.succeed(_:)`.
@MainActor
func checkFailedLoadThenRetry(of viewModel: any FeedViewModelType, loader: ScriptedFeedLoader) {
  let states = Recorder(viewModel.outputs.state)

  viewModel.inputs.viewDidLoad()
  loader.fail("The connection went away")
  viewModel.inputs.retry()
  loader.succeed(["Rocket lands", "Metro opens"])

  #expect(
    states.values == [
      .loading,
      .failed("The connection went away"),
      .loading,
      .loaded(["Rocket lands", "Metro opens"]),
    ])
}
