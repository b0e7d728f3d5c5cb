import NewsCore
import Testing

@testable import AppShell
@testable import SideBySide

@MainActor
@Suite("SharedClock: virtual time that follows real time, and stands still when paused")
struct SharedClockTests {
  @Test("Playing, it moves as far as real time moved; paused, not at all")
  func followsAndPauses() {
    let real = HandMovedClock()
    let clock = SharedClock(realTime: real.reading)
    real.now = .seconds(2)
    #expect(clock.elapsedSinceLastReading() == .seconds(2))
    clock.pause()
    real.now = .seconds(60)
    #expect(clock.elapsedSinceLastReading() == .zero)
    clock.play()
    real.now = .seconds(61)
    #expect(clock.elapsedSinceLastReading() == .seconds(1), "the paused minute is skipped")
  }

  @Test("Time moved by hand is whatever the hand says")
  func handMoved() {
    let real = HandMovedClock()
    real.now = .seconds(5)
    let clock = SharedClock(realTime: real.reading)
    #expect(clock.elapsedSinceLastReading() == .zero, "time counts from the clock's start")
  }
}
