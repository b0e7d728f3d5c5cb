import Foundation
import Observing

/// What the clock screen shows.
struct ClockDisplay: Equatable, Sendable {
  /// "23:59:59", or "11:59:59 PM" in 12-hour time.
  let time: String
  /// The time zone's name and its offset from UTC now: "Europe/Berlin · UTC+01:00".
  let zone: String
}

/// The clock screen's logic: it runs the model while the screen is shown,
/// and turns each reading into the words on screen.
@MainActor
final class ClockViewModel {
  private let model: ClockModel
  private let timeZone: TimeZone
  private let displayOutput = MutableBindableValue(ClockDisplay(time: "--:--:--", zone: ""))

  /// Creates the view model; times are shown in `timeZone`.
  init(model: ClockModel, timeZone: TimeZone) {
    self.model = model
    self.timeZone = timeZone
  }

  // MARK: Outputs

  /// What the screen shows.
  var display: BindableValue<ClockDisplay> { displayOutput }

  // MARK: Inputs

  /// The screen is about to be shown.
  func viewWillAppear() {
    // TODO
  }

  /// The screen has gone away.
  func viewDidDisappear() {
    // TODO
  }

  /// The reader switches between 24-hour and 12-hour time.
  func toggleHourFormat() {
    // TODO
  }
}
