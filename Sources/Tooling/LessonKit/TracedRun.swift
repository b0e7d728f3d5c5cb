import AppShell
import NewsCore
import Observing
import TerminalUI
import Tracing

/// A variant run on the virtual clock with its trace on, as `--trace --script` runs it: the
/// source of the lessons' sequence diagrams and of the comparison's message counts.
@MainActor
struct TracedRun {
  /// The screen size diagrams are drawn at: small, so a first load asks for three pictures,
  /// not sixteen, and a diagram stays readable.
  static let size = Size(width: 60, height: 8)

  let driver: NewsAppDriver

  init(
    _ variant: any NewsVariant.Type, failing: Bool = false, naiveCells: Bool = false,
    size: Size = Self.size
  ) {
    driver = NewsAppDriver(
      variant: variant, mode: failing ? .failure(TimedMockNewsFetcher.defaultFailure) : .success,
      size: size, trace: true, naiveCells: naiveCells)
  }

  /// The messages of starting, then of each step of `script`, as `--trace` groups them.
  func messages(of script: String) throws(LaunchError) -> [(
    step: String, messages: [MessageTrace.Message]
  )] {
    var steps = [(step: "start", messages: drain())]
    for step in try ScriptStep.parse(commaSeparated: script) {
      driver.perform(step)
      steps.append((step.label, drain()))
    }
    return steps
  }

  /// Everything recorded since the last call, after drawing the screen (drawing lays out, and
  /// laying out a table asks for cells), as a scripted run draws each frame.
  private func drain() -> [MessageTrace.Message] {
    _ = driver.frame
    return driver.trace.drainMessages()
  }
}
