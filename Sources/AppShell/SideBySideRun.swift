import Foundation
import NewsCore
import Observing
import TerminalUI

/// Every variant at once, one pane each, in one terminal: the same keys go to
/// all of them, so the screens move together while each pane's trace shows
/// the messages that passed between that variant's objects.
@MainActor
public enum SideBySideRun {
  /// Rows under each pane for its latest trace messages.
  static let traceRows = 4
  /// The smallest screen that fits four panes of at least 6 rows.
  static let minimumSize = Size(width: 80, height: 24)

  /// Runs `variants` side by side until q; returns the exit code.
  public static func run(
    _ variants: [any NewsVariant.Type], arguments: [String], console: Console
  ) -> Int32 {
    let options: LaunchOptions
    do throws(LaunchError) {
      options = try LaunchOptions.parse(arguments)
    } catch {
      console.writeError("kit: \(error.message)\n")
      return error.exitCode
    }
    if options.help {
      console.write(
        "kit: the news app in every architecture at once; the same keys drive all of them.\n"
          + "Keys: ↑/↓ or k/j move, Enter opens, Esc/←/b back, r refresh, q quit.\n"
          + "Flags: --delay SECONDS, --fail, --fixture PATH, --no-color "
          + "(every pane always shows its trace).\n")
      return 0
    }
    if options.script != nil || options.size != nil {
      console.writeError(
        "kit: --script and --size are for one variant at a time, "
          + "e.g. 'swift run -q mvc --script wait,enter --size 80x24'\n")
      return 64
    }
    guard console.isInteractive else {
      console.writeError(
        "kit: needs a terminal; without one, run a variant with a script, "
          + "e.g. 'swift run -q mvvm --script wait,down,enter --trace'\n")
      return 64
    }
    let fixture: Data
    do throws(LaunchError) {
      fixture = try Launcher.readFixture(at: options.fixturePath)
    } catch {
      console.writeError("kit: \(error.message)\n")
      return error.exitCode
    }
    let scheduler = LiveScheduler()
    let panes = variants.map { variant in
      let trace = MessageTrace()
      let environment = NewsEnvironment.mock(
        fixture: fixture, delay: options.delay, mode: options.fetchMode, scheduler: scheduler)
      let window = trace.recording {
        Window(
          scene: variant.makeScene(environment: environment), size: Size(width: 40, height: 12))
      }
      return Pane(name: variant.name, window: window, trace: trace)
    }
    for pane in panes { pane.trace.recording { pane.window.makeKeyAndVisible() } }
    defer { for pane in panes { pane.trace.recording { pane.window.close() } } }

    var quit = false
    return TerminalLoop.run(
      name: "kit", console: console, noColor: options.noColor, scheduler: scheduler,
      isDone: { quit }, isAnimating: { panes.contains(where: \.window.hasAnimations) },
      frame: { terminalSize in
        let screen = terminalSize ?? Size(width: 120, height: 40)
        return screen.width >= minimumSize.width && screen.height >= minimumSize.height
          ? frame(of: panes, screen: screen, at: scheduler.now)
          : TooSmallNotice.canvas(screen: screen, needed: minimumSize)
      },
      handle: { key in
        quit = key == .quit
        for pane in panes { pane.trace.recording { _ = pane.window.send(key) } }
      })
  }

  /// One variant's window and its trace, with the latest messages kept for drawing.
  @MainActor
  final class Pane {
    let name: String
    let window: Window
    let trace: MessageTrace
    var messages: [String] = []

    init(name: String, window: Window, trace: MessageTrace) {
      self.name = name
      self.window = window
      self.trace = trace
    }
  }

  /// Two columns of panes: a name bar, the app, and its latest messages.
  private static func frame(of panes: [Pane], screen: Size, at time: Duration) -> Canvas {
    var canvas = Canvas(size: screen)
    let columns = 2
    let rows = (panes.count + columns - 1) / columns
    let paneWidth = screen.width / columns
    let paneHeight = screen.height / max(rows, 1)
    for (index, pane) in panes.enumerated() {
      let x = (index % columns) * paneWidth
      let y = (index / columns) * paneHeight
      let appHeight = max(paneHeight - 1 - traceRows, 6)
      pane.window.size = Size(width: paneWidth - 1, height: appHeight)
      let name = " \(pane.name) "
      let bar = name + String(repeating: "━", count: max(paneWidth - 1 - name.count, 0))
      canvas.draw(bar, x: x, y: y, width: paneWidth - 1, style: .bold, color: .magenta)
      canvas.paste(pane.trace.recording { pane.window.render(at: time) }, x: x, y: y + 1)
      pane.messages = Array((pane.messages + pane.trace.drain()).suffix(traceRows))
      for (row, message) in pane.messages.enumerated() {
        canvas.draw(
          message, x: x + 1, y: y + 1 + appHeight + row, width: paneWidth - 2, style: .dim,
          color: .yellow)
      }
    }
    return canvas
  }
}
