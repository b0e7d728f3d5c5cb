import MVCNews
import NewsTestSupport
import Testing

@testable import AppShell
@testable import SideBySide

@MainActor
@Suite("kit on the command line")
struct SideBySideRunTests {
  let variants: [any NewsVariant.Type] = [MVCNewsApp.self, SecondMVC.self]

  func launch(_ arguments: [String]) -> (Int32, FakeConsole) {
    let fake = FakeConsole()
    return (SideBySideRun.run(variants, arguments: arguments, console: fake.console), fake)
  }

  @Test("Without a terminal, a short tour in plain frames, every variant named, exit 0")
  func tour() {
    let (code, fake) = launch([])
    #expect(code == 0)
    #expect(fake.standardOutput.contains("there is no terminal here"))
    let headers = fake.standardOutput.split(separator: "\n").filter { $0.hasPrefix("--- frame") }
    #expect(headers.count == 6)
    #expect(fake.standardOutput.contains(" mvc ━") && fake.standardOutput.contains(" mvc-2 ━"))
    #expect(!fake.standardOutput.contains("\u{1B}"))
  }

  @Test("--script and --size choose the tour and its frames' size")
  func script() {
    let (code, fake) = launch(["--script", "wait,down", "--size", "90x30"])
    #expect(code == 0)
    #expect(!fake.standardOutput.contains("there is no terminal"))
    let lines = fake.standardOutput.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines.count == 3 * 31 + 1)
    #expect(fake.standardOutput.contains("--- frame 2: down ---"))
  }

  @Test("--script takes the stage's own keys: pause, next, previous, home, end, zoom N, play")
  func stageKeys() {
    let words = [
      "wait", "pause", "refresh", "next", "next", "previous", "home", "end", "zoom 2",
      "play",
    ]
    let (code, fake) = launch(["--script", words.joined(separator: ","), "--size", "120x30"])
    #expect(code == 0)
    let headers = fake.standardOutput.split(separator: "\n").filter { $0.hasPrefix("--- frame") }
    #expect(
      headers.map { $0.split(separator: ": ").last.map(String.init) }
        == (["start"] + words).map { "\($0) ---" })
    #expect(fake.standardOutput.contains("⏸ paused · ▸ refresh: step 2 of"))
    #expect(fake.standardOutput.contains("2 mvc-2"), "zoomed")
  }

  @Test("The same tour prints the same bytes on every run")
  func deterministic() {
    #expect(launch([]).1.standardOutput == launch([]).1.standardOutput)
  }

  @Test(
    "Bad input is named, with exit 64 or 66",
    arguments: [
      (["--bogus"], Int32(64), "--bogus"), (["--script", "wait,jump"], 64, "jump"),
      (["--size", "3"], 64, "--size"), (["--fixture", "/nonexistent"], 66, "/nonexistent"),
      (["--script", "pause,zoom x"], 64, "zoom x"), (["--script", "next,step"], 64, "'zoom N'"),
      (["--script", "wait 1.x"], 64, "1.x"),
    ])
  func badInput(arguments: [String], code: Int32, word: String) {
    let (exit, fake) = launch(arguments)
    #expect(exit == code)
    #expect(fake.standardError.hasPrefix("kit: "))
    #expect(fake.standardError.contains(word))
    #expect(fake.standardOutput.isEmpty)
  }

  @Test("--help lists every key, and the stage's script words")
  func help() {
    let (code, fake) = launch(["--help"])
    #expect(code == 0)
    for entry in KeyGuide.entries(paneCount: 2) {
      #expect(fake.standardOutput.contains(entry.keys))
    }
    for word in ["pause", "play", "next (.)", "previous (,)", "home (<)", "end (>)", "'zoom N'"] {
      #expect(fake.standardOutput.contains(word))
    }
  }
}
