import AppShell
import TerminalUI
import Testing

@Suite("Script keys")
struct ScriptStepTests {
  @Test("Every key name and both kinds of wait are read")
  func keys() throws {
    let steps = try ScriptStep.parse(
      commaSeparated: "up,down,enter,back,refresh,quit,wait,wait 2,wait 0.25")
    #expect(
      steps == [
        .key(.up), .key(.down), .key(.enter), .key(.back), .key(.refresh), .key(.quit),
        .wait(nil), .wait(.seconds(2)), .wait(.milliseconds(250)),
      ])
  }

  @Test("Labels name steps as scripts write them")
  func labels() throws {
    let steps = try ScriptStep.parse(commaSeparated: "down,wait,wait 2,wait 0.25")
    #expect(steps.map(\.label) == ["down", "wait", "wait 2", "wait 0.25"])
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
