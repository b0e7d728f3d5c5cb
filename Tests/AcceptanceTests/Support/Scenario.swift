import AppShell
import Foundation
import NewsCore
import TerminalUI
import Testing

/// One acceptance scenario: an environment, a screen size and a script,
/// played against every variant. `run` records each variant's frames and
/// fails the test at the first frame where any variant differs from the first.
@MainActor
struct Scenario {
  var size = Size(width: 80, height: 24)
  var makeEnvironment: (ManualScheduler) -> NewsEnvironment

  /// A scenario on the mock sources over `fixture`, as the executables run.
  init(
    fixture: Data = NewsFixture.bundled, delay: Duration = .seconds(3),
    mode: TimedMockNewsFetcher.Mode = .success, size: Size = Size(width: 80, height: 24)
  ) {
    self.size = size
    makeEnvironment = { scheduler in
      .mock(fixture: fixture, delay: delay, mode: mode, scheduler: scheduler)
    }
  }

  /// A scenario whose news service is built by the test, for answers the mock cannot give.
  init(
    size: Size = Size(width: 80, height: 24),
    service: @escaping (ManualScheduler) -> any NewsService
  ) {
    self.size = size
    makeEnvironment = { scheduler in
      NewsEnvironment(
        newsService: service(scheduler), imageLoader: TimedMockImageLoader(scheduler: scheduler),
        scheduler: scheduler)
    }
  }

  /// Plays `script` (comma-separated script keys) against every variant and
  /// returns the frames they all showed: frame 0 at start, then one per step.
  func run(_ script: String, sourceLocation: SourceLocation = #_sourceLocation) throws
    -> Transcript
  {
    let steps = try ScriptStep.parse(commaSeparated: script)
    var reference: (name: String, frames: [String])?
    for variant in allVariants {
      let driver = NewsAppDriver(variant: variant, size: size, environment: makeEnvironment)
      var frames = [driver.frame]
      for step in steps {
        driver.perform(step)
        frames.append(driver.frame)
      }
      driver.close()
      guard let reference else {
        reference = (variant.name, frames)
        continue
      }
      if let index = frames.indices.first(where: { frames[$0] != reference.frames[$0] }) {
        let label = index == 0 ? "start" : steps[index - 1].label
        Issue.record(
          """
          \(variant.name) differs from \(reference.name) at frame \(index) (\(label)):
          --- \(reference.name)
          \(reference.frames[index])
          --- \(variant.name)
          \(frames[index])
          """, sourceLocation: sourceLocation)
      }
    }
    return Transcript(steps: steps, frames: reference?.frames ?? [])
  }
}

/// The frames every variant showed for a script.
struct Transcript {
  let steps: [ScriptStep]
  /// Frame 0 is the start; frame `n` follows step `n`.
  let frames: [String]

  /// The frame after the last step.
  var last: String { frames.last ?? "" }

  /// The rows of frame `index`.
  func lines(_ index: Int) -> [String] {
    frames[index].split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
  }
}
