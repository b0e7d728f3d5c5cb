import AppShell
import TerminalUI
import Testing

@Suite("Script keys")
struct ScriptStepTests {
  @Test("Every key name and both kinds of wait are read")
  func keys() throws {
    let steps = try ScriptStep.parse(
      commaSeparated: "up,down,pageup,pagedown,enter,back,refresh,quit,wait,wait 2,wait 0.25")
    #expect(
      steps == [
        .key(.up), .key(.down), .key(.pageUp), .key(.pageDown), .key(.enter), .key(.back),
        .key(.refresh), .key(.quit), .wait(nil), .wait(.seconds(2)), .wait(.milliseconds(250)),
      ])
  }

  @Test("Labels name steps as scripts write them")
  func labels() throws {
    let steps = try ScriptStep.parse(commaSeparated: "down,pagedown,wait,wait 2,wait 0.25")
    #expect(steps.map(\.label) == ["down", "pagedown", "wait", "wait 2", "wait 0.25"])
  }

  @Test("An unknown key's message lists every key name, the page keys among them")
  func message() {
    #expect {
      try ScriptStep.parse(commaSeparated: "pgdn")
    } throws: { error in
      let message = (error as? LaunchError)?.message ?? ""
      return Key.allCases.allSatisfy { message.contains($0.rawValue) }
    }
  }

  @Test("Standard input scripts: one per line, blanks and # comments skipped")
  func lines() throws {
    let steps = try ScriptStep.parse(lines: ["# open the first story", "wait", "", "  enter  "])
    #expect(steps == [.wait(nil), .key(.enter)])
  }

  @Test(
    "Unknown keys and bad waits fail with exit code 64, naming the word",
    arguments: ["jump", "wait soon", "wait -1", "wait 1 2", "ENTER"])
  func unknown(word: String) {
    #expect {
      try ScriptStep.parse(commaSeparated: "wait,\(word)")
    } throws: { error in
      guard let error = error as? LaunchError else { return false }
      return error.exitCode == 64 && error.message.contains("'")
    }
  }
}
