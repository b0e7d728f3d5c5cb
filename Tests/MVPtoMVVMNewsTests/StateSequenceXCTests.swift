import ExerciseSupport
import NewsCore
import NewsTestSupport
import XCTest

@testable import MVPtoMVVMNews

/// The same test twice, side by side: once the way the classic MVVM articles wrote it, with an
/// expectation and a timeout, and once with the test scheduler alone. Both pass, every time;
/// the comments say why the second is the one to copy.
///
/// The test methods are plain synchronous ones that enter the main actor with
/// `MainActor.assumeIsolated`: XCTest on Linux finds tests by casting them to
/// `(Self) -> () -> Void`, which a `@MainActor` method is not, and the cast crashes. XCTest
/// runs synchronous tests on the main thread, and `assumeIsolated` checks that it does.
final class StateSequenceXCTests: XCTestCase {
  // (1) The article's way: an expectation fulfilled when the state output says the list has
  // arrived again after a refresh (the article listens with an `onStateChanged` callback), then
  // `waitForExpectations(timeout:)`.
  //
  // It is deterministic here only because the clock is ours: `advance(by:)` runs the load's
  // answer on this thread before it returns, so the expectation is already fulfilled when the
  // wait begins, and there is nothing left to wait for. With a real clock (a service that answers
  // after three real seconds) the wait would race the answer: the test would sleep through
  // the delay, and the timeout would be a guess — too short and a busy CI machine fails it,
  // too long and every failure costs that long (even here a failure waits one real second,
  // and the waiter, which turns the real run loop, sometimes takes a tenth of one to return).
  // And the expectation only says "`.loaded` came at some point": a missing `.loading`, an
  // extra state, or a cancelled answer landing after the wait all go unseen.
  func testLoadedArrives_withExpectation() {
    onMainActor { test in
      let scheduler = ManualScheduler()
      let viewModel = Self.makeViewModel(scheduler: scheduler)
      viewModel.inputs.viewDidLoad()
      scheduler.advance(by: .seconds(3))
      let loaded = test.expectation(description: "the stories arrive again")
      let token = viewModel.outputs.state.observe { state in
        if case .loaded = state { loaded.fulfill() }
      }

      viewModel.inputs.refresh()
      scheduler.advance(by: .seconds(3))

      test.waitForExpectations(timeout: 1)
      XCTAssertEqual(viewModel.outputs.state.value, .loaded(rows(Stories.items(2))))
      token.cancel()
    }
  }

  // (2) The scheduler's way: move the clock, then compare every state that was announced.
  //
  // Better because there is nothing to wait for and nothing to guess: time moves exactly as
  // far as the test says, at once, and a failure is reported at once. It also checks more:
  // the whole sequence, so an extra, missing or out-of-order state fails it, and the moment
  // just before the answer is due can be checked too, which a timeout cannot do. Delete
  // `stateValue.value = .loading` from the view model's `load()` and see: (1) still passes,
  // (2) fails.
  func testLoadedArrives_withManualScheduler() {
    MainActor.assumeIsolated {
      let scheduler = ManualScheduler()
      let viewModel = Self.makeViewModel(scheduler: scheduler)
      viewModel.inputs.viewDidLoad()
      scheduler.advance(by: .seconds(3))
      let recorder = Recorder(viewModel.outputs.state)

      viewModel.inputs.refresh()
      scheduler.advance(by: .milliseconds(2999))
      XCTAssertEqual(recorder.values, [.loading])
      scheduler.advance(by: .milliseconds(1))

      XCTAssertEqual(recorder.values, [.loading, .loaded(rows(Stories.items(2)))])
    }
  }

  /// Runs `body` on the main actor with this test case, from a synchronous test method.
  /// `waitForExpectations` is main-actor isolated, and a test case is not `Sendable`; it is
  /// only ever touched on the main thread here, which `assumeIsolated` checks.
  private func onMainActor(_ body: @MainActor (StateSequenceXCTests) -> Void) {
    nonisolated(unsafe) let testCase = self
    MainActor.assumeIsolated { body(testCase) }
  }

  @MainActor
  private static func makeViewModel(scheduler: ManualScheduler) -> NewsListViewModel {
    let service = ScriptedNewsService(
      scheduler: scheduler,
      answers: [
        .stories(Stories.items(2), after: .seconds(3)),
        .stories(Stories.items(2), after: .seconds(3)),
      ])
    return NewsListViewModel(
      interactor: NewsListInteractor(
        service: service, imageLoader: RecordingImageLoader(scheduler: scheduler)))
  }
}
