import Foundation
import Testing

@testable import LessonKit

/// The one list of what differs from UIKit, and the shape check's hold on it: the declarations
/// that differ from UIKit's on purpose are exactly the list's, and the list stays short.
@Suite("UIKitShape/Differences.md, the list of what differs from UIKit")
struct UIKitDifferencesTests {
  let differences: UIKitDifferences
  let marks: [String]

  init() throws {
    let text = try String(
      contentsOf: repositoryRoot.appendingPathComponent(UIKitDifferences.path), encoding: .utf8)
    differences = try UIKitDifferences(parsing: text)
    marks = UIKitDifferences.marks(
      in: try String(
        contentsOf: repositoryRoot.appendingPathComponent(UIKitDifferences.shapePath),
        encoding: .utf8))
  }

  @Test("At most twenty entries, each named once")
  func short() {
    #expect(differences.entries.count <= 20)
    let names = differences.entries.map(\.name)
    #expect(Set(names).count == names.count)
  }

  @Test("Every declaration the shape check's UIKit changes names an entry of the list")
  func everyMarkIsListed() {
    let listed = Set(differences.entries.map(\.name))
    #expect(marks.filter { !listed.contains($0) } == [], "a mark that names no entry")
  }

  @Test("Every entry that says it changes the shape has a mark there, and no other entry does")
  func everyShapeEntryIsMarked() {
    let marked = Set(marks)
    for entry in differences.entries {
      #expect(
        marked.contains(entry.name) == entry.isInShape,
        "\(entry.name): \(entry.isInShape ? "no mark in UIKit.swift" : "marked, but not (shape)")")
    }
  }

  @Test("An entry without its iOS line is refused, naming the line it starts on")
  func incompleteEntry() {
    let text =
      "# List\n\n## keys\n- What: keys\n- Here: `r`\n- Why: a terminal\n- Test: A.swift: f\n"
    #expect(throws: UIKitDifferencesError(line: 3, "entry keys has no iOS line")) {
      try UIKitDifferences(parsing: text)
    }
  }

  @Test("Every entry names the tests that pin it, and each is a test function in its file")
  func everyEntryIsTested() throws {
    for entry in differences.entries {
      #expect(!entry.tests.isEmpty, "\(entry.name) names no test")
      for test in entry.tests {
        let text = try String(
          contentsOf: repositoryRoot.appendingPathComponent(test.path), encoding: .utf8)
        let declared = text.range(
          of: #"@Test\b(?:[^\n]*\n){0,3}?[^\n]*\bfunc "# + test.function + #"\("#,
          options: .regularExpression)
        #expect(declared != nil, "\(entry.name): \(test.path) has no test \(test.function)")
      }
    }
  }

  @Test("A test line names tests in files; a bare name takes the file before it")
  func testLines() throws {
    let text = """
      ## focus (behaviour)
      - What: the cursor
      - Here: `›`
      - iOS: focus
      - Why: no pointer
      - Test: Tests/A.swift: one, two, Tests/B.swift: three
      """
    let list = try UIKitDifferences(parsing: text)
    let entry = try #require(list.entries.first)
    #expect(entry.isBehaviour && !entry.isInShape)
    #expect(
      entry.tests == [
        .init(path: "Tests/A.swift", function: "one"),
        .init(path: "Tests/A.swift", function: "two"),
        .init(path: "Tests/B.swift", function: "three"),
      ])
    #expect(list.markdown().hasSuffix("| the cursor *(behaviour)* | `›` | focus | — |"))
  }

  @Test("The table has a row an entry, with the line here and the line on iOS")
  func table() throws {
    let text = """
      ## keys (shape)
      - What: a key command names its method
      - Here: `action: X.refresh`
      - iOS: `action: #selector(refresh)`
      - Why: no runtime
      - Test: Tests/IOSEditionTests/IOSFormTests.swift: keyCommands
      """
    let list = try UIKitDifferences(parsing: text)
    #expect(list.entries.first?.isInShape == true)
    #expect(
      list.markdown().split(separator: "\n").last
        == "| a key command names its method | `action: X.refresh` | `action: #selector(refresh)` | — |"
    )
    let places = UIKitDifferences.places(in: [
      (path: "iOS/Sources/MVCNews/List.swift", text: "import UIKit\n  // ≠ keys\n  @objc func f()")
    ])
    #expect(
      list.markdown(places: places).split(separator: "\n").last
        == "| a key command names its method | `action: X.refresh` | `action: #selector(refresh)` | [List.swift:3](../iOS/Sources/MVCNews/List.swift#L3) |"
    )
  }
}
