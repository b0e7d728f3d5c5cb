import Foundation
import NewsCore
import Observing
import TerminalUI
import Tracing

/// Runs a variant on a virtual clock and a headless screen: press keys, move
/// time, read frames. Scripted runs print what it shows; the acceptance tests
/// drive every variant through it with the same steps and compare.
@MainActor
public final class NewsAppDriver {
  /// The virtual clock; time moves only through `advance(by:)` and `waitUntilIdle()`.
  public let scheduler: ManualScheduler
  /// The app's scene, as iOS would connect it.
  private let host: SceneHost
  /// The window showing the app.
  public var window: Window { host.window }
  /// The messages the variant's objects sent each other, when tracing. Everything the driver
  /// does runs with this trace current, so every seam the app passes through records into it.
  public let trace: MessageTrace

  /// Starts `variant` in the environment `makeEnvironment` builds on the driver's clock.
  public init(
    variant: any NewsVariant.Type, size: Size = Size(width: 80, height: 24),
    trace isTracing: Bool = false, naiveCells: Bool = false,
    environment makeEnvironment: (ManualScheduler) -> NewsEnvironment
  ) {
    let scheduler = ManualScheduler()
    let trace = MessageTrace(isEnabled: isTracing)
    self.scheduler = scheduler
    self.trace = trace
    host = trace.recording {
      let host = SceneHost(
        variant: variant, environment: makeEnvironment(scheduler), size: size, traced: isTracing,
        naiveCells: naiveCells)
      scheduler.advance()
      return host
    }
  }

  /// Starts `variant` on the mock sources over `fixture`.
  public convenience init(
    variant: any NewsVariant.Type, fixture: Data = NewsFixture.bundled,
    delay: Duration = TimedMockNewsFetcher.defaultDelay, mode: TimedMockNewsFetcher.Mode = .success,
    size: Size = Size(width: 80, height: 24), trace: Bool = false, naiveCells: Bool = false
  ) {
    self.init(variant: variant, size: size, trace: trace, naiveCells: naiveCells) { scheduler in
      .mock(fixture: fixture, delay: delay, mode: mode, scheduler: scheduler)
    }
  }

  /// Presses `key`, then runs whatever it made due at once.
  public func press(_ key: Key) {
    trace.recording {
      window.send(key)
      scheduler.advance()
    }
  }

  /// Moves the clock forward, running what falls due.
  public func advance(by duration: Duration) {
    trace.recording { scheduler.advance(by: duration) }
  }

  /// Moves the clock until no one-shot work is waiting.
  public func waitUntilIdle() {
    trace.recording { _ = scheduler.runUntilIdle() }
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
  /// Drawing lays out, and laying out a table asks its data source for cells, so it is traced
  /// like everything else.
  public var canvas: CellGrid { trace.recording { window.render(at: scheduler.now) } }

  /// The screen now, as plain text.
  public var frame: String { canvas.plainText }

  /// Takes the app off screen, as quitting does, so its objects can be released.
  public func close() { trace.recording { host.disconnect() } }
}
