import AppShell
import Foundation
import NewsCore
import NewsTestSupport
import TerminalUI
import Testing

/// The list screen, as a reader uses it: every scenario runs against every
/// variant, and `Scenario.run` fails if any two variants show different frames.
@MainActor
@Suite("News list, in every variant")
struct NewsListScenarios {
  @Test("The first load shows a spinner for the whole delay, then the stories")
  func firstLoad() throws {
    let run = try Scenario().run("wait 2.999,wait 0.001,wait")
    #expect(run.frames[0].contains("Loading…"))
    #expect(run.lines(0).last == " q quit", "a loading list offers nothing to press, as on iOS")
    #expect(run.frames[1].contains("Loading…"), "still loading a millisecond before the delay")
    #expect(!run.frames[2].contains("Loading…"))
    #expect(run.lines(2)[2].hasPrefix(" › "), "the cursor is on the first row")
    #expect(run.lines(2).last == " ↑↓ move · ⏎ open · r refresh · q quit")
    #expect(run.frames[2].contains("Reusable upper stage"))
    #expect(run.frames[2].contains("··"), "pictures have not arrived yet")
    #expect(!run.frames[3].contains("··"), "after waiting, every visible picture has arrived")
  }

  @Test("Moving past either end of the list keeps the selection on the list")
  func movingPastTheEnds() throws {
    let downs = Array(repeating: "down", count: 30).joined(separator: ",")
    let run = try Scenario(size: Size(width: 80, height: 10)).run("wait,up,\(downs),enter")
    #expect(run.frames[2] == run.frames[1], "up at the top does nothing")
    let bottom = run.frames[run.frames.count - 2]
    let lastRow = run.lines(run.frames.count - 2)[7]
    #expect(lastRow.hasPrefix(" › "), "the last visible row is selected")
    #expect(bottom.contains("Museum puts forty thousand"), "the list scrolled to its last story")
    #expect(run.last.contains("Museum puts forty thousand"), "Enter opens the last story")
  }

  @Test("Opening a story shows its details; back returns to the same row, deselected")
  func openAndLeaveDetails() throws {
    let run = try Scenario().run("wait,down,enter,wait,back")
    let detail = run.frames[3]
    #expect(detail.contains("‹ Story"))
    #expect(detail.contains("深圳地铁"))
    #expect(detail.contains(pendingPictureOnScreen), "the picture is on its way")
    #expect(run.frames[4].contains("█") && !run.frames[4].contains(pendingPictureOnScreen))
    #expect(run.frames[5] == run.frames[2], "back shows the list exactly as it was left")
    #expect(
      !run.frames[5].contains("•"),
      "every telling deselects the row it opened: UIKit leaves a selected row highlighted")
  }

  @Test("A reused row shows only its own story's picture: the story without one shows none")
  func reusedRowsShowTheirOwnPicture() throws {
    // Two rows on screen: scrolling down and back up hands each cell to story after story.
    let moves = Array(repeating: "down", count: 10) + Array(repeating: "up", count: 10)
    let run = try Scenario(size: Size(width: 72, height: 6)).run(
      (["wait"] + moves + ["wait"]).joined(separator: ","))
    let welsh = run.frames.indices.flatMap { frame in
      run.lines(frame).filter { $0.contains("Volunteers finish a complete Welsh") }
    }
    #expect(welsh.count > 2, "the story without a picture came on screen, in a reused cell")
    for line in welsh {
      let picture = line.dropFirst(3).prefix(2)
      #expect(
        picture == "  ",
        """
        the row of the story with no picture shows one: a cell keeps the last picture it was \
        given, as on iOS, so cellForRowAt must set the picture (to none) on every path: \(line)
        """)
    }
  }

  @Test("Refresh shows the spinner again, then the reloaded list")
  func refresh() throws {
    let run = try Scenario().run("wait,refresh,wait 1,wait")
    #expect(run.frames[2].contains("Loading…"))
    #expect(run.frames[3].contains("Loading…"))
    #expect(run.frames[4] == run.frames[1])
  }

  @Test("A failure shows the reason and a button that tries again; r presses it too")
  func failureThenRetry() throws {
    let run = try Scenario { scheduler in
      ScriptedNewsService(
        scheduler: scheduler,
        answers: [
          .failure("The network connection was lost."),
          .stories([Stories.item(id: "1", "Back online", image: false)]),
        ])
    }.run("wait,refresh,wait")
    #expect(run.frames[1].contains("⚠ Couldn't load the news"))
    #expect(run.frames[1].contains("The network connection was lost."))
    #expect(run.frames[1].contains("[ Try again ]"), "a button, which a phone user taps")
    #expect(!run.frames[1].contains("Press"), "no key is named to a phone user")
    #expect(run.lines(1).last == " ⏎ try again · q quit", "the terminal's keys, in its footer")
    #expect(run.frames[2].contains("Loading…"))
    #expect(run.last.contains("Back online"))
  }

  @Test("The --fail mode shows the error screen")
  func failMode() throws {
    let run = try Scenario(mode: .failure(TimedMockNewsFetcher.defaultFailure)).run("wait")
    #expect(run.last.contains(TimedMockNewsFetcher.defaultFailure))
  }

  @Test("An empty feed shows the empty state, not a blank list")
  func emptyFeed() throws {
    let run = try Scenario(fixture: Fixtures.empty).run("wait,down,enter,wait")
    #expect(run.frames[1].contains("No news yet"))
    #expect(run.frames[1].contains("The feed is empty. Check back later."))
    #expect(run.frames[1].contains("[ Refresh ]"))
    #expect(run.lines(1).last == " ⏎ refresh · q quit")
    #expect(run.frames[2] == run.frames[1], "down on an empty list changes nothing")
    #expect(run.frames[3].contains("Loading…"), "Enter presses the button: the feed loads again")
    #expect(run.last == run.frames[1])
  }

  @Test("After the empty state, the next list starts at its first row, not where the last one was")
  func emptyStateClearsTheList() throws {
    let run = try Scenario(size: Size(width: 80, height: 10)) { scheduler in
      ScriptedNewsService(
        scheduler: scheduler,
        answers: [.stories(Stories.items(5)), .stories([]), .stories(Stories.items(5))])
    }.run("wait,down,down,refresh,wait,refresh,wait")
    #expect(run.lines(3)[4].hasPrefix(" › "), "the third row was selected")
    #expect(run.frames[5].contains("No news yet"))
    #expect(run.lines(7)[2].hasPrefix(" › "), "the empty state left no rows, and no selection")
  }

  @Test("A feed that does not parse shows the error screen, naming the problem")
  func malformedFeeds() throws {
    let notJSON = try Scenario(fixture: Fixtures.notJSON).run("wait")
    #expect(notJSON.last.contains("malformed"))
    let wrongType = try Scenario(fixture: Fixtures.malformedOnlyTitle).run("wait")
    #expect(wrongType.last.contains("news[0]"))
    let truncated = try Scenario(mode: .malformed).run("wait")
    #expect(truncated.last.contains("⚠ Couldn't load the news"))
  }
}
