// Made by `make ios` from Exercises/10-clock/Solution/ClockViewModel.swift: the kit's file as it is written
// on iOS. Each `// ≠ name` marks a line that differs, named in UIKitShape/Differences.md.
import Foundation
import Observing

/// What the clock screen shows.
struct ClockDisplay: Equatable, Sendable {
  /// "23:59:59", or "11:59:59 PM" in 12-hour time.
  let time: String
  /// The time zone's name and its offset from UTC now: "Europe/Berlin · UTC+01:00".
  let zone: String
}

/// What the clock screen can tell its view model: things that happened.
@MainActor
protocol ClockViewModelInputs: AnyObject {
  /// The screen is about to be shown.
  func viewWillAppear()
  /// The screen has gone away.
  func viewDidDisappear()
  /// The reader switches between 24-hour and 12-hour time.
  func toggleHourFormat()
}

/// What the clock screen's view model publishes.
@MainActor
protocol ClockViewModelOutputs: AnyObject {
  /// What the screen shows.
  var display: BindableValue<ClockDisplay> { get }
}

/// The clock screen's view model as its controller sees it: inputs to call, outputs to bind.
@MainActor
protocol ClockViewModelType: AnyObject {
  /// The side a view talks to.
  var inputs: any ClockViewModelInputs { get }
  /// The side a view listens to.
  var outputs: any ClockViewModelOutputs { get }
}

/// The clock screen's logic: it runs the model while the screen is shown,
/// and turns each reading into the words on screen.
@MainActor
final class ClockViewModel: ClockViewModelType, ClockViewModelInputs, ClockViewModelOutputs {
  var inputs: any ClockViewModelInputs { self }
  var outputs: any ClockViewModelOutputs { self }

  private let model: ClockModel
  private let timeZone: TimeZone
  private let displayValue: MutableBindableValue<ClockDisplay>
  var display: BindableValue<ClockDisplay> { displayValue }
  private var uses24HourTime = true
  private var readings: CancellationToken?

  /// Creates the view model; times are shown in `timeZone`.
  init(model: ClockModel, timeZone: TimeZone) {
    self.model = model
    self.timeZone = timeZone
    displayValue = MutableBindableValue(
      Self.display(of: model.time.value, in: timeZone, uses24HourTime: true))
  }

  // MARK: Inputs

  /// The model reads the time before the view model listens, so a screen
  /// coming back shows the time now — never the time it left with, not even
  /// for a moment.
  func viewWillAppear() {
    model.start()
    readings = model.time.bind { [weak self] time in
      self?.show(time)
    }
  }

  /// No ticking for a clock nobody sees.
  func viewDidDisappear() {
    readings = nil
    model.stop()
  }

  func toggleHourFormat() {
    uses24HourTime.toggle()
    show(model.time.value)
  }

  private func show(_ time: Date) {
    displayValue.value = Self.display(of: time, in: timeZone, uses24HourTime: uses24HourTime)
  }

  /// The words for `time`: a calendar set to the zone gives the hour, minute
  /// and second, and the zone gives its offset at that very moment, which is
  /// how the offset changes on the night the clocks do.
  private static func display(of time: Date, in zone: TimeZone, uses24HourTime: Bool)
    -> ClockDisplay
  {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = zone
    let parts = calendar.dateComponents([.hour, .minute, .second], from: time)
    let (hour, minute, second) = (parts.hour ?? 0, parts.minute ?? 0, parts.second ?? 0)
    let clockFace =
      uses24HourTime
      ? "\(twoDigits(hour)):\(twoDigits(minute)):\(twoDigits(second))"
      : "\(hour % 12 == 0 ? 12 : hour % 12):\(twoDigits(minute)):\(twoDigits(second)) "
        + (hour < 12 ? "AM" : "PM")
    let offset = zone.secondsFromGMT(for: time)
    let sign = offset < 0 ? "-" : "+"
    let utc = "UTC\(sign)\(twoDigits(abs(offset) / 3600)):\(twoDigits(abs(offset) % 3600 / 60))"
    return ClockDisplay(time: clockFace, zone: "\(zone.identifier) · \(utc)")
  }

  private static func twoDigits(_ number: Int) -> String {
    number < 10 ? "0\(number)" : "\(number)"
  }
}
