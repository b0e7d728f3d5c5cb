import AppShell
import Foundation
import NewsCore
import NewsTestSupport
import TerminalUI
import Testing

/// Text far longer than any screen: only what is shown costs anything, in every variant.
@MainActor
@Suite("Very long stories and very long characters, in every variant")
struct LongTextScenarios {
  /// One story with this title and content, answered at once.
  func scenario(title: String, content: String) -> Scenario {
    let story = NewsItem(
      id: "long", title: title, date: Date(timeIntervalSince1970: 1_795_000_000), imageURL: nil,
      content: content)
    return Scenario(size: Size(width: 80, height: 24)) { scheduler in
      ScriptedNewsService(scheduler: scheduler, answers: [.stories([story], after: .zero)])
    }
  }

  @Test(
    "A 50 MB story opens, and its screen redraws, as fast as a short one",
    .disabled(if: Sanitizer.isActive, "a sanitizer slows the code it watches; timing means nothing")
  )
  func fiftyMegabyteStory() throws {
    let line = "Lorem ipsum dolor sit amet, 新闻 consectetur adipiscing elit. "
    let content = String(repeating: line, count: 50_000_000 / line.utf8.count)
    let clock = ContinuousClock()
    var transcript: Transcript?
    // Measured, not waited for: each frame used to wrap the whole text, minutes in a debug
    // build. Now a frame wraps the twenty lines it shows, whatever the story's length.
    let elapsed = try clock.measure {
      transcript = try scenario(title: "Long", content: content).run("wait,enter,wait,down")
    }
    #expect(try #require(transcript).last.contains("Lorem ipsum dolor sit amet"))
    #expect(elapsed < .seconds(10), "four variants took \(elapsed) for four frames each")
  }

  @Test("A letter under 300,000 combining marks is drawn with at most 32 code points")
  func floodedTitle() throws {
    let title = "a" + String(repeating: "\u{301}", count: 300_000) + " and the rest"
    let transcript = try scenario(title: title, content: title).run("wait,enter")
    for frame in transcript.frames {
      #expect(frame.unicodeScalars.count < 10_000, "a frame carries the whole cluster")
    }
    #expect(transcript.frames[1].contains("and the rest"))
  }
}
