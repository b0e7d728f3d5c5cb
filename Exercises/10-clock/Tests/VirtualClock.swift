import Foundation
import NewsCore

@testable import protocol Exercise10Clock.WallClock

/// A wall clock that stands still until the test advances its scheduler:
/// the time is the start plus however far the scheduler has gone.
@MainActor
final class VirtualClock: WallClock {
  /// What the scheduler's time zero stands for.
  let start: Date
  /// The scheduler the clock's ticks wait on; advance it to move time.
  let scheduler = ManualScheduler()

  /// Creates a clock showing `start`.
  init(start: Date) {
    self.start = start
  }

  var now: Date {
    let (seconds, attoseconds) = scheduler.now.components
    return start.addingTimeInterval(Double(seconds) + Double(attoseconds) / 1e18)
  }

  /// Moves time on by `seconds`, running every tick that falls due.
  func advance(by seconds: Double) {
    scheduler.advance(by: .seconds(seconds))
  }
}

/// A moment given as it reads on a clock in `zone`: `moment("23:59:59", on: (2026, 11, 20), in: berlin)`.
func moment(_ time: String, on day: (year: Int, month: Int, day: Int), in zone: TimeZone) -> Date {
  let parts = time.split(separator: ":").compactMap { Double($0) }
  var calendar = Calendar(identifier: .gregorian)
  calendar.timeZone = zone
  let midnight = calendar.date(
    from: DateComponents(year: day.year, month: day.month, day: day.day))!
  return midnight.addingTimeInterval(parts[0] * 3600 + parts[1] * 60 + parts[2])
}

/// How a moment reads in UTC, to the millisecond: "12:00:01.000".
func utcClockFace(_ date: Date) -> String {
  let milliseconds = Int((date.timeIntervalSince1970 * 1000).rounded())
  let second = Date(timeIntervalSince1970: Double(milliseconds / 1000))
  var calendar = Calendar(identifier: .gregorian)
  calendar.timeZone = .gmt
  let parts = calendar.dateComponents([.hour, .minute, .second], from: second)
  func pad(_ number: Int, _ width: Int) -> String {
    String(repeating: "0", count: max(width - String(number).count, 0)) + String(number)
  }
  return "\(pad(parts.hour ?? 0, 2)):\(pad(parts.minute ?? 0, 2)):\(pad(parts.second ?? 0, 2))."
    + pad(milliseconds % 1000, 3)
}

let berlin = TimeZone(identifier: "Europe/Berlin")!
let newYork = TimeZone(identifier: "America/New_York")!
let kolkata = TimeZone(identifier: "Asia/Kolkata")!
let kathmandu = TimeZone(identifier: "Asia/Kathmandu")!
let stJohns = TimeZone(identifier: "America/St_Johns")!
