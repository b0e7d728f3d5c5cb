import AppShell
import Testing

/// When the apps, the kit and the exercise runner colour what they write.
@Suite struct ConsoleTests {
  @Test func colourIsNeverAllowedOffATerminal() {
    #expect(!Console.allowsColor(onTerminal: false, environment: [:]))
  }

  @Test func noColorTurnsColourOffWhateverItsValue() {
    #expect(!Console.allowsColor(onTerminal: true, environment: ["NO_COLOR": "1"]))
    #expect(!Console.allowsColor(onTerminal: true, environment: ["NO_COLOR": "yes"]))
    #expect(Console.allowsColor(onTerminal: true, environment: ["NO_COLOR": ""]))
    #expect(Console.allowsColor(onTerminal: true, environment: [:]))
  }
}
