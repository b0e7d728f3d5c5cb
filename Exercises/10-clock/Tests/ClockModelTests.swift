import ExerciseSupport
import Foundation
import Testing

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
      times.values.map(utcClockFace) == [
        "12:00:00.400", "12:00:01.000", "12:00:02.000", "12:00:03.000",
      ],
      "a clock started at 12:00:00.4 should change at 12:00:01, then every second")
  }

  @Test("stopping ends the readings and leaves no work scheduled")
  func stopStops() {
    let clock = VirtualClock(start: moment("12:00:00", on: (2026, 11, 20), in: .gmt))
    let model = ClockModel(clock: clock, scheduler: clock.scheduler)
    model.start()
    clock.advance(by: 1)
    model.stop()
    let times = Recorder(model.time)
    clock.advance(by: 10)
    #expect(times.values.map(utcClockFace) == ["12:00:01.000"])
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
    #expect(times.values.map(utcClockFace) == ["12:00:00.000", "12:00:01.000"])
    #expect(clock.scheduler.pendingWorkCount == 1)
  }
}
