import AppShell
import TerminalUI

/// The kit without a terminal: the frames of a script, every pane side by side, printed as
/// plain text under `--- frame N: KEY ---` headers as the variants print theirs. Time is the
/// stage's virtual clock alone, so the output is instant and the same on every run.
@MainActor
enum StageTranscript {
  /// Plays `steps` on `stage`, writing each frame at `screen`'s size through `write`.
  static func run(
    _ steps: [StageStep], on stage: Stage, screen: Size, write: (String) -> Void
  ) {
    var number = 0
    func emit(_ label: String) {
      write("--- frame \(number): \(label) ---\n\(stage.frame(screen: screen).plainText)\n")
      number += 1
    }
    emit("start")
    for step in steps {
      perform(step, on: stage)
      emit(step.label)
      if stage.isQuitRequested { break }
    }
  }

  /// Does one script step: a key of the stage's, as the terminal would send it, or a step
  /// for the apps.
  static func perform(_ step: StageStep, on stage: Stage) {
    switch step {
    case .app(let step): perform(step, on: stage)
    case .pause: if !stage.isPaused { stage.togglePause() }
    case .play: if stage.isPaused { stage.togglePause() }
    case .press(let press, _): stage.handle(press)
    }
  }

  /// Does one step for the apps: a key for every pane, or time passing on the shared clock.
  static func perform(_ step: ScriptStep, on stage: Stage) {
    switch step {
    case .key(let key): stage.press(key)
    case .wait(let duration?):
      stage.beginStep("▸ \(step.label)")
      stage.advance(to: stage.now + duration)
    case .wait(nil):
      stage.beginStep("▸ \(step.label)")
      stage.runUntilIdle()
    }
  }
}
