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
    // A change to what the Observation telling's controller and the store's read asks the
    // window for an update pass: the screen changes in it, where the controller reads the
    // state, in `updateProperties()`.
    "mvvm-observable": "Window → NewsListViewController: updateProperties()",
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

  @Test("Zoomed while paused, no telling lays out again: the key studied stays where it was")
  func zoomWhilePaused() {
    let screen = Size(width: 200, height: 50)
    let stage = makeStage(screen: screen)
    stage.runUntilIdle()
    stage.handle([.character(" "), .key(.refresh), .character("."), .character(".")])
    let studied = (
      stage.history.cursor, stage.history.moments.count,
      stage.panes.indices.map(stage.screen(ofPane:))
    )
    let messages = stage.panes.map(\.conversation.count)
    stage.handle(.character("2"))
    #expect(stage.zoomedPane == 1)
    #expect(stage.panes.map(\.conversation.count) == messages, "no telling said a word")
    #expect(stage.history.cursor == studied.0 && stage.history.moments.count == studied.1)
    #expect(
      stage.panes.indices.map(stage.screen(ofPane:)) == studied.2,
      "each pane shows its screen at the size it had")
    let frame = stage.frame(screen: screen).plainText
    #expect(frame.contains("▸ refresh: message 3 of"))
    #expect(
      frame.contains("(as drawn at 65x12, paused, the apps keep their size until space or a key)"))
    stage.handle(.character(","))
    #expect(stage.history.cursor < studied.0, ", goes on back through the refresh")
    // Played, the tellings take the new size, under a heading of their own.
    stage.handle(.character(" "))
    let heading = "▸ resize to \(stage.layout.appSize)"
    #expect(stage.panes[1].conversation.entries.contains { $0.cause.label == heading })
    #expect(stage.panes.allSatisfy { $0.window?.size == stage.layout.appSize })
  }
}

/// Issue 36: step mode drew screens no moment of an app ever shows — half a table laid out,
/// a story on the row of another — and the effect of a message steps after it. Every screen
/// step mode shows must be one the app itself draws: each of its rows a row that the same
/// telling, alone, draws at the same size through the same keys and the same clock.
@MainActor
@Suite("Step mode shows only screens an app can show")
struct StepModeTruthScenarios {
  /// The learner's steps: a first load, a refresh, a failure (f, then r) and a retry.
  enum Step {
    case key(Key)
    case failNextLoad
  }
  static let steps: [Step] = [.key(.refresh), .failNextLoad, .key(.refresh), .key(.refresh)]

  /// Every row `variant` draws alone at `size` through `steps`, each piece of work followed by
  /// a frame, as a run loop draws.
  static func rowsDrawnAlone(by variant: any NewsVariant.Type, at size: Size) -> Set<[Cell]> {
    var fetcher: TimedMockNewsFetcher?
    let app = NewsAppDriver(variant: variant, size: size, trace: true) { scheduler in
      let made = TimedMockNewsFetcher(
        fixture: NewsFixture.bundled, delay: TimedMockNewsFetcher.defaultDelay,
        scheduler: scheduler)
      fetcher = made
      return .mock(fetcher: made, scheduler: scheduler)
    }
    defer { app.close() }
    var rows = Set(app.canvas.rows)
    func drawEachPieceOfWork() {
      while let deadline = app.scheduler.nextDeadline {
        app.advance(by: deadline - app.scheduler.now)
        rows.formUnion(app.canvas.rows)
      }
    }
    drawEachPieceOfWork()
    for step in steps {
      switch step {
      case .key(let key):
        app.press(key)
        rows.formUnion(app.canvas.rows)
        drawEachPieceOfWork()
      case .failNextLoad: fetcher?.failsNextRequest = true
      }
    }
    return rows
  }

  /// Every screen each pane shows at every moment of a run stepped from the very start, paused
  /// all along: `.` until nothing more is due, then each of `steps` and `.` again.
  static func steppedScreens(screen: Size, zoom: Character?) -> [[CellGrid]] {
    let stage = Stage(variants: allVariants, screen: screen, realTime: { .zero })
    defer { stage.close() }
    if let zoom { stage.handle(.character(zoom)) }
    stage.handle([.character(" "), .home])
    func stepToTheEnd() {
      repeat { stage.handle(.character(".")) } while stage.notice == nil
    }
    stepToTheEnd()
    for step in steps {
      switch step {
      case .key(let key): stage.handle(.key(key))
      case .failNextLoad: stage.handle(.character("f"))
      }
      stepToTheEnd()
    }
    return stage.history.moments.indices.map { moment in
      stage.panes.indices.map {
        stage.history.screen(ofPane: $0, at: moment) ?? stage.panes[$0].screen
      }
    }
  }

  @Test(
    "Every row of every pane at every step is a row the telling draws alone",
    arguments: [(200, 50, nil), (80, 24, nil), (200, 50, "3")] as [(Int, Int, Character?)])
  func onlyRowsTheAppDraws(width: Int, height: Int, zoom: Character?) {
    let moments = Self.steppedScreens(screen: Size(width: width, height: height), zoom: zoom)
    #expect(moments.count > 100, "a first load, a refresh, a failure and a retry, stepped")
    var drawnAlone: [String: Set<[Cell]>] = [:]
    for (index, variant) in allVariants.enumerated() {
      var reported = false
      var previous: CellGrid?
      for (number, panes) in moments.enumerated() where !reported && panes[index] != previous {
        let screen = panes[index]
        previous = screen
        let key = "\(variant.name) \(screen.size)"
        let rows =
          drawnAlone[key] ?? Self.rowsDrawnAlone(by: variant, at: screen.size)
        drawnAlone[key] = rows
        for (y, row) in screen.rows.enumerated() where !rows.contains(row) {
          Issue.record(
            """
            \(variant.name) at \(screen.size), moment \(number) of \(moments.count): row \(y) \
            is drawn by no frame of the telling alone:
            \(screen.line(y))
            \(screen.plainText)
            """)
          reported = true
          break
        }
      }
    }
  }
}
