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
  private let displayValue = MutableBindableValue(ClockDisplay(time: "--:--:--", zone: ""))
  var display: BindableValue<ClockDisplay> { displayValue }

  /// Creates the view model; times are shown in `timeZone`.
  init(model: ClockModel, timeZone: TimeZone) {
    self.model = model
    self.timeZone = timeZone
  }

  // MARK: Inputs

  func viewWillAppear() {
    // TODO: run the model, and show each of its readings.
  }

  func viewDidDisappear() {
    // TODO: no ticking for a clock nobody sees.
  }

  func toggleHourFormat() {
    // TODO
  }
}
