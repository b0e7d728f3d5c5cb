import AppShell
import TerminalUI
import Testing

@Suite("Command-line options")
struct LaunchOptionsTests {
  @Test("No arguments give the contract's defaults")
  func defaults() throws {
    let options = try LaunchOptions.parse([])
    #expect(options.delay == .seconds(3))
    #expect(!options.fail && !options.trace && !options.noColor && !options.help)
    #expect(!options.naiveCells)
    #expect(options.fixturePath == nil && options.script == nil && options.size == nil)
  }

  @Test("Every flag is read, with `--flag value` and `--flag=value`")
  func everyFlag() throws {
    let options = try LaunchOptions.parse([
      "--delay", "0.5", "--fail", "--fixture=feed.json", "--script", "wait,quit",
      "--size", "100x30", "--trace", "--no-color", "--naive-cells",
    ])
    #expect(options.delay == .milliseconds(500))
    #expect(options.fail && options.trace && options.noColor && options.naiveCells)
    #expect(options.fixturePath == "feed.json")
    #expect(options.script == "wait,quit")
    #expect(options.size == Size(width: 100, height: 30))
    #expect(try LaunchOptions.parse(["--help"]).help)
    #expect(try LaunchOptions.parse(["-h"]).help)
  }

  @Test(
    "Mistakes name the word that caused them",
    arguments: [
      (["--bogus"], "'--bogus'"),
      (["--delay"], "'--delay' needs a value"),
      (["--delay", "soon"], "'soon'"),
      (["--delay", "-1"], "'-1'"),
      (["--delay", "nan"], "'nan'"),
      (["--size", "80"], "'80'"),
      (["--size", "0x0"], "'0x0'"),
      (["--size", "80x24x2"], "'80x24x2'"),
      (["--fail=yes"], "'--fail' takes no value"),
      (["positional"], "'positional'"),
    ])
  func mistakes(arguments: [String], named: String) {
    #expect {
      try LaunchOptions.parse(arguments)
    } throws: { error in
      guard let error = error as? LaunchError else { return false }
      return error.exitCode == 64 && error.message.contains(named)
    }
  }

  @Test("A bad word with an escape sequence is echoed harmlessly")
  func hostileWordIsNeutralised() {
    #expect {
      try LaunchOptions.parse(["--\u{1B}[2J"])
    } throws: { error in
      let message = (error as? LaunchError)?.message ?? ""
      return !message.contains("\u{1B}") && message.contains("␛[2J")
    }
  }
}
