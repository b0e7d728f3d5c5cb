import ExerciseSupport
import Foundation
import Testing

@testable import struct Exercise10Clock.ClockDisplay
@testable import class Exercise10Clock.ClockModel
@testable import class Exercise10Clock.ClockViewModel

@MainActor
@Suite("The clock's view model")
struct ClockViewModelTests {
  private func showClock(at time: String, on day: (Int, Int, Int), in zone: TimeZone)
    -> (VirtualClock, ClockViewModel)
  {
    let clock = VirtualClock(start: moment(time, on: day, in: zone))
    let viewModel = ClockViewModel(
      model: ClockModel(clock: clock, scheduler: clock.scheduler), timeZone: zone)
    viewModel.inputs.viewWillAppear()
    return (clock, viewModel)
  }

  @Test("it shows the time as HH:mm:ss, and the zone's name and offset")
  func display() {
    let (_, viewModel) = showClock(at: "23:59:59", on: (2026, 11, 20), in: berlin)
    #expect(
      viewModel.outputs.display.value
        == ClockDisplay(time: "23:59:59", zone: "Europe/Berlin · UTC+01:00"))
  }

  @Test("23:59:59 becomes 00:00:00 a second later")
  func midnight() {
    let (clock, viewModel) = showClock(at: "23:59:59", on: (2026, 11, 20), in: berlin)
    let times = Recorder(viewModel.outputs.display)
    clock.advance(by: 1)
    #expect(times.values.map(\.time) == ["00:00:00"])
  }

  @Test("the toggle switches to 12-hour time and back")
  func toggle() {
    let (clock, viewModel) = showClock(at: "23:59:59", on: (2026, 11, 20), in: berlin)
    let times = Recorder(viewModel.outputs.display)
    viewModel.inputs.toggleHourFormat()
    clock.advance(by: 1)
    viewModel.inputs.toggleHourFormat()
    #expect(times.values.map(\.time) == ["11:59:59 PM", "12:00:00 AM", "00:00:00"])
  }

  @Test("morning hours in 12-hour time have no leading zero")
  func morning() {
    let (_, viewModel) = showClock(at: "09:05:00", on: (2026, 11, 20), in: berlin)
    viewModel.inputs.toggleHourFormat()
    #expect(viewModel.outputs.display.value.time == "9:05:00 AM")
  }

  @Test("while the screen is away nothing ticks, and on its return it shows the time now")
  func missedTicks() {
    let (clock, viewModel) = showClock(at: "10:00:00", on: (2026, 11, 20), in: berlin)
    let times = Recorder(viewModel.outputs.display)
    clock.advance(by: 1)
    viewModel.inputs.viewDidDisappear()
    #expect(!clock.scheduler.hasPendingWork, "no ticking for a clock nobody sees")
    clock.advance(by: 300)
    viewModel.inputs.viewWillAppear()
    clock.advance(by: 1)
    #expect(
      times.values.map(\.time) == ["10:00:01", "10:05:01", "10:05:02"],
      "on its return the screen should show the time now, never the time it left with")
  }

  @Test("the offset follows daylight saving: 01:59:59 is followed by 03:00:00 in Berlin")
  func daylightSaving() {
    let (clock, viewModel) = showClock(at: "01:59:59", on: (2026, 3, 29), in: berlin)
    let displays = Recorder(viewModel.outputs.display)
    #expect(
      viewModel.outputs.display.value
        == ClockDisplay(time: "01:59:59", zone: "Europe/Berlin · UTC+01:00"))
    clock.advance(by: 1)
    #expect(
      displays.values == [ClockDisplay(time: "03:00:00", zone: "Europe/Berlin · UTC+02:00")])
  }

  @Test("a zone west of Greenwich has a negative offset")
  func westOfGreenwich() {
    let (_, viewModel) = showClock(at: "07:30:00", on: (2026, 1, 15), in: newYork)
    #expect(viewModel.outputs.display.value.zone == "America/New_York · UTC-05:00")
  }
}
