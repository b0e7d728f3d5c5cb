import Dispatch
import NewsCore
import Observing

/// The clock of an iOS app: work runs on the main queue when its time comes. On Linux the kit's
/// terminal loop runs `LiveScheduler`'s due work between frames; on iOS the main run loop does
/// the waiting, so this hands each piece of work to it.
@MainActor
public final class MainQueueScheduler: Scheduling {
  private let start = ContinuousClock.now

  /// Creates a scheduler whose time zero is now.
  public init() {}

  public var now: Duration { ContinuousClock.now - start }

  public func schedule(after delay: Duration, _ work: @escaping @MainActor () -> Void)
    -> CancellationToken
  {
    let token = CancellationToken {}
    let seconds = Double(delay.components.seconds) + Double(delay.components.attoseconds) * 1e-18
    // The queue holds the token weakly: work whose token was cancelled or released never runs.
    DispatchQueue.main.asyncAfter(deadline: .now() + max(seconds, 0)) { [weak token] in
      guard let token, !token.isCancelled else { return }
      MainActor.assumeIsolated { work() }
    }
    return token
  }
}
