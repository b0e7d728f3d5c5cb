import Foundation
import NewsCore
import NewsTestSupport
import TerminalUI
import Testing

@testable import AppShell
@testable import SideBySide

/// Step mode with every telling: each screen beside a message is the effect of that message,
/// and going back in time shows exactly what going forward showed.
@MainActor
@Suite("Step mode with every telling: cause and effect, forwards and back")
struct StepModeScenarios {
  /// The message that tells each telling's list screen to show the spinner, by telling.
  static let loadingMessage = [
    "mvc": "NewsListModel → NewsListViewController: observe(\\.isLoading): true",
    "mvvm": "NewsListViewModel → NewsListViewController: NewsListState.loading",
    "mvp": "NewsListPresenter → NewsListViewController: showLoading()",
    "mvp-mvvm": "NewsListPresenter → NewsListViewController: showLoading()",
    "mvvm-observable": "NewsListViewModel → NewsListViewController: NewsListState.loading",
    // The store's change tells the controller to update; the screen shows it when the
    // controller reads the state, in `updateProperties()`.
    "unidirectional": "Window → NewsListViewController: updateProperties()",
  ]

  func makeStage(screen: Size = Size(width: 200, height: 50)) -> Stage {
    Stage(variants: allVariants, screen: screen, realTime: { .zero })
  }

  /// What one pane shows at a stop: its newest message and its screen.
  struct PaneView: Equatable {
    var newest: String?
    var shown: Int
    var screen: String
  }

  /// Presses `.` until nothing is left to happen; every pane at every stop, the first being
  /// the one shown before the first `.`.
  func stepToTheEnd(_ stage: Stage) -> [[PaneView]] {
    var stops: [[PaneView]] = []
    repeat {
      stops.append(
        stage.panes.indices.map { index in
          let entries = stage.shownEntries(ofPane: index)
          return PaneView(
            newest: entries.last?.message.description,
            shown: stage.history.moments[stage.shownMoment].panes[index].shown,
            screen: stage.screen(ofPane: index).plainText)
        })
      stage.handle(.character("."))
    } while stage.notice == nil
    return stops
  }

