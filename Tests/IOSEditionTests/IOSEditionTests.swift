import Foundation
import Testing

@testable import IOSEdition

/// The repository this test file is in.
private let repositoryRoot = URL(fileURLWithPath: #filePath)
  .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

/// The iOS edition tells the truth: `iOS/` is exactly what the tellings and the solutions make
/// today. Change a telling without running `make ios`, and this fails, naming the file.
@Suite("iOS/ matches the code")
struct IOSEditionTests {
  let edition = IOSEdition(root: repositoryRoot)
  /// The edition as the code makes it today: made once, for every test of the suite.
  static let made = Result { () throws(IOSForm.Refusal) in
    try IOSEdition(root: repositoryRoot).make()
  }

  @Test("Every telling and every exercise's solution is in iOS/, as the code makes it today")
  func editionIsUpToDate() throws {
    let problems = edition.drift(from: try Self.made.get())
    #expect(
      problems.isEmpty,
      "\(problems.joined(separator: "\n")): run `make ios` and commit what it changes")
  }

  @Test("The edition holds all six tellings and the eleven solutions, one library each")
  func everyUnitIsThere() {
    let modules = edition.sources().map(\.module)
    #expect(modules.filter { $0.hasSuffix("News") }.count == 6)
    #expect(modules.filter { $0.hasPrefix("Exercise") }.count == 11)
  }

  @Test("A changed telling is stale in the committed edition, by file")
  func aChangeIsNoticed() throws {
    var made = try Self.made.get()
    let index = try #require(made.firstIndex { $0.path.hasSuffix("MVCNews/NewsCell.swift") })
    made[index] = IOSEdition.Output(path: made[index].path, text: made[index].text + "\n")
    #expect(edition.drift(from: made) == ["iOS/Sources/MVCNews/NewsCell.swift is stale"])
  }
}
