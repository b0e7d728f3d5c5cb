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
  /// The next reading, while the clock runs. Letting the token go cancels it.
  private var nextTick: CancellationToken?

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
    guard nextTick == nil else { return }
    tick()
  }

  /// Stops the readings; nothing stays scheduled.
  func stop() {
    nextTick = nil
  }

  /// Reads the time, and waits for the next whole second rather than for one
  /// second: a clock started at 12:00:00.4 changes its face at 12:00:01, not
  /// at 12:00:01.4, and small delays never add up.
  ///
  /// A tick is for the second it was due at. Timers and clocks round their
  /// fractions differently, so a tick may wake a hair before that second
  /// (12:00:00.9999999): then the reading is the second itself, or the face
  /// would show 12:00:00 twice.
  private func tick(due: Date? = nil) {
    var now = clock.now
    if let due, now < due { now = due }
    timeOutput.value = now
    let nextSecond = (now.timeIntervalSince1970 + 1).rounded(.down)
    nextTick = scheduler.schedule(after: .seconds(nextSecond - now.timeIntervalSince1970)) {
      [weak self] in
      self?.tick(due: Date(timeIntervalSince1970: nextSecond))
    }
  }
}
