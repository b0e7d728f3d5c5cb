import Foundation
import NewsCore
import NewsTestSupport
import Observing
import TerminalUI
import Testing

@testable import AppShell
@testable import SideBySide

/// Every real variant on the kit's stage: the screens move together, the conversations do
/// not, and stepping through them changes nothing about what happens.
@MainActor
@Suite("The kit's stage with every variant")
struct StageScenarios {
  static let tour = "wait,down,enter,wait,back,refresh,wait,down,down,enter,back"
  static let screen = Size(width: 200, height: 50)

  func makeStage(screen: Size = screen) -> Stage {
    Stage(variants: allVariants, screen: screen, realTime: { .zero })
  }

  @Test("The same keys draw the same screens in every pane, while the messages differ")
  func fanOut() throws {
    let stage = makeStage()
    for step in try ScriptStep.parse(commaSeparated: Self.tour) {
      StageTranscript.perform(step, on: stage)
      let screens = stage.panes.map(\.screen.plainText)
      #expect(Set(screens).count == 1, "after \(step.label)")
    }
    #expect(stage.divergence == nil)
    let conversations = stage.panes.map { $0.conversation.entries.map(\.message.description) }
    #expect(Set(conversations).count == allVariants.count, "every variant talks its own way")
  }

  /// Plays the tour with the clock running, or paused and stepped with `.` message by
  /// message; returns every pane's final screen and every message it showed.
  func play(stepping: Bool) throws -> (screens: [String], messages: [[String]], pictures: Int) {
    let stage = makeStage()
    var pictures = 0
    if stepping { stage.handle(.character(" ")) }
    for step in try ScriptStep.parse(commaSeparated: Self.tour) {
      guard stepping else {
        StageTranscript.perform(step, on: stage)
        continue
      }
      if case .key(let key) = step { stage.handle(.key(key)) }
      // A wait steps until nothing waits and nothing is due; a key steps through its messages.
      while stage.isInThePast || (step == .wait(nil) && stage.clock.scheduler.hasPendingWork) {
        pictures +=
          stage.panes.indices.filter {
            stage.history.screen(ofPane: $0, at: stage.shownMoment) != nil
          }.count
        stage.handle(.character("."))
      }
    }
    if stepping { stage.handle(.character(" ")) }
    return (
      stage.panes.map(\.screen.plainText),
      stage.panes.indices.map { stage.shownEntries(ofPane: $0).map(\.message.description) },
      pictures
    )
  }

  @Test("Stepping message by message shows the same screens and messages as playing")
  func steppingChangesNothing() throws {
    let played = try play(stepping: false)
    let stepped = try play(stepping: true)
    #expect(stepped.pictures > 100, "stepping took a picture at every message")
    #expect(stepped.screens == played.screens)
    for (index, variant) in allVariants.enumerated() {
      let (steps, plays) = (stepped.messages[index], played.messages[index])
      guard steps != plays else { continue }
      let first =
        steps.indices.first { $0 >= plays.count || steps[$0] != plays[$0] } ?? steps.count
      Issue.record(
        """
        \(variant.name): message \(first) differs when stepping
        stepped: \(first < steps.count ? steps[first] : "(none)")
        played:  \(first < plays.count ? plays[first] : "(none)")
        """)
    }
  }

  /// A stage of every telling whose real time is `clock`'s, and the keys `keys` would arrive
  /// as, pressed `interval` of real time apart. After each, the stage must have settled and
  /// every telling must be drawing the same screen.
  func play(
    _ keys: String, interval: Duration, until end: Duration, comment: Comment
  ) -> Stage {
    let real = RealTime()
    let stage = Stage(variants: allVariants, screen: Self.screen, realTime: { real.now })
    var decoder = KeyDecoder()
    for press in decoder.decodePresses(Array(keys.utf8)) {
      real.now += interval
      stage.runDueWork()
      stage.handle(press)
      #expect(stage.isSettled, comment)
      #expect(Set(stage.panes.map(\.screen.plainText)).count == 1, "after \(press): \(comment)")
    }
    real.now = end
    stage.runDueWork()
    #expect(Set(stage.panes.map(\.screen.plainText)).count == 1, comment)
    #expect(stage.divergence == nil, comment)
    return stage
  }

  @Test("Paused, a key reaches every telling the same way: space . r j space, a second apart")
  func keysWhilePaused() {
    let stage = play(" .rj ", interval: .seconds(1), until: .seconds(10), comment: "issue 17")
    #expect(!stage.isPaused)
    #expect(stage.panes.allSatisfy { $0.screen.line(2).hasPrefix(" ›") }, "on the first row")
  }

