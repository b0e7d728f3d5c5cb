import AppShell
import Foundation
import NewsCore
import NewsTestSupport
import TerminalUI
import Testing

/// The story screen as iOS lays it out: a scroll view holding the story, which the keyboard
/// scrolls when the story is longer than the screen, in every variant.
@MainActor
@Suite("The story screen scrolls a long story, in every variant")
struct StoryScreenScenarios {
  /// One story of thirty numbered lines and no picture, on a screen that shows eight rows of it:
  /// the title, a blank row, the date, a blank row, then "line 1" to "line 30".
  let longStory = Scenario(size: Size(width: 40, height: 12)) { scheduler in
    let story = NewsItem(
      id: "long", title: "A long story", date: Date(timeIntervalSince1970: 1_795_000_000),
      imageURL: nil, content: (1...30).map { "line \($0)" }.joined(separator: "\n"))
    return ScriptedNewsService(scheduler: scheduler, answers: [.stories([story], after: .zero)])
  }

  /// The story's rows on screen in frame `index`: the eight between the bars.
  func storyRows(_ run: Transcript, _ index: Int) -> [String] {
    Array(run.lines(index)[2..<10]).map { $0.trimmingCharacters(in: .whitespaces) }
  }

  /// "line first" to "line last".
  func lines(_ first: Int, _ last: Int) -> [String] { (first...last).map { "line \($0)" } }

  @Test("↓ scrolls a line and Page Down a screen less a line, to the end and no further")
  func scrollingDown() throws {
    let run = try longStory.run("wait,enter,down,pagedown,pagedown,pagedown,pagedown,pagedown")
    #expect(storyRows(run, 2) == ["A long story", "", "18 Nov 2026", ""] + lines(1, 4))
    #expect(run.lines(2)[11] == " ← back · ↑↓ scroll · q quit", "the bar says it scrolls")
    #expect(storyRows(run, 3) == ["", "18 Nov 2026", ""] + lines(1, 5))
    #expect(storyRows(run, 4) == lines(5, 12), "a page keeps the last line in sight")
    #expect(storyRows(run, 5) == lines(12, 19))
    #expect(storyRows(run, 6) == lines(19, 26))
    #expect(storyRows(run, 7) == lines(23, 30), "the last line stops at the bottom")
    #expect(run.frames[8] == run.frames[7], "Page Down at the end does nothing")
  }

  @Test("↑ and Page Up scroll back to the top and no further; back leaves the list as it was")
  func scrollingUp() throws {
    let run = try longStory.run("wait,enter,pagedown,pagedown,pageup,up,pageup,up,back")
    #expect(storyRows(run, 4) == lines(11, 18))
    #expect(storyRows(run, 5) == lines(4, 11))
    #expect(storyRows(run, 6) == lines(3, 10))
    #expect(run.frames[7] == run.frames[2], "at the top again, as the story opened")
    #expect(run.frames[8] == run.frames[7], "↑ at the top does nothing")
    #expect(run.frames[9] == run.frames[1], "back shows the list as it was left")
  }

  @Test("A story that fits does not scroll, and the bar offers no scrolling")
  func storyThatFits() throws {
    let run = try Scenario().run("wait,enter,wait,down,pagedown,up,pageup")
    #expect(run.lines(3).last == " ← back · q quit")
    for index in 4...7 { #expect(run.frames[index] == run.frames[3]) }
  }
}
