import Foundation
import TerminalUI
import Testing

@testable import class Exercise10Clock.ClockModel
@testable import class Exercise10Clock.ClockViewController
@testable import class Exercise10Clock.ClockViewModel

@MainActor
@Suite("The clock on screen")
struct ClockScreenTests {
  private let clock = VirtualClock(start: moment("23:59:59", on: (2026, 11, 20), in: berlin))

  private func show() -> (Window, ClockViewController) {
    let model = ClockModel(clock: clock, scheduler: clock.scheduler)
    let controller = ClockViewController(viewModel: ClockViewModel(model: model, timeZone: berlin))
    let window = Window.showing(controller, size: Size(width: 30, height: 4))
    window.makeKeyAndVisible()
    return (window, controller)
  }

  private func screen(_ window: Window) -> [String] {
    window.render(at: .zero).plainText.split(separator: "\n").map {
      $0.trimmingCharacters(in: .whitespaces)
    }
  }

  @Test("the screen shows the time, with the zone under it")
  func showsTheTime() {
    let (window, controller) = show()
    #expect(screen(window) == ["23:59:59", "Europe/Berlin · UTC+01:00"])
    withExtendedLifetime(controller) {}
  }

  @Test("the screen follows the clock")
  func followsTheClock() {
    let (window, controller) = show()
    clock.advance(by: 1)
    #expect(screen(window).first == "00:00:00")
    withExtendedLifetime(controller) {}
  }

  @Test("Enter switches between 24-hour and 12-hour time")
  func enterToggles() {
    let (window, controller) = show()
    window.send(.enter)
    #expect(screen(window).first == "11:59:59 PM")
    window.send(.enter)
    #expect(screen(window).first == "23:59:59")
    withExtendedLifetime(controller) {}
  }

  @Test("a clock covered by another screen stops ticking, and shows the time now when it is back")
  func coveredClockStops() {
    let model = ClockModel(clock: clock, scheduler: clock.scheduler)
    let controller = ClockViewController(viewModel: ClockViewModel(model: model, timeZone: berlin))
    let navigation = NavigationController(rootViewController: controller)
    let window = Window.showing(navigation, size: Size(width: 30, height: 8))
    window.makeKeyAndVisible()
    navigation.pushViewController(ViewController(), animated: false)
    #expect(!clock.scheduler.hasPendingWork, "the clock still ticks under another screen")
    clock.advance(by: 60)
    navigation.popViewController(animated: false)
    #expect(window.render(at: .zero).plainText.contains("00:00:59"), "back on top, the time now")
    clock.advance(by: 1)
    #expect(window.render(at: .zero).plainText.contains("00:01:00"), "and ticking again")
  }

  @Test("when the screen goes away the clock stops, and the screen is released")
  func goingAwayStopsEverything() {
    weak var released: ClockViewController?
    do {
      let (window, controller) = show()
      released = controller
      window.close()
    }
    #expect(!clock.scheduler.hasPendingWork, "the clock still ticks for a screen that is gone")
    #expect(
      released == nil,
      "something still holds the screen after it went away: a binding that captures it strongly?")
  }
}
