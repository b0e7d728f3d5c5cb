import Foundation
import NewsCore
import Observing
import TerminalUI
import Tracing

/// A run in a real terminal: raw mode, the alternate screen, the real clock,
/// and under `--trace` a panel of the latest messages.
@MainActor
enum InteractiveRun {
  /// Rows kept at the bottom for `--trace`: a rule and the latest messages.
  static let traceRows = 6
  /// The smallest screen the app lays out; below it a notice asks for more room.
  static let minimumSize = Size(width: 10, height: 6)

  static func run(
    _ variant: any NewsVariant.Type, options: LaunchOptions, fixture: Data, console: Console
  ) -> Int32 {
    let scheduler = LiveScheduler()
    let trace = MessageTrace(isEnabled: options.trace)
    let environment = NewsEnvironment.mock(
      fixture: fixture, delay: options.delay, mode: options.fetchMode, scheduler: scheduler)
    let panelRows = options.trace ? traceRows : 0
    let needed = Size(width: minimumSize.width, height: minimumSize.height + panelRows)
    // The whole run records into `trace`: every seam the app passes through reports to it.
    return trace.recording {
      let host = SceneHost(
        variant: variant, environment: environment,
        size: appSize(
          TerminalLoop.screen(terminal: Terminal.size(of: STDOUT_FILENO), chosen: options.size),
          panelRows: panelRows),
        traced: options.trace, naiveCells: options.naiveCells)
      let window = host.window
      defer { host.disconnect() }
      var messages: [String] = []

      return TerminalLoop.run(
        name: variant.name, console: console, noColor: options.noColor, clock: scheduler,
        chosenSize: options.size, isDone: { window.isQuitRequested },
        isAnimating: { window.hasAnimations },
        frame: { screen in
          window.size = appSize(screen, panelRows: panelRows)
          messages = Array((messages + trace.drain()).suffix(max(panelRows - 1, 0)))
          return screen.width >= needed.width && screen.height >= needed.height
            ? frame(of: window, at: scheduler.now, screen: screen, trace: messages)
            : TooSmallNotice.canvas(screen: screen, needed: needed)
        },
        handle: { presses, isOutOfTime in
          var taken = 0
          for press in presses where !window.isQuitRequested {
            if let key = press.key { window.send(key) }
            taken += 1
            if isOutOfTime() { break }
          }
          return taken
        })
    }
  }

  private static func appSize(_ screen: Size, panelRows: Int) -> Size {
    Size(
      width: max(screen.width, minimumSize.width),
      height: max(screen.height - panelRows, minimumSize.height))
  }

  /// The app's frame, with the trace panel under it when tracing.
  private static func frame(
    of window: Window, at time: Duration, screen: Size, trace: [String]
  ) -> CellGrid {
    let app = window.render(at: time)
    guard app.size.height < screen.height else { return app }
    var canvas = CellGrid(size: screen)
    canvas.paste(app, x: 0, y: 0)
    let top = app.size.height
    canvas.draw(
      "── trace " + String(repeating: "─", count: max(screen.width - 9, 0)), x: 0, y: top,
      style: .dim)
    for (row, message) in trace.enumerated() {
      canvas.draw(message, x: 1, y: top + 1 + row, style: .dim, color: .yellow)
    }
    return canvas
  }
}
