import Foundation

/// Tells the time of day. The app asks the system; the tests use a virtual
/// clock that moves only when they advance it, so they can start at
/// 23:59:59 or on the night the clocks change, and never wait.
@MainActor
protocol WallClock: AnyObject {
  /// The time now.
  var now: Date { get }
}

/// The system's clock, for the app.
final class SystemClock: WallClock {
  var now: Date { Date() }
}
