import ExerciseSupport
import Testing

@testable import enum Exercise07StateMachine.FeedState
@testable import class Exercise07StateMachine.FeedViewModel
@testable import func Exercise07StateMachineFeedStateSequenceTest.checkFailedLoadThenRetry
@testable import class Exercise07StateMachineTestSupport.ScriptedFeedLoader

// Shortcuts tried against these tests, and the tests that catch each. Each was put into the
// learner's files and checked the way `make exercise NAME=state-machine` checks it:
//
// - In your sequence test, only the last state checked: `catchesSilentRetry` and
//   `catchesLostReason` (both end in the right list).
// - Only "a failure appears, then the list": `catchesSilentRetry`.
// - The number of states and the last one checked: `catchesLostReason`.
// - The Recorder declared and bypassed: `viewModel.outputs.state.value` checked after each
//   step, which sees every state a broken view model ends a step in, and none it passes
//   through: `catchesFlashedEmptyList`.
// - A test that passes for `FeedViewModel` and records an issue for any other type (the broken
//   view models are named in the tests): `passesForAnotherCorrectViewModel`.
// - A test that reads the other view model's private `mistake` through `Mirror` and records an
//   issue unless it is `.none`: the mistake is kept in a closure, which reflection cannot open,
//   so the test passes for every broken one, and each `catches…` test says which got through.
// - A view model whose `retry()` always loads: `retryOnlyAfterFailure`.
// - A failure shown with a reason of its own: `failedLoad`.
// - A `FeedState.==` of your own that takes an empty list for a failure (or any two states
//   for equal): the view model's tests read each state case by case (`shown`), never through
//   your `==`, so a failure shown as an empty list fails `failedLoad` all the same; and your
//   sequence test, which does compare through it, lets the view model that swallows errors
//   through: `catchesSwallowedErrors`.

/// What the screen shows for `state`, read case by case: not through `FeedState`'s `==`, which is
/// your code to write as you like.
func shown(_ state: FeedState) -> String {
  switch state {
  case .idle: "nothing yet"
  case .loading: "a spinner"
  case .loaded(let titles):
    titles.isEmpty ? "no news" : "the list: " + titles.joined(separator: ", ")
  case .failed(let reason): "the failure: " + reason
  }
}

@MainActor
@Suite("The feed view model's states")
struct FeedViewModelTests {
  private let loader = ScriptedFeedLoader()

  @Test("a load that works: loading, then loaded")
  func successfulLoad() {
    let viewModel = FeedViewModel(loader: loader)
    let states = Recorder(viewModel.outputs.state)
    viewModel.inputs.viewDidLoad()
    loader.succeed(["Rocket lands"])
    #expect(states.values.map(shown) == ["a spinner", "the list: Rocket lands"])
  }

  @Test("a load that fails ends in failed, with the reason")
  func failedLoad() {
    let viewModel = FeedViewModel(loader: loader)
    let states = Recorder(viewModel.outputs.state)
    viewModel.inputs.viewDidLoad()
    loader.fail("The connection went away")
    #expect(
      states.values.map(shown) == ["a spinner", "the failure: The connection went away"],
      "an empty list is not a failure: the user would think there is no news")
  }

  @Test("retry after a failure loads again")
  func retryAfterFailure() {
    let viewModel = FeedViewModel(loader: loader)
    viewModel.inputs.viewDidLoad()
    loader.fail("Offline")
    viewModel.inputs.retry()
    #expect(loader.requestCount == 2, "retry() should ask the loader again")
    #expect(shown(viewModel.outputs.state.value) == "a spinner")
  }

  @Test("retry does nothing unless the last load failed")
  func retryOnlyAfterFailure() {
    let viewModel = FeedViewModel(loader: loader)
    viewModel.inputs.retry()
    viewModel.inputs.viewDidLoad()
    viewModel.inputs.retry()
    loader.succeed(["Rocket lands"])
    viewModel.inputs.retry()
    #expect(loader.requestCount == 1, "only a failed load can be retried")
    #expect(shown(viewModel.outputs.state.value) == "the list: Rocket lands")
  }
}

@MainActor
@Suite("Your state-sequence test, in FeedStateSequenceTest.swift", .catchesIssuesOfYourTest)
struct StateSequenceTestTests {
  private let loader = ScriptedFeedLoader()

  /// Runs your test against a view model that is not yours, making `mistake`.
  private func checkAnother(making mistake: OtherFeedViewModel.Mistake) {
    checkFailedLoadThenRetry(
      of: OtherFeedViewModel(loader: loader, mistake: mistake), loader: loader)
  }

  @Test("passes for your view model")
  func passesForTheViewModel() {
    checkFailedLoadThenRetry(of: FeedViewModel(loader: loader), loader: loader)
  }

  @Test("passes for another correct view model")
  func passesForAnotherCorrectViewModel() {
    checkAnother(making: .none)
  }

  @Test("catches a view model that shows an empty list instead of the failure")
  func catchesSwallowedErrors() {
    expectCaught(
      """
      your test passed for a view model that shows an empty list instead of the failure: \
      record every state it shows, and check the whole sequence
      """
    ) {
      checkAnother(making: .swallowsErrors)
    }
  }

  @Test("catches a view model that ignores retry")
  func catchesIgnoredRetry() {
    expectCaught(
      "your test passed for a view model that never retries: check what a retry shows too"
    ) {
      checkAnother(making: .neverRetries)
    }
  }

  @Test("catches a view model that retries without showing it is loading")
  func catchesSilentRetry() {
    expectCaught(
      """
      your test passed for a view model that skips loading when it retries: check every \
      state, not only the last
      """
    ) {
      checkAnother(making: .retriesSilently)
    }
  }

  @Test("catches a view model that flashes an empty list before the failure")
  func catchesFlashedEmptyList() {
    expectCaught(
      """
      your test passed for a view model that flashes an empty list before the failure: \
      record every state with a Recorder and check the whole sequence, not the state after \
      each step
      """
    ) {
      checkAnother(making: .flashesAnEmptyList)
    }
  }

  @Test("catches a view model that forgets why the load failed")
  func catchesLostReason() {
    expectCaught(
      """
      your test passed for a view model that loses the failure's reason: check the reason \
      the failed state carries
      """
    ) {
      checkAnother(making: .losesTheReason)
    }
  }
}
