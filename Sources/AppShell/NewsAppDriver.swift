import Foundation
import NewsCore
import TerminalUI

/// Runs a variant on a virtual clock and a headless screen: press keys, move
/// time, read frames. Scripted runs print what it shows; the acceptance tests
/// drive every variant through it with the same steps and compare.
@MainActor
public final class NewsAppDriver {
  /// The virtual clock; time moves only through `advance(by:)` and `waitUntilIdle()`.
  public let scheduler: TestScheduler
  /// The window showing the app.
  public let window: Window
  /// The messages the variant recorded.
  public let trace: MessageTrace

  /// Starts `variant` in the environment `makeEnvironment` builds on the driver's clock.
  public init(
    variant: any NewsVariant.Type, size: Size = Size(width: 80, height: 24),
    trace isTracing: Bool = false,
    environment makeEnvironment: (TestScheduler, MessageTrace) -> NewsEnvironment
  ) {
    let scheduler = TestScheduler()
    let trace = MessageTrace(isEnabled: isTracing)
    let environment = makeEnvironment(scheduler, trace)
    self.scheduler = scheduler
    self.trace = trace
    window = Window(
      rootViewController: variant.makeRootViewController(environment: environment), size: size)
    window.makeKeyAndVisible()
    scheduler.advance()
  }

  /// Starts `variant` on the mock sources over `fixture`.
  public convenience init(
    variant: any NewsVariant.Type, fixture: Data = NewsFixture.bundled,
    delay: Duration = .seconds(3), mode: TimedMockNewsFetcher.Mode = .success,
    size: Size = Size(width: 80, height: 24), trace: Bool = false
  ) {
    self.init(variant: variant, size: size, trace: trace) { scheduler, trace in
      .mock(fixture: fixture, delay: delay, mode: mode, scheduler: scheduler, trace: trace)
    }
  }

  /// Presses `key`, then runs whatever it made due at once.
  public func press(_ key: Key) {
    window.send(key)
    scheduler.advance()
  }

  /// Moves the clock forward, running what falls due.
  public func advance(by duration: Duration) {
    scheduler.advance(by: duration)
  }

  /// Moves the clock until no one-shot work is waiting.
  public func waitUntilIdle() {
    scheduler.runUntilIdle()
  }

  /// Performs one script step.
  public func perform(_ step: ScriptStep) {
    switch step {
    case .key(let key): press(key)
    case .wait(let duration?): advance(by: duration)
    case .wait(nil): waitUntilIdle()
    }
  }

  /// The screen now.
  public var canvas: Canvas { window.render(at: scheduler.now) }

  /// The screen now, as plain text.
  public var frame: String { canvas.plainText }

  /// Takes the app off screen, as quitting does, so its objects can be released.
  public func close() { window.close() }
}
