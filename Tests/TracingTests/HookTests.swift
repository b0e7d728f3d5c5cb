import Foundation
import Testing

/// The observation tools a learner reads know nothing of traces: the one hook is all of it.
@Suite("Observing's one hook for --trace")
struct HookTests {
  private static let observing = URL(filePath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appending(path: "Sources/Observing")

  @Test("No file of Sources/Observing names the trace, a participant or a speaker")
  func observingNamesNoTrace() throws {
    let files = try FileManager.default.contentsOfDirectory(atPath: Self.observing.path)
      .filter { $0.hasSuffix(".swift") && $0 != "ObservationHook.swift" }
    #expect(files.count > 5, "the tools are there to read")
    for file in files {
      let text = try String(contentsOf: Self.observing.appending(path: file), encoding: .utf8)
      for word in ["MessageTrace", "Participant", "speaker", "TraceSummary", "Traced"] {
        #expect(!text.contains(word), "\(file) names \(word)")
      }
    }
  }
}
