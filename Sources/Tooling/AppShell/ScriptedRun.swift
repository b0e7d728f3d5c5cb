import NewsCore
import Observing
import TerminalUI

/// A run with no terminal: each step's frame is printed as plain text under a
/// `--- frame N: KEY ---` header, on a virtual clock, so the transcript is
/// instant and the same on every run.
@MainActor
enum ScriptedRun {
  /// Runs `steps` in `driver`, writing the transcript through `write`.
  /// End of input acts as `quit`.
  static func run(_ steps: [ScriptStep], in driver: NewsAppDriver, write: (String) -> Void) {
    var number = 0
    func emit(_ label: String) {
      var text = "--- frame \(number): \(label) ---\n\(driver.frame)\n"
      // Messages quote feed data (ids, file names), so they are neutralised like the screen.
      for message in driver.trace.drain() { text += "trace: \(TerminalText.sanitized(message))\n" }
      write(text)
      number += 1
    }
    emit("start")
    for step in steps {
      driver.perform(step)
      emit(step.label)
      if driver.window.isQuitRequested { break }
    }
    if !driver.window.isQuitRequested {
      driver.press(.quit)
      emit(Key.quit.rawValue)
    }
    driver.close()
  }
}
