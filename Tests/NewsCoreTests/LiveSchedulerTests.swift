import NewsCore
import Observing
import Testing

/// The real clock, tested only where no waiting is needed: what is due now runs, what is due in
/// an hour does not, and the run loop is told how long it may sleep.
@MainActor
struct LiveSchedulerTests {
  private let scheduler = LiveScheduler()

  @Test func nothingWaitingMeansNoDeadline() {
    #expect(scheduler.timeUntilNextDeadline == nil)
  }

  @Test func workWithNoDelayIsDueAtOnceAndRunsOnRunDueWork() {
    var ran = 0
    let token = scheduler.schedule(after: .zero) { ran += 1 }
    #expect(ran == 0, "scheduling never runs work on the spot")
    #expect(scheduler.timeUntilNextDeadline == .zero)
    scheduler.runDueWork()
    #expect(ran == 1)
    #expect(scheduler.timeUntilNextDeadline == nil)
    scheduler.runDueWork()
    #expect(ran == 1, "work runs once")
    token.cancel()
  }

  @Test func dueWorkRunsInTheOrderItWasScheduled() {
    var order: [String] = []
    let tokens = ["a", "b", "c"].map { name in
      scheduler.schedule(after: .zero) { order.append(name) }
    }
    scheduler.runDueWork()
    #expect(order == ["a", "b", "c"])
    for token in tokens { token.cancel() }
  }

  @Test func workDueInAnHourDoesNotRunNowAndSetsTheSleep() throws {
    var ran = false
    let token = scheduler.schedule(after: .seconds(3600)) { ran = true }
    scheduler.runDueWork()
    #expect(!ran)
    let sleep = try #require(scheduler.timeUntilNextDeadline)
    // A little of the hour has passed since scheduling; a minute is a bound no machine misses.
    #expect(sleep <= .seconds(3600))
    #expect(sleep > .seconds(3540))
    token.cancel()
  }

  @Test func theNearestDeadlineSetsTheSleep() throws {
    let later = scheduler.schedule(after: .seconds(3600)) {}
    let sooner = scheduler.schedule(after: .seconds(60)) {}
    let sleep = try #require(scheduler.timeUntilNextDeadline)
    #expect(sleep <= .seconds(60))
    later.cancel()
    sooner.cancel()
  }

  @Test func cancelledWorkIsRemovedAndNeverRuns() {
    var ran = false
    let token = scheduler.schedule(after: .zero) { ran = true }
    token.cancel()
    #expect(scheduler.timeUntilNextDeadline == nil)
    scheduler.runDueWork()
    #expect(!ran)
  }

  @Test func workWhoseTokenIsReleasedNeverRuns() {
    var ran = false
    _ = scheduler.schedule(after: .zero) { ran = true }
    #expect(scheduler.timeUntilNextDeadline == nil)
    scheduler.runDueWork()
    #expect(!ran)
  }

  /// No bound in seconds: a busy machine may hold a test back for a minute before it runs. The
  /// scheduler's clock can only have run as long as the real clock has since just before it began.
  @Test func theClockStartsAtZeroAndNeverGoesBack() {
    let clock = ContinuousClock()
    let before = clock.now
    let scheduler = LiveScheduler()
    let first = scheduler.now
    let sinceBefore = before.duration(to: clock.now)
    let second = scheduler.now
    #expect(first >= .zero)
    #expect(first <= sinceBefore)
    #expect(second >= first)
  }
}
