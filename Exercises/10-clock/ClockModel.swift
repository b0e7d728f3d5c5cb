import Foundation
import NewsCore
import Observing

/// The time, read from a wall clock and read again every second, on the
/// second, while the model runs. The waiting is the scheduler's: the app
/// gives a real one, the tests a `ManualScheduler` they advance by hand.
@MainActor
final class ClockModel {
  private let clock: any WallClock
  private let scheduler: any Scheduling
  private let timeOutput: MutableBindableValue<Date>

  /// Creates a stopped clock.
  init(clock: any WallClock, scheduler: any Scheduling) {
    self.clock = clock
    self.scheduler = scheduler
    timeOutput = MutableBindableValue(clock.now)
  }

  /// The time at the last reading.
  var time: BindableValue<Date> { timeOutput }

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
