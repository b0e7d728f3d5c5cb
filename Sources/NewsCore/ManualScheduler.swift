import Observing

/// A scheduler whose clock moves only when told to: by tests, and by the
/// apps' scripted mode, which is why a transcript is instant and identical
/// on every run whatever `--delay` says.
///
/// `advance(by:)` runs every piece of work that falls due, in deadline order,
/// on the calling thread, before it returns. There is nothing to wait for
/// afterwards, so a test never sleeps, yields or times out.
@MainActor
public final class ManualScheduler: Scheduling {
  /// The virtual time: how far the scheduler has been advanced.
  public private(set) var now: Duration = .zero
  private let queue = DeadlineQueue()

  /// Creates a scheduler at time zero.
  public init() {}

  public func schedule(after delay: Duration, _ work: @escaping @MainActor () -> Void)
    -> CancellationToken
  {
    queue.insert(at: now + max(delay, .zero), work)
  }

  /// Moves the clock forward by `duration`, running due work as its deadline
  /// passes. Work scheduled while advancing runs too if it falls inside the step.
  public func advance(by duration: Duration = .zero) {
    let end = now + max(duration, .zero)
    while let entry = queue.popDue(at: end) {
      now = max(now, entry.deadline)
      entry.work()
    }
    now = end
  }

  /// Advances until no work is left waiting: a load that is due in three
  /// seconds and the image loads it starts all finish. Stops after
  /// `maximumSteps` pieces of work, so a loop that keeps rescheduling itself
  /// cannot hang a script. Returns how many pieces of work ran.
  @discardableResult
  public func runUntilIdle(maximumSteps: Int = 10_000) -> Int {
    var steps = 0
    // One piece at a time rather than `advance` to each deadline: an advance runs every piece
    // due within it, so it would count several as one step, and work that reschedules itself
    // with no delay would never let it return.
    while steps < maximumSteps, let deadline = queue.nextDeadline,
      let entry = queue.popDue(at: deadline)
    {
      now = max(now, entry.deadline)
      entry.work()
      steps += 1
    }
    return steps
  }

  /// When the earliest waiting work is due; `nil` when nothing waits.
  public var nextDeadline: Duration? { queue.nextDeadline }

  /// Whether any work is waiting.
  public var hasPendingWork: Bool { queue.count > 0 }

  /// How many pieces of work are waiting.
  public var pendingWorkCount: Int { queue.count }
}
