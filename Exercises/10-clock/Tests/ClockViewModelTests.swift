import ExerciseSupport
import Foundation
import Testing

@testable import struct Exercise10Clock.ClockDisplay
@testable import class Exercise10Clock.ClockModel
@testable import class Exercise10Clock.ClockViewModel

/// What a display shows, as one line, read field by field: not through `ClockDisplay`'s `==`,
/// which is your code to write as you like.
func shown(_ display: ClockDisplay) -> String {
  display.time + " | " + display.zone
}

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
      shown(viewModel.outputs.display.value) == "23:59:59 | Europe/Berlin · UTC+01:00",
      "the time as it reads in the view model's zone, then the zone's name and its offset")
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

  @Test("the hour after noon is PM: 12:30 is 12:30:00 PM, and 00:30 is 12:30:00 AM")
  func aroundNoon() {
    let (_, afternoon) = showClock(at: "12:30:00", on: (2026, 11, 20), in: berlin)
    afternoon.inputs.toggleHourFormat()
    #expect(
      afternoon.outputs.display.value.time == "12:30:00 PM",
      "half past twelve in the day is the afternoon: from 12:00 on, the hours are PM")
    let (_, night) = showClock(at: "00:30:00", on: (2026, 11, 20), in: berlin)
    night.inputs.toggleHourFormat()
    #expect(night.outputs.display.value.time == "12:30:00 AM")
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
    #expect(shown(viewModel.outputs.display.value) == "01:59:59 | Europe/Berlin · UTC+01:00")
    clock.advance(by: 1)
    #expect(
      displays.values.map(shown) == ["03:00:00 | Europe/Berlin · UTC+02:00"],
      """
      that night the clocks go from 02:00 to 03:00, and the offset with them: the offset is the \
      zone's at the moment shown, secondsFromGMT(for:)
      """)
  }

  @Test("in October the clocks go back: 02:59:59 summer time is followed by 02:00:00")
  func clocksGoBack() {
    let summer = moment("02:59:59", on: (2026, 10, 25), in: TimeZone(secondsFromGMT: 7_200)!)
    let clock = VirtualClock(start: summer)
    let viewModel = ClockViewModel(
      model: ClockModel(clock: clock, scheduler: clock.scheduler), timeZone: berlin)
    viewModel.inputs.viewWillAppear()
    let displays = Recorder(viewModel.outputs.display)
    clock.advance(by: 1)
    #expect(
      displays.values.map(shown) == ["02:00:00 | Europe/Berlin · UTC+01:00"],
      "the hour from 02:00 to 03:00 comes twice that night: the second time, at UTC+01:00")
  }

  @Test("the offset is the one at the time shown, whatever the date today")
  func summerAndWinter() {
    for (day, berlinOffset, newYorkOffset) in [
      ((2026, 1, 15), "UTC+01:00", "UTC-05:00"), ((2026, 7, 15), "UTC+02:00", "UTC-04:00"),
    ] {
      let (_, inBerlin) = showClock(at: "12:00:00", on: day, in: berlin)
      let (_, inNewYork) = showClock(at: "12:00:00", on: day, in: newYork)
      #expect(
        [inBerlin.outputs.display.value.zone, inNewYork.outputs.display.value.zone] == [
          "Europe/Berlin · \(berlinOffset)", "America/New_York · \(newYorkOffset)",
        ],
        """
        on \(day.0)-\(day.1)-\(day.2) the offsets are \(berlinOffset) and \(newYorkOffset): the \
        offset of the moment shown, secondsFromGMT(for:), not the one of today's date, which \
        would give the summer's in winter half the year
        """)
    }
  }

  @Test("an offset of hours and minutes: India is UTC+05:30, Nepal UTC+05:45")
  func halfHourZones() {
    for (zone, offset) in [
      (kolkata, "UTC+05:30"), (kathmandu, "UTC+05:45"), (stJohns, "UTC-03:30"),
    ] {
      let (_, viewModel) = showClock(at: "08:00:00", on: (2026, 11, 20), in: zone)
      #expect(
        viewModel.outputs.display.value.zone == "\(zone.identifier) · \(offset)",
        "some zones are minutes off the hour: write the offset's minutes too")
    }
  }

  @Test("the time is told in the zone the view model was given, not the machine's")
  func theGivenZone() {
    let noon = moment("12:00:00", on: (2026, 11, 20), in: .gmt)
    let faces = [berlin, kolkata, newYork].map { zone in
      let clock = VirtualClock(start: noon)
      let viewModel = ClockViewModel(
        model: ClockModel(clock: clock, scheduler: clock.scheduler), timeZone: zone)
      viewModel.inputs.viewWillAppear()
      return viewModel.outputs.display.value.time
    }
    #expect(
      faces == ["13:00:00", "17:30:00", "07:00:00"],
      """
      noon in London is 13:00 in Berlin, 17:30 in Kolkata and 07:00 in New York: tell the time \
      in the zone the view model was made with, never the machine's
      """)
  }

  @Test("a zone west of Greenwich has a negative offset")
  func westOfGreenwich() {
    let (_, viewModel) = showClock(at: "07:30:00", on: (2026, 1, 15), in: newYork)
    #expect(viewModel.outputs.display.value.zone == "America/New_York · UTC-05:00")
  }
}
