import NewsCore
import Observing
import Testing

/// The virtual clock every other test stands on: time moves only when told, and due work runs
/// in deadline order, on the spot, before `advance` returns.
@MainActor
struct ManualSchedulerTests {
  private let scheduler = ManualScheduler()
  private let log = EventLog()
  private let bag = CancellationBag()

  @Test func startsAtZeroWithNothingWaiting() {
    #expect(scheduler.now == .zero)
    #expect(!scheduler.hasPendingWork)
    #expect(scheduler.pendingWorkCount == 0)
  }

  @Test func tellsWhenTheEarliestWorkIsDue() {
    #expect(scheduler.nextDeadline == nil)
    schedule("late", after: .seconds(3))
    schedule("early", after: .seconds(1))
    #expect(scheduler.nextDeadline == .seconds(1))
    scheduler.advance(by: .seconds(1))
    #expect(scheduler.nextDeadline == .seconds(3))
  }

  @Test func schedulingRunsNothingYet() {
    schedule("a", after: .zero)
    #expect(log.events.isEmpty)
    #expect(scheduler.pendingWorkCount == 1)
  }

  @Test func runsWorkWhenItsDeadlineIsReachedAndNotOneTickBefore() {
    schedule("a", after: .seconds(1))
    scheduler.advance(by: .milliseconds(999))
    #expect(log.events.isEmpty)
    scheduler.advance(by: .milliseconds(1))
    #expect(log.events == ["a"])
    #expect(scheduler.now == .seconds(1))
  }

  @Test func runsDueWorkInDeadlineOrder() {
    schedule("c", after: .seconds(3))
    schedule("a", after: .seconds(1))
    schedule("b", after: .seconds(2))
    scheduler.advance(by: .seconds(5))
    #expect(log.events == ["a", "b", "c"])
  }

  @Test func runsEqualDeadlinesInSchedulingOrder() {
    for name in ["first", "second", "third"] { schedule(name, after: .seconds(2)) }
    scheduler.advance(by: .seconds(2))
    #expect(log.events == ["first", "second", "third"])
  }

  @Test func theClockReadsEachDeadlineWhileItsWorkRunsAndTheEndAfterwards() {
    for delay in [1, 3] {
      scheduler.schedule(after: .seconds(delay)) { [scheduler, log] in
        log.record("\(scheduler.now)")
      }.store(in: bag)
    }
    scheduler.advance(by: .seconds(10))
    #expect(log.events == ["\(Duration.seconds(1))", "\(Duration.seconds(3))"])
    #expect(scheduler.now == .seconds(10))
  }

  @Test func workScheduledDuringAnAdvanceRunsOnlyIfItFallsInsideTheStep() {
    scheduler.schedule(after: .seconds(1)) { [self] in
      schedule("inside", after: .seconds(1))
      schedule("outside", after: .seconds(5))
    }.store(in: bag)
    scheduler.advance(by: .seconds(3))
    #expect(log.events == ["inside"])
    #expect(scheduler.pendingWorkCount == 1)
    scheduler.advance(by: .seconds(3))
    #expect(log.events == ["inside", "outside"])
  }

  @Test func aNegativeDelayMeansNow() {
    schedule("late", after: .seconds(-5))
    scheduler.advance()
    #expect(log.events == ["late"])
    #expect(scheduler.now == .zero)
  }

  @Test func advancingByANegativeDurationDoesNotTurnTheClockBack() {
    scheduler.advance(by: .seconds(2))
    scheduler.advance(by: .seconds(-1))
    #expect(scheduler.now == .seconds(2))
  }

  @Test func cancelledWorkNeverRuns() {
    let token = scheduler.schedule(after: .seconds(1)) { [log] in log.record("cancelled") }
    schedule("kept", after: .seconds(1))
    token.cancel()
    #expect(scheduler.pendingWorkCount == 1)
    scheduler.advance(by: .seconds(2))
    #expect(log.events == ["kept"])
  }

  @Test func workWhoseTokenIsReleasedNeverRuns() {
    // Nobody keeps the token, so the work is cancelled as soon as it is scheduled.
    _ = scheduler.schedule(after: .seconds(1)) { [log] in log.record("released") }
    #expect(!scheduler.hasPendingWork)
    scheduler.advance(by: .seconds(2))
    #expect(log.events.isEmpty)
  }

  @Test func cancellingAfterTheWorkRanChangesNothing() {
    let token = scheduler.schedule(after: .seconds(1)) { [log] in log.record("ran") }
    scheduler.advance(by: .seconds(1))
    token.cancel()
    scheduler.advance(by: .seconds(1))
    #expect(log.events == ["ran"])
  }

  @Test func runUntilIdleRunsChainsOfWorkToTheEnd() {
    scheduler.schedule(after: .seconds(1)) { [self] in
      log.record("load")
      scheduler.schedule(after: .seconds(2)) { [self] in
        log.record("image")
        schedule("fade", after: .seconds(3))
      }.store(in: bag)
    }.store(in: bag)
    let steps = scheduler.runUntilIdle()
    #expect(log.events == ["load", "image", "fade"])
    #expect(steps == 3)
    #expect(scheduler.now == .seconds(6))
    #expect(!scheduler.hasPendingWork)
  }

  @Test func runUntilIdleCountsEveryPieceOfWorkEvenAtOneDeadline() {
    for name in ["a", "b", "c"] { schedule(name, after: .seconds(1)) }
    #expect(scheduler.runUntilIdle() == 3)
    #expect(log.events == ["a", "b", "c"])
  }

  @Test func runUntilIdleWithNothingWaitingLeavesTheClockAlone() {
    #expect(scheduler.runUntilIdle() == 0)
    #expect(scheduler.now == .zero)
  }

  @Test(
    "maximumSteps stops work that keeps rescheduling itself",
    arguments: [Duration.seconds(1), .zero])
  func maximumStepsStopsASelfReschedulingLoop(period: Duration) {
    tick(every: period)
    // The waiting tick holds this test, which holds the scheduler that holds the tick: a
    // cycle that only cancelling the tick breaks (LeakSanitizer found it).
    defer { bag.removeAll() }
    #expect(scheduler.runUntilIdle(maximumSteps: 5) == 5)
    #expect(log.events.count == 5)
    #expect(scheduler.hasPendingWork)
    #expect(scheduler.now == period * 5)
  }

  @Test func runUntilIdleStopsALoopAfterTenThousandStepsUnlessToldOtherwise() {
    tick(every: .zero)
    defer { bag.removeAll() }
    #expect(scheduler.runUntilIdle() == 10_000)
    #expect(scheduler.hasPendingWork)
  }

  // MARK: - Helpers

  private func schedule(_ name: String, after delay: Duration) {
    scheduler.schedule(after: delay) { [log] in log.record(name) }.store(in: bag)
  }

  private func tick(every period: Duration) {
    scheduler.schedule(after: period) { [self] in
      log.record("tick")
      tick(every: period)
    }.store(in: bag)
  }
}

/// What ran, in order.
@MainActor
private final class EventLog {
  private(set) var events: [String] = []

  func record(_ event: String) { events.append(event) }
}
