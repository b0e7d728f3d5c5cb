// `make run-clock`: your clock, live in the terminal, on the system's clock and time zone.
// Enter switches between 24- and 12-hour time; q or Ctrl-C quits. This file is not part of the
// exercise: it is the app around your three files, and it builds as soon as they compile.
import Foundation
import NewsCore
import TerminalUI

let scheduler = LiveScheduler()
let model = ClockModel(clock: SystemClock(), scheduler: scheduler)
let controller = ClockViewController(viewModel: ClockViewModel(model: model, timeZone: .current))
let terminal = Terminal()

guard terminal.isInteractive else {
  // Not a terminal (a pipe, a CI log): one frame as plain text, then done.
  let window = Window.showing(
    NavigationController(rootViewController: controller),
    size: Size(width: 40, height: 7))
  window.makeKeyAndVisible()
  print(window.render(at: scheduler.now).plainText)
  window.close()
  exit(0)
}

do {
  try terminal.enterFullScreen()
} catch {
  FileHandle.standardError.write(Data("clock: cannot use the terminal (\(error))\n".utf8))
  exit(1)
}
let window = Window.showing(
  NavigationController(rootViewController: controller),
  size: terminal.size ?? Size(width: 40, height: 10))
window.makeKeyAndVisible()
let noColor = !(ProcessInfo.processInfo.environment["NO_COLOR"] ?? "").isEmpty
let renderer = ANSIRenderer(colorEnabled: !noColor, write: terminal.write)
while !window.isQuitRequested {
  scheduler.runDueWork()
  if let size = terminal.size { window.size = size }
  renderer.render(window.render(at: scheduler.now))
  // Sleep until the next tick is due, and look for a new window size at least this often.
  let longest = Duration.milliseconds(250)
  for key in terminal.readKeys(timeout: min(scheduler.timeUntilNextDeadline ?? longest, longest)) {
    window.send(key)
  }
}
window.close()
terminal.restore()