  @Test("Stepping through a refresh, each telling's screen changes only with one of its messages")
  func causeAndEffect() {
    let stage = makeStage()
    stage.runUntilIdle()
    stage.handle([.character(" "), .key(.refresh)])
    let stops = stepToTheEnd(stage)
    #expect(stops.count > 10)
    for (index, variant) in allVariants.enumerated() {
      let views = stops.map { $0[index] }
      for (before, after) in zip(views, views.dropFirst()) where after.screen != before.screen {
        #expect(
          after.shown > before.shown,
          "\(variant.name): the screen changed at a step that showed none of its messages")
      }
      let loading = views.firstIndex { $0.newest == Self.loadingMessage[variant.name] }
      #expect(loading != nil, "\(variant.name) told its view to show the spinner")
      guard let loading else { continue }
      #expect(views[loading].screen.contains(NewsCopy.loading), "\(variant.name): its effect")
      let before = views[..<loading].last { $0.shown < views[loading].shown }
      #expect(before?.screen.contains(NewsCopy.loading) == false, "\(variant.name): not before")
      #expect(views.last?.screen.contains("Reusable upper stage") == true)
    }
  }

  /// Every frame of a whole run: paused from the start, stepped to the end, then `r` and
  /// stepped to the end again; then `,` back to the oldest moment. Frames with a word on the
  /// status line (the end reached) are left out: they say what a key did, not where step mode
  /// stands.
  func walk(screen: Size, zoom: Character?) -> (forward: [String], back: [String]) {
    let stage = makeStage(screen: screen)
    if let zoom { stage.handle(.character(zoom)) }
    var forward: [String] = []
    func record(_ frames: inout [String]) {
      if stage.notice == nil { frames.append(stage.frame(screen: screen).plainText) }
    }
    stage.handle(.character(" "))
    for key in [nil, Key.refresh] {
      if let key { stage.handle(.key(key)) }
      repeat {
        record(&forward)
        stage.handle(.character("."))
      } while stage.notice == nil
    }
    // The last frame going forward is where going back starts.
    var back = Array(forward.suffix(1))
    while true {
      stage.handle(.character(","))
      guard stage.notice == nil else { break }
      back.append(stage.frame(screen: screen).plainText)
    }
    return (forward, back)
  }

  @Test(
    "A whole run, forward message by message and back, shows the same frame at every step",
    arguments: [(200, 50, nil), (80, 24, nil), (80, 24, "4"), (200, 50, "2")]
      as [(Int, Int, Character?)])
  func backInTime(width: Int, height: Int, zoom: Character?) {
    let (forward, back) = walk(screen: Size(width: width, height: height), zoom: zoom)
    #expect(forward.count > 10)
    #expect(back.count >= forward.count, "going back reaches every frame going forward showed")
    // Newest first, both: going back starts where going forward ended.
    for (number, (going, coming)) in zip(forward.reversed(), back).enumerated()
    where going != coming {
      let steps = "\(number) steps back from the end of \(forward.count)"
      Issue.record("\(steps), the frames differ:\n\(going)\n--- going back:\n\(coming)")
      break
    }
  }

  /// The frames `kit --script` prints, each without its header.
  func scriptedFrames(_ script: String, size: String) -> [String] {
    let fake = FakeConsole()
    let code = SideBySideRun.run(
      allVariants, arguments: ["--script", script, "--size", size], console: fake.console)
    #expect(code == 0)
    return fake.standardOutput.components(separatedBy: "--- frame ").dropFirst().map {
      String($0.drop { $0 != "\n" })
    }
  }

  @Test("kit --script: pause, r, every message forward and back to the start, frame for frame")
  func scriptedWalk() {
    // How many steps the refresh takes, from its first message to the end.
    let stage = makeStage(screen: Size(width: 160, height: 48))
    stage.runUntilIdle()
    stage.handle([.character(" "), .key(.refresh)])
    var steps = 0
    while true {
      stage.handle(.character("."))
      if stage.notice != nil { break }
      steps += 1
    }
    let script =
      (["wait", "pause", "refresh"] + Array(repeating: "next", count: steps)
      + Array(repeating: "previous", count: steps)).joined(separator: ",")
    let frames = scriptedFrames(script, size: "160x48")
    #expect(frames.count == 4 + 2 * steps)
    let forward = frames[3...(3 + steps)]
    let back = frames[(3 + steps)...].reversed()
    #expect(Array(forward) == Array(back))
    #expect(frames[3].contains("▸ refresh: step 1 of"))
  }

  @Test("kit --script, zoomed on mvp at 80x24: the frame at showLoading() shows the spinner")
  func scriptedSpinner() {
    let frames = scriptedFrames(
      "wait,zoom 3,pause,refresh,next,next,next,next", size: "80x24")
    let atShowLoading = frames.filter { frame in
      let lines = frame.split(separator: "\n", omittingEmptySubsequences: false)
      let strip = lines.drop { !$0.hasPrefix("── mvp:") }.prefix { !$0.contains("⏸ paused") }
      return strip.last { !$0.allSatisfy(\.isWhitespace) }?.contains("showLoading()") == true
    }
    #expect(atShowLoading.count == 1)
    #expect(atShowLoading.first?.contains(NewsCopy.loading) == true)
  }

  @Test("At 80x24, . after r while paused shows the zoomed telling's next message every time")
  func smallTerminal() {
    let screen = Size(width: 80, height: 24)
    let stage = makeStage(screen: screen)
    stage.runUntilIdle()
    #expect(stage.zoomedPane == 0)
    stage.handle([.character(" "), .key(.refresh)])
    var frame = stage.frame(screen: screen).plainText
    while true {
      stage.handle(.character("."))
      let next = stage.frame(screen: screen).plainText
      if let notice = stage.notice {
        #expect(notice == "mvc says nothing more: press a key (r loads again)")
        break
      }
      #expect(next != frame, "every . changes the zoomed pane")
      #expect(
        next.split(separator: "\n").last?.contains(": message ") == true,
        "the status line counts the zoomed telling's messages")
      frame = next
    }
  }

  @Test("Zoomed while paused, the tellings lay out again under a heading of their own")
  func resizeHeading() {
    let screen = Size(width: 200, height: 50)
    let stage = makeStage(screen: screen)
    stage.runUntilIdle()
    stage.handle([.character(" "), .key(.refresh)])
    while stage.notice == nil { stage.handle(.character(".")) }
    let refreshMessages = stage.panes.map { pane in
      pane.conversation.entries.filter { $0.cause.label == "▸ refresh" }.count
    }
    stage.handle(.character("2"))
    let heading = "▸ resize to \(stage.layout.appSize)"
    #expect(stage.panes[1].conversation.entries.contains { $0.cause.label == heading })
    #expect(
      stage.panes.map { pane in
        pane.conversation.entries.filter { $0.cause.label == "▸ refresh" }.count
      } == refreshMessages, "the zoom added nothing to the refresh's messages")
    let frame = stage.frame(screen: screen).plainText
    #expect(frame.contains(heading) && frame.contains("▸ refresh"))
  }
}
