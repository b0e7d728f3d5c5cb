import Foundation
import NewsCore
import TerminalUI

/// A run in a real terminal: raw mode, the alternate screen, the real clock.
///
/// One thread does everything, as UIKit's main run loop does: run the work
/// that is due, draw, then sleep in `poll` until a key arrives, the next piece
/// of work is due, or the spinner needs its next frame.
@MainActor
enum InteractiveRun {
  /// Rows kept at the bottom for `--trace`: a rule and the latest messages.
  static let traceRows = 6
  /// How often the spinner moves.
  static let animationInterval = Duration.milliseconds(100)
  /// The longest sleep with nothing to do; a resize is noticed at least this often.
  static let idleInterval = Duration.milliseconds(250)
  /// The smallest screen the app lays out; below it a notice asks for more room.
  static let minimumSize = Size(width: 10, height: 6)

  static func run(
    _ variant: any NewsVariant.Type, options: LaunchOptions, fixture: Data, console: Console
  ) -> Int32 {
    let terminal = Terminal()
    let scheduler = LiveScheduler()
    let trace = MessageTrace(isEnabled: options.trace)
    let environment = NewsEnvironment.mock(
      fixture: fixture, delay: options.delay,
      mode: options.fail ? .failure(TimedMockNewsFetcher.defaultFailure) : .success,
      scheduler: scheduler, trace: trace)
    let panelRows = options.trace ? traceRows : 0
    func screenSize() -> Size { options.size ?? terminal.size ?? Size(width: 80, height: 24) }

    do {
      try terminal.enterFullScreen()
    } catch {
      console.writeError("\(variant.name): cannot use the terminal (\(error)); try --script\n")
      return 1
    }
    defer { terminal.restore() }

    let renderer = ANSIRenderer(
      colorEnabled: console.allowsColor && !options.noColor, write: terminal.write)
    let window = Window(
      rootViewController: variant.makeRootViewController(environment: environment),
      size: appSize(screenSize(), panelRows: panelRows))
    window.makeKeyAndVisible()
    var messages: [String] = []

    while !window.isQuitRequested {
      scheduler.runDueWork()
      let screen = screenSize()
      window.size = appSize(screen, panelRows: panelRows)
      messages = Array((messages + trace.drain()).suffix(max(panelRows - 1, 0)))
      let fits =
        screen.width >= minimumSize.width
        && screen.height >= minimumSize.height + panelRows
      renderer.render(
        fits
          ? frame(of: window, at: scheduler.now, screen: screen, trace: messages)
          : TooSmallNotice.canvas(
            screen: screen,
            needed: Size(width: minimumSize.width, height: minimumSize.height + panelRows)))

      var timeout = idleInterval
      if let next = scheduler.timeUntilNextDeadline { timeout = min(timeout, next) }
      if window.hasAnimations { timeout = min(timeout, animationInterval) }
      for key in terminal.readKeys(timeout: timeout) where !window.isQuitRequested {
        window.send(key)
      }
    }
    window.close()
    return 0
  }

  private static func appSize(_ screen: Size, panelRows: Int) -> Size {
    Size(
      width: max(screen.width, minimumSize.width),
      height: max(screen.height - panelRows, minimumSize.height))
  }

  /// The app's frame, with the trace panel under it when tracing.
  private static func frame(
    of window: Window, at time: Duration, screen: Size, trace: [String]
  ) -> Canvas {
    let app = window.render(at: time)
    guard app.size.height < screen.height else { return app }
    var canvas = Canvas(size: screen)
    canvas.paste(app, x: 0, y: 0)
    let top = app.size.height
    canvas.draw(
      "── trace " + String(repeating: "─", count: screen.width), x: 0, y: top, style: .dim)
    for (row, message) in trace.enumerated() {
      canvas.draw(message, x: 1, y: top + 1 + row, style: .dim, color: .yellow)
    }
    return canvas
  }
}