  @Test(
    "Paused or playing, stepped or not, every telling draws the same screen at every moment",
    arguments: [
      " .r.j. ", " r.j..j ", "j .r..j\r. b ", " ..r..f.r.... ", "r r .j.j. ", " \r.b.r.j ",
      "  rj rj ", " .......\r..b..r..j..k ", "f r . r .. j ",
    ])
  func pauseStepAndKeys(keys: String) {
    _ = play(keys, interval: .milliseconds(700), until: .seconds(30), comment: "\(keys)")
  }

  @Test("kit --script wait: frame 0 shows every telling loading, and no alarm")
  func firstFrame() {
    let fake = FakeConsole()
    let code = SideBySideRun.run(
      allVariants, arguments: ["--script", "wait", "--size", "160x48"], console: fake.console)
    let text = fake.standardOutput
    #expect(code == 0)
    let frame0 = text.components(separatedBy: "--- frame 1:").first ?? ""
    #expect(frame0.components(separatedBy: NewsCopy.loading).count - 1 == allVariants.count)
    #expect(!frame0.contains(NewsCopy.emptyTitle))
    #expect(!text.contains("⚠"))
  }

  @Test("Keys read together leave every telling as the same keys one at a time do")
  func keysReadTogether() {
    var decoder = KeyDecoder()
    let presses = decoder.decodePresses(Array("jj\rbjrjjj\rbk".utf8))
    let alone = makeStage()
    let together = makeStage()
    alone.runUntilIdle()
    together.runUntilIdle()
    for press in presses { alone.handle(press) }
    together.handle(presses)
    #expect(together.panes.map(\.screen) == alone.panes.map(\.screen))
    #expect(together.divergence == nil)
  }

  @Test("A step's picture shows the screen as it was: the list appears partway through a load")
  func picturesInBetween() {
    let stage = makeStage()
    stage.handle(.character(" "))
    stage.handle(.character("."))
    var seen: Set<String> = []
    while stage.isInThePast {
      seen.insert(stage.screen(ofPane: 0).plainText)
      stage.handle(.character("."))
    }
    #expect(seen.contains { $0.contains(NewsCopy.loading) })
    #expect(seen.contains { !$0.contains(NewsCopy.loading) })
  }

  @Test("Without a terminal, kit prints a tour in plain frames naming every variant, and exits 0")
  func plainFrames() {
    let fake = FakeConsole()
    let code = SideBySideRun.run(allVariants, arguments: [], console: fake.console)
    let text = fake.standardOutput
    #expect(code == 0)
    for variant in allVariants { #expect(text.contains(" \(variant.name) ━")) }
    #expect(text.contains("--- frame 0: start ---"))
    #expect(text.contains("--- frame 5: back ---"))
    #expect(!text.contains("\u{1B}"), "plain text, no escape codes")
  }

  @Test(
    "From 80x24 up, the grid or the zoom names every variant",
    arguments: [(80, 24), (100, 30), (120, 40), (160, 48), (200, 50)])
  func names(width: Int, height: Int) {
    let screen = Size(width: width, height: height)
    let text = makeStage(screen: screen).frame(screen: screen).plainText
    for variant in allVariants { #expect(text.contains(variant.name)) }
  }

  @Test("Narrower, the switcher numbers every variant and names the one zoomed")
  func narrowSwitcher() {
    let screen = Size(width: 40, height: 12)
    let stage = makeStage(screen: screen)
    stage.handle(.character("4"))
    let switcher = stage.frame(screen: screen).line(0)
    #expect(switcher.contains("4 \(allVariants[3].name)"))
    for number in 1...allVariants.count { #expect(switcher.contains(" \(number)")) }
    #expect(!switcher.contains("…"))
  }
}

extension StageScenarios {
  @Test("With naive cells, a late picture lands in a reused MVVM row, and the alarm names the pane")
  func naiveCellsSoundTheAlarm() throws {
    let stage = Stage(
      variants: allVariants, naiveCells: true, screen: Size(width: 200, height: 40),
      realTime: { .zero })
    let script = "wait 3,wait 0.5,down,down,down,down,down,down,down,down,wait 0.5"
    for step in try ScriptStep.parse(commaSeparated: script) {
      StageTranscript.perform(step, on: stage)
    }
    #expect(stage.divergence?.odd == ["mvvm"], "only the MVVM telling has naive cells")
  }
}

/// A real clock a test moves by hand.
@MainActor
final class RealTime {
  var now: Duration = .zero
}
