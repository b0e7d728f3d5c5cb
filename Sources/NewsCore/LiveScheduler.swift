import Observing

/// The real clock, for interactive runs. It never runs anything on its own:
/// the app's run loop asks it how long to sleep and then to run what is due,
/// so all work still happens on the main thread, one piece at a time.
@MainActor
public final class LiveScheduler: Scheduling {
  private let clock = ContinuousClock()
  private let start: ContinuousClock.Instant
  private let queue = DeadlineQueue()

  /// Creates a scheduler whose time zero is now.
  public init() { start = clock.now }

  public var now: Duration { clock.now - start }

  public func schedule(after delay: Duration, _ work: @escaping @MainActor () -> Void)
    -> CancellationToken
  {
    queue.insert(at: now + max(delay, .zero), work)
  }

  /// How long until the next piece of work is due; `nil` when nothing waits.
  public var timeUntilNextDeadline: Duration? {
    queue.nextDeadline.map { max($0 - now, .zero) }
  }

  /// Runs everything that is due now, in deadline order.
  public func runDueWork() {
    while let entry = queue.popDue(at: now) {
      entry.work()
    }
  }
}
