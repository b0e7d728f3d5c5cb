import AppShell
import Foundation
import MVCNews
import NewsCore
import NewsTestSupport
import Observing
import Testing

@MainActor
@Suite("Launching an app from the command line")
struct LauncherTests {
  func launch(_ arguments: [String], stdin: [String] = []) -> (Int32, FakeConsole) {
    let fake = FakeConsole(stdin: stdin)
    let code = Launcher.run(MVCNewsApp.self, arguments: arguments, console: fake.console)
    return (code, fake)
  }

  @Test("A script prints one headed frame per key, from frame 0, and exits 0")
  func scriptedTranscript() {
    let (code, fake) = launch(["--script", "wait,down,quit", "--size", "40x8"])
    #expect(code == 0)
    let headers = fake.standardOutput.split(separator: "\n").filter { $0.hasPrefix("--- frame") }
    #expect(
      headers == [
        "--- frame 0: start ---", "--- frame 1: wait ---", "--- frame 2: down ---",
        "--- frame 3: quit ---",
      ])
    #expect(
      fake.standardOutput.split(separator: "\n", omittingEmptySubsequences: false).count == 4 * 9
        + 1)
    #expect(!fake.standardOutput.contains("\u{1B}"), "no escape codes without a terminal")
  }

  @Test("The same script prints the same bytes on every run, whatever the delay")
  func deterministic() {
    let first = launch(["--script", "wait,down,enter,back,refresh,wait,quit"]).1.standardOutput
    let second = launch(["--script", "wait,down,enter,back,refresh,wait,quit"]).1.standardOutput
    let slow = launch(["--script", "wait,down,enter,back,refresh,wait,quit", "--delay", "3600"])
    #expect(first == second)
    #expect(first == slow.1.standardOutput, "a bare wait waits however long the delay is")
  }

  @Test("End of input acts as quit")
  func endOfInput() {
    let (code, fake) = launch([], stdin: ["wait", "down"])
    #expect(code == 0)
    #expect(fake.standardOutput.contains("--- frame 3: quit ---"))
  }

  @Test("Keys after quit are not played")
  func stopsAtQuit() {
    let (_, fake) = launch(["--script", "quit,down,down"])
    #expect(!fake.standardOutput.contains("frame 2"))
  }

  @Test("--trace adds the messages that passed, after the frame they belong to")
  func trace() {
    let (_, fake) = launch(["--script", "wait", "--trace"])
    #expect(fake.standardOutput.contains("trace: NewsListModel →"))
    let (_, plain) = launch(["--script", "wait"])
    #expect(!plain.standardOutput.contains("trace:"))
  }

  @Test("--help prints the usage and exits 0")
  func help() {
    let (code, fake) = launch(["--help"])
    #expect(code == 0)
    #expect(fake.standardOutput.contains("usage: mvc"))
  }

  @Test("A bad flag exits 64 naming it, on standard error only")
  func badFlag() {
    let (code, fake) = launch(["--bogus"])
    #expect(code == 64)
    #expect(fake.standardError.contains("--bogus"))
    #expect(fake.standardOutput.isEmpty)
  }

  @Test("A bad script key exits 64 before anything is drawn")
  func badScriptKey() {
    let (code, fake) = launch(["--script", "wait,jump"])
    #expect(code == 64)
    #expect(fake.standardError.contains("'jump'"))
    #expect(fake.standardOutput.isEmpty)
  }

  @Test("A fixture that cannot be read exits 66")
  func unreadableFixture() {
    let (missing, fake) = launch(["--fixture", "/nonexistent/news.json", "--script", "quit"])
    #expect(missing == 66)
    #expect(fake.standardError.contains("/nonexistent/news.json"))
    let (directory, _) = launch(["--fixture", NSTemporaryDirectory(), "--script", "quit"])
    #expect(directory == 66)
  }

  @Test("A fixture that cannot be read says why")
  func unreadableFixtureReasons() throws {
    let (_, missing) = launch(["--fixture", "/nonexistent/news.json", "--script", "quit"])
    #expect(missing.standardError.contains("no such file or directory"))
    let (_, directory) = launch(["--fixture", NSTemporaryDirectory(), "--script", "quit"])
    #expect(directory.standardError.contains("it is a directory"))
  }

  @Test(
    "A fixture without read permission is refused as such",
    .enabled(if: geteuid() != 0, "root may read any file"))
  func permissionDenied() throws {
    let url = try temporaryFile(contents: Data(#"{"news": []}"#.utf8))
    defer { try? FileManager.default.removeItem(at: url) }
    try FileManager.default.setAttributes([.posixPermissions: 0], ofItemAtPath: url.path)
    let (code, fake) = launch(["--fixture", url.path, "--script", "quit"])
    #expect(code == 66)
    #expect(fake.standardError.contains("permission denied"))
  }

  @Test("A FIFO is read as a stream, to its end")
  func fifo() throws {
    let path = FileManager.default.temporaryDirectory.appendingPathComponent(
      "feed-\(UUID().uuidString).fifo"
    ).path
    try #require(mkfifo(path, 0o600) == 0)
    defer { unlink(path) }
    // The writer's open waits for the app's open, and the app reads until the writer closes.
    let feed = NewsFixture.bundled
    Thread {
      guard let writer = FileHandle(forWritingAtPath: path) else { return }
      try? writer.write(contentsOf: feed)
      try? writer.close()
    }.start()
    let (code, fake) = launch(["--fixture", path, "--script", "wait"])
    #expect(code == 0)
    #expect(fake.standardOutput.contains("Reusable upper stage"))
  }

  @Test("An empty stream shows the error screen, as an empty file does")
  func emptyStream() throws {
    let (streamCode, stream) = launch(["--fixture", "/dev/null", "--script", "wait"])
    let url = try temporaryFile(contents: Data())
    defer { try? FileManager.default.removeItem(at: url) }
    let (fileCode, file) = launch(["--fixture", url.path, "--script", "wait"])
    #expect(streamCode == 0 && fileCode == 0)
    #expect(stream.standardOutput.contains("Couldn't load the news"))
    #expect(stream.standardOutput == file.standardOutput)
  }

  /// A file in the temporary directory holding `contents`; the caller removes it.
  func temporaryFile(contents: Data) throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent(
      "fixture-\(UUID().uuidString).json")
    try contents.write(to: url)
    return url
  }

  @Test("A fixture that reads but does not parse shows the error screen and exits 0")
  func malformedFixture() throws {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent(
      "malformed-\(UUID().uuidString).json")
    try Data("not json".utf8).write(to: url)
    defer { try? FileManager.default.removeItem(at: url) }
    let (code, fake) = launch(["--fixture", url.path, "--script", "wait"])
    #expect(code == 0)
    #expect(fake.standardOutput.contains("Couldn't load the news"))
  }

  @Test("--fail shows the error screen")
  func failMode() {
    let (_, fake) = launch(["--fail", "--script", "wait"])
    #expect(fake.standardOutput.contains("The network connection was lost."))
  }
}

@MainActor
@Suite("Untrusted feed text in traces")
struct TraceSanitizingTests {
  @Test("Trace messages that quote feed data are neutralised like the screen")
  func hostileIDsAndURLs() throws {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent(
      "hostile-\(UUID().uuidString).json")
    let feed = #"""
      {"news": [{"id": "\u001b[31mX", "title": "T", "date": "2026-11-20T08:00:00Z",
        "imageURL": "https://h.example/%1B%5D0%3Bpwned%07.jpg", "content": "C"}]}
      """#
    try Data(feed.utf8).write(to: url)
    defer { try? FileManager.default.removeItem(at: url) }
    let fake = FakeConsole()
    let code = Launcher.run(
      MVCNewsApp.self,
      arguments: ["--fixture", url.path, "--trace", "--script", "wait,enter,wait"],
      console: fake.console)
    #expect(code == 0)
    #expect(fake.standardOutput.contains("trace: "))
    #expect(!fake.standardOutput.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" })
  }
}
