import MVCNews
import NewsCore
import TerminalUI
import Testing

@testable import AppShell
@testable import SideBySide

/// The teaching stage, headless: a hand-moved real clock, key presses as a terminal sends
/// them, and frames read as text.
@MainActor
@Suite("Stage: every pane on one clock, driven by the same keys")
struct StageTests {
  let story = "Reusable upper stage"

  // MARK: The shared clock

  @Test("Every pane's load finishes at the same instant on the shared clock")
  func sharedClock() {
    let stage = Stage.make()
    stage.advance(to: .seconds(3) - .milliseconds(1))
    #expect(stage.panes.allSatisfy { $0.screen.plainText.contains("Loading…") })
    stage.advance(to: .seconds(3))
    #expect(stage.panes.allSatisfy { $0.screen.plainText.contains(story) })
  }

  @Test("Playing follows real time; paused, nothing moves however much real time passes")
  func pauseStopsTime() {
    let real = HandMovedClock()
    let stage = Stage.make(clock: real)
    real.now = .seconds(1)
    stage.followRealTime()
    #expect(stage.now == .seconds(1))
    stage.type(" ")
    #expect(stage.isPaused)
    let frame = stage.frame(screen: Size(width: 120, height: 40)).plainText
    real.now = .seconds(600)
    stage.followRealTime()
    #expect(stage.now == .seconds(1))
    #expect(stage.frame(screen: Size(width: 120, height: 40)).plainText == frame)
    #expect(stage.timeUntilNextDeadline == nil, "the loop has nothing to wake up for")
    stage.type(" ")
    real.now = .seconds(602)
    stage.followRealTime()
    #expect(stage.now == .seconds(3), "playing goes on at normal speed from where it stood")
    #expect(stage.panes.allSatisfy { $0.screen.plainText.contains(story) })
  }

  @Test("The loop sleeps until the next piece of work is due")
  func sleepsUntilDue() {
    let real = HandMovedClock()
    let stage = Stage.make(clock: real)
    real.now = .milliseconds(500)
    stage.runDueWork()
    #expect(stage.timeUntilNextDeadline == .milliseconds(2500))
  }

  // MARK: Keys

  @Test("An app key goes to every pane; the kit's own keys reach none")
  func keyFanOut() {
    let stage = Stage.make()
    stage.runUntilIdle()
    stage.type("j\r")
    #expect(stage.panes.allSatisfy { $0.screen.plainText.contains("‹ Story") })
    let before = stage.shownMessages
    stage.type("t+-f?x")
    #expect(stage.shownMessages == before, "no app heard a kit key")
    stage.type("b")
    #expect(stage.panes.allSatisfy { !$0.screen.plainText.contains("‹ Story") })
  }

  @Test("Page Up and Page Down scroll the stage's messages and reach no pane")
  func pageKeys() throws {
    let stage = Stage.make()
    stage.runUntilIdle()
    let screens = stage.panes.map(\.screen)
    stage.type("\u{1B}[5~")
    #expect(stage.scrolledBack == Stage.scrollStep)
    #expect(stage.panes.map(\.screen) == screens, "no app heard a page key")
    stage.type("\u{1B}[6~")
    #expect(stage.scrolledBack == 0)
    #expect(try StageStep(parsing: "pageup") == .press(.key(.pageUp), word: "pageup"))
  }

  @Test("q quits")
  func quit() {
    let stage = Stage.make()
    stage.type("q")
    #expect(stage.isQuitRequested)
  }

  @Test("Keys read together are drawn once, and leave every pane as one key at a time does")
  func keysReadTogether() {
    let presses = KeyDecoder().decodingPresses("jjj\rbjr.jk\r")
    let alone = Stage.make()
    let together = Stage.make()
    alone.runUntilIdle()
    together.runUntilIdle()
    for press in presses { alone.handle(press) }
    let drawings = together.drawings
    together.handle(presses)
    #expect(together.drawings == drawings + 1)
    #expect(together.panes.map(\.screen) == alone.panes.map(\.screen))
    #expect(together.isSettled)
  }

  @Test("A paste of a thousand keys costs one drawing")
  func paste() {
    let stage = Stage.make([MVCNewsApp.self, SecondMVC.self])
    let lastRow = Stage.make([MVCNewsApp.self, SecondMVC.self])
    stage.runUntilIdle()
    lastRow.runUntilIdle()
    let drawings = stage.drawings
    stage.handle(Array(repeating: .key(.down), count: 1_000))
    #expect(stage.drawings == drawings + 1)
    lastRow.type(String(repeating: "j", count: 30))  // More than the feed has stories.
    #expect(stage.panes.map(\.screen) == lastRow.panes.map(\.screen), "on the last row")
  }

