import AppShell
import NewsTestSupport
import Testing

/// The command line every variant shares, as DESIGN.md's contract gives it.
@MainActor
@Suite("The command line, in every variant")
struct CommandLineScenarios {
  @Test(
    "--help opens with the variant's name and what it is, then the usage", arguments: variantNames)
  func help(of name: String) throws {
    let console = FakeConsole()
    #expect(
      Launcher.run(variant(named: name), arguments: ["--help"], console: console.console) == 0)
    let lines = console.standardOutput.split(separator: "\n").map(String.init)
    let first = try #require(lines.first)
    #expect(first.hasPrefix("\(name): the news list "), "the first line says what \(name) is")
    #expect(lines.contains { $0.hasPrefix("usage: \(name) ") })
  }

  @Test("No two variants describe themselves alike")
  func summariesDiffer() {
    let summaries = allVariants.map { $0.summary }
    #expect(Set(summaries).count == summaries.count)
  }
}
