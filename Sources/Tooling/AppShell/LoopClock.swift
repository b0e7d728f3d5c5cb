import NewsCore

/// A clock the terminal run loop drives: it runs what is due when asked, and says how long
/// the loop may sleep before there is more to run.
///
/// One app runs on the real clock (`LiveScheduler`). The kit runs on a shared virtual clock
/// that follows real time while it plays and stands still while it is paused.
@MainActor
package protocol LoopClock: AnyObject {
  /// Runs everything that is due now.
  func runDueWork()
  /// How long until the next piece of work is due; `nil` when nothing is waiting.
  var timeUntilNextDeadline: Duration? { get }
}

extension LiveScheduler: LoopClock {}
