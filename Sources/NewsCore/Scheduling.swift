import Observing

/// Where every delay in the kit comes from: the mock data source's 3 seconds,
/// the image loader's wait. Injected, never global, so that tests and scripted
/// runs can move time themselves.
///
/// Synchronous on purpose: `schedule(after:_:)` returns at once, and the work
/// runs later on the main actor when the clock reaches its deadline. Async
/// test clocks that wait for sleepers with task yields are a well-known source
/// of flaky tests; a synchronous queue of deadlines has nothing to race.
/// (pointfreeco/combine-schedulers' `TestScheduler` is the published version
/// of this idea, for Combine.)
@MainActor
public protocol Scheduling: ChangeDelivery {
  /// Time since the scheduler started.
  var now: Duration { get }

  /// Runs `work` once, `delay` from now, unless the token is cancelled or released first.
  func schedule(after delay: Duration, _ work: @escaping @MainActor () -> Void) -> CancellationToken
}