  @Test("Among keys read together, q quits and the keys after it reach no pane")
  func quitAmongKeys() {
    let stage = Stage.make()
    stage.runUntilIdle()
    stage.handle([.key(.down), .key(.quit), .key(.refresh)])
    #expect(stage.isQuitRequested)
    #expect(stage.panes.allSatisfy { !$0.screen.plainText.contains(NewsCopy.loading) })
  }

  // MARK: Step mode

  @Test("Paused, . shows one message at a time in every pane, the screen right after it")
  func stepping() {
    let stage = Stage.make()
    stage.type(" ")
    let shownBefore = stage.shownCounts
    stage.type(".")
    #expect(stage.now == .seconds(3), "with nothing waiting, . moves to the next event")
    #expect(stage.shownCounts == shownBefore.map { $0 + 1 })
    #expect(stage.panes.allSatisfy { $0.screen.plainText.contains(story) }, "the app went on")

    var sawList = false
    while stage.isInThePast {
      let shown = stage.shownCounts
      stage.type(".")
      let added = zip(stage.shownCounts, shown).map { $0 - $1 }
      #expect(added.allSatisfy { $0 == 0 || $0 == 1 }, "one message at most in each pane")
      #expect(added.contains(1))
      #expect(stage.now == .seconds(3), "showing messages that happened does not move time")
      sawList = sawList || stage.screen(ofPane: 0).plainText.contains(story)
      #expect(stage.highlightedEntry(ofPane: 0) == stage.shownEntries(ofPane: 0).indices.last)
    }
    #expect(sawList)
    #expect(stage.shownScreens == stage.panes.map(\.screen), "at the present, the apps as they are")
  }

  @Test("The newest message is highlighted in the frame, and the status line says where it is")
  func steppingFrame() {
    let stage = Stage.make(screen: Size(width: 200, height: 50))
    stage.type(" .")
    let frame = stage.frame(screen: Size(width: 200, height: 50))
    // The start of the message: at this width it may wrap.
    let newest = String(stage.shownEntries(ofPane: 0).last!.message.description.prefix(30))
    let row = (0..<50).first { frame.line($0).contains(newest) }
    #expect(row != nil)
    if let row {
      let column = frame.line(row).distance(
        from: frame.line(row).startIndex, to: frame.line(row).range(of: newest)!.lowerBound)
      #expect(frame.rows[row][column].style.contains(.reverse))
    }
    #expect(frame.line(49).contains("⏸ paused"))
    #expect(frame.line(49).contains("⏱ 3 s: step 1 of "))
  }

