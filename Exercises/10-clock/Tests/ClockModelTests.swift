import ExerciseSupport
import Foundation
import Testing

@testable import class Exercise10Clock.ClockModel

// Shortcuts tried against the tests of this exercise, and the tests that catch each. Each was put
// into the learner's files and checked the way `make exercise NAME=clock` checks it:
//
// - The model ticks every second from when it started, not on the whole second:
//   `ticksOnTheSecond`.
// - `stop()` that leaves the next tick scheduled: `stopStops`, and the view model's
//   `missedTicks`.
// - The real clock instead of the injected scheduler (`DispatchQueue.main.asyncAfter`, a
//   `Timer`, `Task.sleep`): nothing ticks on virtual time — `ticksOnTheSecond`, `stopStops`,
//   `startTwice`, `midnight`, `toggle`, `daylightSaving`, `missedTicks`, `followsTheClock`.
// - The offset written out ("UTC+01:00"): `westOfGreenwich`, `daylightSaving`.
// - The offset of the zone now (`secondsFromGMT()`), not at the time shown: `daylightSaving`
//   (or, in summer, `display` too).
// - 12-hour time as `hour % 12`, so midnight reads "0:00:00 AM": `toggle`.
// - The view model leaves the model running when the screen goes: `missedTicks`.
// - The controller starts the clock in `viewDidLoad()` and never says it disappeared:
//   `coveredClockStops` (the screen tests that close the window cannot tell, as everything is
//   released).

@MainActor
@Suite("The clock's model")
struct ClockModelTests {
  @Test("starting reads the time at once")
  func startReadsTheTime() {
    let clock = VirtualClock(start: moment("10:00:00", on: (2026, 11, 20), in: .gmt))
    let model = ClockModel(clock: clock, scheduler: clock.scheduler)
    clock.advance(by: 5)
    model.start()
    #expect(utcClockFace(model.time.value) == "10:00:05.000")
  }

  @Test("it reads the time again at every whole second")
  func ticksOnTheSecond() {
    let clock = VirtualClock(start: moment("12:00:00.4", on: (2026, 11, 20), in: .gmt))
    let model = ClockModel(clock: clock, scheduler: clock.scheduler)
    model.start()
    let times = Recorder(model.time)
    clock.advance(by: 0.5)
    clock.advance(by: 0.1)
    clock.advance(by: 2)
    #expect(
      times.values.map(utcClockFace) == ["12:00:01.000", "12:00:02.000", "12:00:03.000"],
      "a clock started at 12:00:00.4 should change at 12:00:01, then every second")
  }

  @Test("stopping ends the readings and leaves no work scheduled")
  func stopStops() {
    let clock = VirtualClock(start: moment("12:00:00", on: (2026, 11, 20), in: .gmt))
    let model = ClockModel(clock: clock, scheduler: clock.scheduler)
    model.start()
    let times = Recorder(model.time)
    clock.advance(by: 1)
    model.stop()
    clock.advance(by: 10)
    #expect(
      times.values.map(utcClockFace) == ["12:00:01.000"],
      "a clock stopped after its 12:00:01 reading should read the time no more")
    #expect(!clock.scheduler.hasPendingWork, "a stopped clock should have nothing scheduled")
  }

  @Test("starting a clock that runs already does not make it tick twice")
  func startTwice() {
    let clock = VirtualClock(start: moment("12:00:00", on: (2026, 11, 20), in: .gmt))
    let model = ClockModel(clock: clock, scheduler: clock.scheduler)
    model.start()
    model.start()
    let times = Recorder(model.time)
    clock.advance(by: 1)
    #expect(times.values.map(utcClockFace) == ["12:00:01.000"])
    #expect(clock.scheduler.pendingWorkCount == 1)
  }
}
