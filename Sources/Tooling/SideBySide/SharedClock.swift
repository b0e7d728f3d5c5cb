import AppShell
import NewsCore

/// The one clock every pane runs on: virtual time, which follows real time while the kit
/// plays and stands still while it is paused.
///
/// Every pane schedules its work on the same `ManualScheduler`, so a load started in every app
/// at once finishes in all of them at the same instant, and pausing stops them all. Real time
/// only says how far virtual time should move: it is read through `realTime`, so a test passes
/// a clock it moves by hand and never waits.
@MainActor
final class SharedClock {
  /// Where every pane's work waits for its time.
  let scheduler = ManualScheduler()
  /// Whether virtual time stands still.
  private(set) var isPaused = false
  private let realTime: () -> Duration
  private var lastReading: Duration

  /// A clock following `realTime`, which tells the time since some fixed start.
  init(realTime: @escaping () -> Duration) {
    self.realTime = realTime
    lastReading = realTime()
  }

  /// The virtual time.
  var now: Duration { scheduler.now }

  /// How far virtual time should move to catch up with real time since the last call: the
  /// real time that passed, or nothing while paused.
  func elapsedSinceLastReading() -> Duration {
    let reading = realTime()
    defer { lastReading = reading }
    return isPaused ? .zero : max(reading - lastReading, .zero)
  }

  /// Stops virtual time.
  func pause() { isPaused = true }

  /// Lets virtual time follow real time again from now on: the time spent paused is skipped.
  func play() {
    lastReading = realTime()
    isPaused = false
  }

  /// Real time since the call, from the system's monotonic clock.
  static func systemTime() -> () -> Duration {
    let clock = ContinuousClock()
    let start = clock.now
    return { clock.now - start }
  }
}