  @Test("Paused, a key is taken at once and shows its first message; the rest wait")
  func keyWhilePaused() {
    let stage = Stage.make()
    stage.runUntilIdle()
    stage.type(" r")
    let steps = stage.history.steps(ofCauseAt: stage.history.cursor)
    let status = stage.frame(screen: Size(width: 120, height: 40)).line(39)
    #expect(status.contains("▸ refresh: step 1 of \(steps) · . next (\(steps - 1) more) , back"))
    #expect(
      stage.panes.indices.allSatisfy {
        stage.shownEntries(ofPane: $0).last?.cause.label == "▸ refresh"
      })
    #expect(stage.isInThePast)
    #expect(stage.panes.allSatisfy { $0.screen.plainText.contains("Loading…") })
  }

  @Test("In the past, the apps' keys wait for the present, and say so")
  func keysWaitForThePresent() {
    let stage = Stage.make()
    stage.runUntilIdle()
    stage.type(" r")
    let messages = stage.panes.map(\.conversation.count)
    stage.type("j")
    #expect(stage.panes.map(\.conversation.count) == messages, "no app heard ↓")
    #expect(stage.notice == "↓ waits for the present: press >")
    let status = stage.frame(screen: Size(width: 80, height: 24)).line(23)
    #expect(status.contains("↓ waits for the present: press >"), "the reason fits at 80 columns")
    stage.type(">")
    #expect(!stage.isInThePast)
    stage.type("j")
    #expect(stage.notice == nil)
    #expect(stage.keyShown.label == "▸ down")
  }

  @Test("Playing again shows everything that waited")
  func resumeShowsAll() {
    let stage = Stage.make()
    stage.type(" ..")
    #expect(stage.isInThePast)
    stage.type(" ")
    #expect(!stage.isInThePast)
    #expect(stage.shownScreens == stage.panes.map(\.screen))
    #expect(stage.highlightedEntry(ofPane: 0) == nil, "playing highlights nothing")
  }

  @Test("With nothing left to happen, . says so")
  func nothingToStep() {
    let stage = Stage.make()
    stage.runUntilIdle()
    stage.type(" ")
    stage.type(".")
    #expect(stage.notice == "nothing more is due: press a key (r loads again)")
  }

  @Test(", goes back one message, < to the start of the key, > to the present")
  func backInTime() {
    let stage = Stage.make()
    stage.runUntilIdle()
    stage.type(" r....")
    let fourth = (stage.shownScreens, stage.shownMessages)
    stage.type(".,")
    #expect(stage.shownScreens == fourth.0 && stage.shownMessages == fourth.1)
    stage.type("<")
    let steps = stage.history.steps(ofCauseAt: stage.history.cursor)
    #expect(stage.status.position?.text == "▸ refresh: step 1 of \(steps)")
    stage.type("<")
    #expect(stage.keyShown.label == "▸ start", "from the start of a key, < goes to the key before")
    stage.type(">")
    #expect(!stage.isInThePast)
    #expect(stage.shownScreens == stage.panes.map(\.screen))
  }

  @Test("Playing, , pauses and goes back one message")
  func backWhilePlaying() {
    let stage = Stage.make()
    stage.runUntilIdle()
    let present = stage.history.present
    stage.type(",")
    #expect(stage.isPaused)
    #expect(stage.history.cursor < present)
  }

  @Test("Going back past the oldest moment kept says so")
  func oldest() {
    let stage = Stage.make()
    stage.type(" ")
    while stage.notice == nil { stage.type(",") }
    #expect(stage.notice == "this is the oldest moment kept")
    #expect(stage.history.cursor == 0)
  }

  @Test("Zoomed, . steps the zoomed pane's messages, and the status line counts them")
  func stepsTheZoomedPane() {
    let stage = Stage.make(screen: Size(width: 200, height: 50))
    stage.runUntilIdle()
    stage.type("2 r")
    for _ in 0..<2 {
      let shown = stage.shownCounts[1]
      stage.type(".")
      #expect(stage.shownCounts[1] == shown + 1)
      #expect(stage.status.position?.text.contains(": message ") == true)
    }
  }

  @Test("Stepping in a zoom moves the zoomed pane alone: the grid comes back as it was")
  func zoomedStepsLeaveTheGrid() {
    let stage = Stage.make(screen: Size(width: 200, height: 50))
    stage.runUntilIdle()
    stage.type(" r.")
    let grid = stage.shownMoment
    let shown = (stage.shownScreens.map(\.plainText), stage.shownMessages)
    let position = stage.status.position?.text
    stage.type("2")
    let zoomed = stage.shownCounts[1]
    stage.type(",")
    #expect(stage.shownCounts[1] == zoomed - 1, ", goes back one of the zoomed pane's messages")
    stage.type("..")
    #expect(stage.shownCounts[1] == zoomed + 1, ". goes forward one of them")
    #expect(stage.shownMoment != grid)
    stage.type("2")
    #expect(stage.shownMoment == grid, "the grid is where it was before the zoom")
    #expect(stage.shownScreens.map(\.plainText) == shown.0, "every pane shows the same screen")
    #expect(stage.shownMessages == shown.1, "and the same messages")
    #expect(stage.status.position?.text == position)
  }

  @Test("Stepped past the zoomed pane's last message, the grid still comes back as it was")
  func zoomedStepsPastTheEnd() {
    let stage = Stage.make(screen: Size(width: 200, height: 50))
    stage.runUntilIdle()
    stage.type(" r..")
    let grid = stage.shownMoment
    let position = stage.status.position?.text
    stage.type("2")
    while stage.notice == nil { stage.type(".") }
    #expect(stage.notice == "mvc-2 says nothing more: press a key (r loads again)")
    stage.type("2")
    #expect(stage.shownMoment == grid)
    #expect(stage.status.position?.text == position)
    #expect(stage.isInThePast, "the apps moved on; the grid stays where it was being studied")
  }

  @Test("A key pressed in a zoom reaches every app, and the grid comes back at that key")
  func keyInAZoom() {
    let stage = Stage.make(screen: Size(width: 200, height: 50))
    stage.runUntilIdle()
    stage.type(" 2j")
    let zoomed = stage.shownMoment
    stage.type("2")
    #expect(stage.keyShown.label == "▸ down")
    #expect(stage.shownMoment == zoomed, "the grid shows what the key did, as the zoom did")
  }

  @Test("Stepping in the zoom a small terminal starts in: a bigger one shows the grid there")
  func forcedZoomKeepsItsPlace() {
    let five: [any NewsVariant.Type] = [
      MVCNewsApp.self, SecondMVC.self, ThirdMVC.self, FourthMVC.self, FifthMVC.self,
    ]
    let stage = Stage.make(five, screen: Size(width: 80, height: 24))
    stage.runUntilIdle()
    stage.type(" r...")
    let shown = stage.shownMessages[0]
    stage.resize(to: Size(width: 200, height: 50))
    #expect(stage.layout.arrangement == .grid(columns: 3, rows: 2))
    #expect(stage.shownMessages[0] == shown, "no grid was ever shown: it starts where the zoom was")
  }

  @Test("A change of size is a run of its own, named for the size; the last key stays the last")
  func resizeHasItsOwnHeading() {
    let stage = Stage.make(screen: Size(width: 200, height: 50))
    stage.runUntilIdle()
    stage.type("r2 ")
    #expect(stage.history.current.cause.label == "▸ resize to \(stage.layout.appSize)")
    #expect(stage.history.current.cause.kind == .resize)
    #expect(!stage.isInThePast, "from the present, what the zoom did is shown at once")
    #expect(stage.keyShown.label == "▸ refresh", "the strips still show the refresh")
  }

  @Test("Paused, a zoom or t starts no step: the apps keep their size until the clock plays")
  func lookingChangesNothing() {
    let stage = Stage.make(screen: Size(width: 200, height: 50))
    stage.runUntilIdle()
    stage.type(" r.")
    let (cursor, moments) = (stage.history.cursor, stage.history.moments.count)
    let sizes = stage.panes.map { $0.window?.size }
    for keys in ["2", "t", "2", "tt"] {
      stage.type(keys)
      #expect(stage.history.cursor == cursor && stage.history.moments.count == moments)
      #expect(stage.panes.map { $0.window?.size } == sizes)
    }
    #expect(stage.appsAwaitSize == false, "back to the grid with the strips: the same size")
    stage.type("2")
    #expect(stage.appsAwaitSize)
    stage.type("j")
    #expect(stage.keysWaiting == [.down], "in the past, a key waits")
    #expect(stage.appsAwaitSize)
    stage.type(">")
    #expect(stage.keysWaiting.isEmpty)
    #expect(!stage.appsAwaitSize, "a key reaches the apps at the size they are shown")
    #expect(stage.keyShown.label == "▸ down")
  }

  @Test("Keys pressed in the past reach the apps at >, in order; the status line counts them")
  func keysDeliveredAtThePresent() {
    let stage = Stage.make()
    stage.runUntilIdle()
    stage.type(" jj,,")
    #expect(stage.isInThePast)
    stage.type("jj")
    #expect(stage.notice == "2 keys wait for the present: press >")
    stage.type(">")
    stage.type(" ")
    let screen = stage.panes[0].screen
    let selected = (0..<screen.size.height).first { screen.line($0).hasPrefix(" ›") }
    #expect(selected == 2 + 4, "four downs: the fifth story, under the title and its rule")
  }

  @Test("Keys read together: a run of zooms lays out once, for the last; r again reloads once")
  func coalesced() {
    let stage = Stage.make(screen: Size(width: 200, height: 50))
    stage.runUntilIdle()
    let drawings = stage.drawings
    stage.handle(Array(repeating: KeyPress.character("2"), count: 1001))
    #expect(stage.zoomedPane == 1)
    #expect(stage.drawings == drawings + 1, "one layout, one drawing")
    stage.handle(Array(repeating: KeyPress.key(.refresh), count: 500))
    let refreshes = Set(
      stage.panes[0].conversation.entries.map(\.cause).filter { $0.label == "▸ refresh" }
        .map(\.number))
    #expect(refreshes.count == 1, "500 r read together: one reload")
  }

  @Test("t says the same in the status line and a zoomed pane's title, and the pane obeys it")
  func traceWordsAgree() {
    let screen = Size(width: 80, height: 24)
    let stage = Stage.make(screen: screen)
    stage.runUntilIdle()
    stage.type("1j")
    for _ in 0..<2 {
      let frame = stage.frame(screen: screen)
      #expect(frame.plainText.contains("mvc: \(stage.traceMode.title)"))
      #expect(stage.status.traceMode == stage.traceMode)
      #expect(
        frame.plainText.contains("no messages since ▸ down") == (stage.traceMode == .lastKey))
      stage.type("t")
    }
  }

  @Test("The status line writes times as the strips do")
  func times() {
    let screen = Size(width: 200, height: 50)
    let stage = Stage.make(screen: screen)
    stage.advance(to: .milliseconds(11_366))
    #expect(stage.frame(screen: screen).line(49).contains("⏱ 11.366 s"))
    stage.type(" ,")
    let status = stage.frame(screen: screen).line(49)
    let moment = stage.history.current.cause
    #expect(moment.label.hasPrefix("⏱ 4 s"))
    #expect(status.contains("\(moment.label): step"))
    #expect(status.contains("· ⏱ \(Seconds(moment.time)) s ·"), "paused: the moment's time")
  }

  // MARK: Traces, zoom, controls

  @Test("t goes round: all messages, none, the last key's")
  func traceModes() {
    let stage = Stage.make()
    #expect(stage.traceMode == .lastKey)
    stage.type("t")
    #expect(stage.traceMode == .all)
    let withStrips = stage.layout.appSize
    stage.type("t")
    #expect(stage.traceMode == .off)
    #expect(stage.layout.appSize.height > withStrips.height, "the apps get the strips' rows")
    #expect(stage.panes.allSatisfy { $0.window?.size == stage.layout.appSize })
    stage.type("t")
    #expect(stage.traceMode == .lastKey)
  }

  @Test("The last key's messages, or a word that there were none")
  func lastKeyStrip() {
    let stage = Stage.make(screen: Size(width: 200, height: 50))
    stage.runUntilIdle()
    stage.type("j")
    #expect(
      stage.frame(screen: Size(width: 200, height: 50)).plainText.contains(
        "no messages since ▸ down"))
    stage.type("\r")
    let frame = stage.frame(screen: Size(width: 200, height: 50)).plainText
    #expect(frame.contains("TableView → NewsListViewController: didSelectRowAt(1)"))
  }

  @Test("A number zooms that pane with every variant named; the same number goes back")
  func zoom() {
    let screen = Size(width: 200, height: 50)
    let stage = Stage.make(screen: screen)
    stage.type("2")
    #expect(stage.layout.arrangement == .zoom(1))
    let frame = stage.frame(screen: screen)
    #expect(frame.line(0).contains("1 mvc") && frame.line(0).contains("2 mvc-2"))
    #expect(frame.line(0).contains("3 mvc-3"))
    #expect(stage.panes.allSatisfy { $0.window?.size == stage.layout.appSize })
    stage.type("3")
    #expect(stage.layout.arrangement == .zoom(2))
    stage.type("3")
    #expect(stage.layout.arrangement == .grid(columns: 3, rows: 1))
    stage.type("9")
    #expect(stage.notice == "there is no variant 9")
  }

  @Test("Where no grid fits, the stage starts zoomed and a number switches the variant")
  func startsZoomed() {
    let five: [any NewsVariant.Type] = [
      MVCNewsApp.self, SecondMVC.self, ThirdMVC.self, FourthMVC.self, FifthMVC.self,
    ]
    let screen = Size(width: 80, height: 24)
    let stage = Stage.make(five, screen: screen)
    #expect(stage.layout.arrangement == .zoom(0))
    let switcher = stage.frame(screen: screen).line(0)
    for variant in five { #expect(switcher.contains(variant.name)) }
    stage.type("4")
    #expect(stage.layout.arrangement == .zoom(3))
    stage.type("4")
    #expect(stage.layout.arrangement == .zoom(3))
    #expect(stage.notice == "the grid needs 102x23 or more")
    #expect(stage.frame(screen: Size(width: 200, height: 50)).plainText.contains("mvc-5"))
    #expect(stage.layout.arrangement == .grid(columns: 3, rows: 2), "a bigger terminal: grid")
  }

  @Test("+ and - change the delay of the loads that follow")
  func delay() {
    let stage = Stage.make()
    stage.runUntilIdle()
    stage.type("+")
    #expect(stage.delay == .seconds(5))
    let start = stage.now
    stage.type("r")
    stage.advance(to: start + .seconds(5) - .milliseconds(1))
    #expect(stage.panes.allSatisfy { $0.screen.plainText.contains("Loading…") })
    stage.advance(to: start + .seconds(5))
    #expect(stage.panes.allSatisfy { $0.screen.plainText.contains(story) })
    stage.type("---")
    #expect(stage.delay == .seconds(1))
    #expect(stage.status.delay == .seconds(1))
  }

  @Test("f makes the next load fail in every pane, and only the next")
  func failNext() {
    let stage = Stage.make()
    stage.runUntilIdle()
    stage.type("f")
    #expect(stage.failsNextLoad)
    let frame = stage.frame(screen: Size(width: 120, height: 40))
    #expect(frame.line(39).contains("next load fails"))
    stage.type("r")
    stage.runUntilIdle()
    #expect(stage.panes.allSatisfy { $0.screen.plainText.contains(NewsCopy.errorTitle) })
    #expect(!stage.failsNextLoad)
    stage.type("r")
    stage.runUntilIdle()
    #expect(stage.panes.allSatisfy { $0.screen.plainText.contains(story) })
  }

  @Test("? lists every key; the next key closes the list and does nothing else")
  func keyGuide() {
    let stage = Stage.make(screen: Size(width: 80, height: 24))
    stage.runUntilIdle()
    stage.type("?")
    let frame = stage.frame(screen: Size(width: 80, height: 24)).plainText
    for entry in KeyGuide.entries(paneCount: 3) {
      #expect(frame.contains(entry.keys), "the list names \(entry.keys)")
    }
    stage.type("j")
    #expect(!stage.showsKeyGuide)
    #expect(stage.panes[0].screen.line(2).hasPrefix(" ›"), "the first row is still selected")
  }

  @Test("The status line names playing or paused and the delay")
  func statusLine() {
    let screen = Size(width: 80, height: 24)
    let stage = Stage.make(screen: screen)
    var status = stage.frame(screen: screen).line(23)
    #expect(status.contains("▶ playing") && status.contains("delay 3 s"))
    stage.type(" ")
    status = stage.frame(screen: screen).line(23)
    #expect(status.contains("⏸ paused") && status.contains(". next"))
  }

  // MARK: The divergence alarm

  @Test("Two panes drawing different screens sound the alarm, in red, naming them")
  func divergence() {
    let screen = Size(width: 120, height: 40)
    let stage = Stage.make([MVCNewsApp.self, SecondMVC.self, BrokenNewsApp.self], screen: screen)
    stage.advance(to: .seconds(2))
    #expect(stage.divergence == nil, "while loading, all three agree")
    stage.runUntilIdle()
    #expect(stage.divergence?.odd == ["broken"])
    #expect(stage.divergence?.agreeing == ["mvc", "mvc-2"])
    #expect(stage.divergence?.time == .seconds(3))
    let frame = stage.frame(screen: screen)
    let status = frame.line(39)
    #expect(status.contains("⚠ broken drew a different screen from mvc, mvc-2 at 3 s"))
    let column = status.distance(from: status.startIndex, to: status.firstIndex(of: "⚠")!)
    #expect(frame.rows[39][column].color == .red)
  }

  @Test("The first frame is drawn once the work due then has run, and compared as every frame")
  func firstFrameSettled() {
    let stage = Stage.make([MVCNewsApp.self, SecondMVC.self, LateMVC.self])
    #expect(stage.isSettled)
    #expect(stage.panes.allSatisfy { $0.screen.line(0).contains("News") }, "the title came")
    #expect(Set(stage.panes.map(\.screen.plainText)).count == 1)
    #expect(stage.divergence == nil)
  }

  @Test("A telling wrong from its first frame sounds the alarm in frame 0")
  func alarmInFrameZero() {
    let screen = Size(width: 120, height: 40)
    let stage = Stage.make(
      [MVCNewsApp.self, SecondMVC.self, WrongFromTheStartMVC.self], screen: screen)
    var frames: [String] = []
    StageTranscript.run([.app(.wait(nil))], on: stage, screen: screen) { frames.append($0) }
    #expect(frames.count == 2)
    #expect(frames.first?.hasPrefix("--- frame 0: start ---") == true)
    #expect(
      frames.first?.contains("⚠ mvc-wrong drew a different screen from mvc, mvc-2 at 0 s") == true)
  }

  @Test("Panes that agree never sound it, whatever is pressed and however time moves")
  func noFalseAlarm() {
    let stage = Stage.make([MVCNewsApp.self, SecondMVC.self])
    for keys in ["", "jj\r", "b", "r", "f", "r", "r", "+j\rbr"] {
      stage.type(keys)
      for _ in 0..<40 { stage.advance(to: stage.now + .milliseconds(137)) }
    }
    #expect(stage.divergence == nil)
  }
}
