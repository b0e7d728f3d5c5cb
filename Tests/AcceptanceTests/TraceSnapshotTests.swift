import AppShell
import NewsCore
import TerminalUI
import Testing

/// Each variant's conversation, pinned. The screens must be the same in every variant (the
/// other scenarios check that); the messages are each variant's own, and they are what the
/// lessons draw their sequence diagrams from. So a conversation may change only on purpose:
/// when it does, this test says where, and `RECORD_SNAPSHOTS=1` writes the new one to commit.
@MainActor
@Suite("Each variant's --trace, pinned")
struct TraceSnapshotTests {
  /// The standard tour: first load, open a story, its picture, back, refresh.
  static let tour = "wait,down,enter,wait,back,refresh,wait"
  /// A failed load and its retry.
  static let failure = "wait,refresh,wait"

  @Test("The conversation of a standard tour and of a failure", arguments: variantNames)
  func conversation(of name: String) throws {
    let variant = variant(named: name)
    var text = "# \(name) --trace --script \(Self.tour)\n"
    text += try transcript(of: variant, Self.tour, mode: .success)
    text += "\n# \(name) --trace --fail --script \(Self.failure)\n"
    text += try transcript(of: variant, Self.failure, mode: .failure("Offline."))
    expectSnapshot(text, named: "\(name).trace")
  }

  /// The trace of `script`, each step's messages under its name.
  private func transcript(
    of variant: any NewsVariant.Type, _ script: String, mode: TimedMockNewsFetcher.Mode
  ) throws -> String {
    let driver = NewsAppDriver(variant: variant, mode: mode, trace: true)
    var text = "start\n" + driver.trace.drain().map { "  \($0)\n" }.joined()
    for step in try ScriptStep.parse(commaSeparated: script) {
      driver.perform(step)
      _ = driver.frame
      text += step.label + "\n" + driver.trace.drain().map { "  \($0)\n" }.joined()
    }
    driver.close()
    return text
  }
}
