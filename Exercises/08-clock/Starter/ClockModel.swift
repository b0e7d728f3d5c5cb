import Foundation
import NewsCore
import Observing

/// The time, read from a wall clock and read again every second, on the
/// second, while the model runs. The waiting is the scheduler's: the app
/// gives a real one, the tests a `TestScheduler` they advance by hand.
@MainActor
final class ClockModel {
  private let clock: any WallClock
  private let scheduler: any Scheduler
  private let timeOutput: MutableBindable<Date>

  /// Creates a stopped clock.
  init(clock: any WallClock, scheduler: any Scheduler) {
    self.clock = clock
    self.scheduler = scheduler
    timeOutput = MutableBindable(clock.now)
  }

  /// The time at the last reading.
  var time: Bindable<Date> { timeOutput }

  /// Reads the time now, then at every whole second until `stop()`.
  /// Starting a clock that runs already changes nothing.
  func start() {
    // TODO
  }

  /// Stops the readings; nothing stays scheduled.
  func stop() {
    // TODO
  }
}
