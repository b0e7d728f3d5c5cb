import AppShell
import Foundation
import MVCNews
import NewsCore
import TerminalUI

/// Opening a story whose content is 10 MB: the first frame of the detail screen, and the one
/// after it. Each frame used to wrap the whole text (about 18 s for 10 MB); now a label wraps
/// only the lines it shows.
@MainActor
func storyOpeningTimes() throws -> (open: Duration, nextFrame: Duration) {
  let paragraph = String(repeating: "Lorem ipsum dolor sit amet, 新闻 consectetur. ", count: 20)
  var content = ""
  while content.utf8.count < 10_000_000 { content += paragraph + "\n" }
  let feed: [String: Any] = [
    "news": [
      [
        "id": "1", "title": "A very long story", "date": "2026-11-22T08:00:00Z",
        "content": content,
      ]
    ]
  ]
  let fixture = try JSONSerialization.data(withJSONObject: feed)
  let driver = NewsAppDriver(variant: MVCNewsApp.self, fixture: fixture)
  driver.waitUntilIdle()
  let clock = ContinuousClock()
  let open = clock.measure {
    driver.press(.enter)
    _ = driver.canvas
  }
  let nextFrame = clock.measure { _ = driver.canvas }
  driver.close()
  return (open, nextFrame)
}

/// A feed of `count` stories of about 520 bytes each, as the issue's 67 MB, 128,000-item feed.
func largeFeed(count: Int) -> Data {
  var text = #"{"news": ["#
  let content = String(repeating: "Lorem ipsum dolor sit amet, consectetur adipiscing. ", count: 8)
  for index in 0..<count {
    if index > 0 { text += "," }
    text += #"{"id": "\#(index)", "title": "Story number \#(index) about something", "#
    text += #""date": "2026-11-20T08:00:00Z", "imageURL": "https://img.example/\#(index).jpg", "#
    text += #""content": "\#(content)"}"#
  }
  return Data((text + "]}").utf8)
}

/// The peak memory of a scripted run of `path` that refreshes `refreshCycles` times, each
/// time waiting for the feed and its pictures: flat when nothing piles up between refreshes.
///
/// Every run's script is as long as 10,000 cycles' — the rest is `up`, which draws a frame and
/// changes nothing — because the script itself is held in memory: otherwise a longer script
/// would look like a leak.
func peakMemory(of path: String, refreshCycles: Int) throws -> Int {
  let steps =
    Array(repeating: "refresh,wait", count: refreshCycles)
    + Array(repeating: "up,up", count: 10_000 - refreshCycles)
  return try ProcessRun.run(path, ["--script", steps.joined(separator: ","), "--size", "80x24"])
    .peakMemory
}
