import AppShell
import Foundation
import Testing

@testable import LessonKit

/// How the generator reads a lesson and what it refuses: notes whose hunk is gone, excerpts
/// whose declaration is gone, directives it does not know — each an error that names the lesson.
@MainActor
@Suite("Making a lesson")
struct LessonSourceTests {
  /// A repository of two small files and one lesson, in a temporary folder.
  @MainActor
  final class Scratch {
    let root: URL

    init(files: [String: String]) throws {
      root = FileManager.default.temporaryDirectory
        .appendingPathComponent("lesson-\(UUID().uuidString)")
      for (path, text) in files {
        let url = root.appendingPathComponent(path)
        try FileManager.default.createDirectory(
          at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
      }
    }

    isolated deinit { try? FileManager.default.removeItem(at: root) }

    func render(_ lesson: String, variants: [any NewsVariant.Type] = []) throws -> String {
      try LessonBook(root: root, variants: variants).render(lesson)
    }
  }

  static let old = "struct A {\n  func one() {\n    print(1)\n  }\n}\n"
  static let new = "struct A {\n  func one() {\n    print(2)\n  }\n}\n"

  func scratch(lesson: String) throws -> Scratch {
    try Scratch(files: [
      "Old/A.swift": Self.old, "New/A.swift": Self.new, "Lessons/src/01-x.md": lesson,
    ])
  }

  @Test("A diff is written hunk by hunk, each note after the hunk holding its anchor")
  func notesFollowTheirHunks() throws {
    let made = try scratch(
      lesson: "@diff Old/A.swift New/A.swift\n@note \"print(2)\"\nIt prints two now.\n@end\n"
    ).render("01-x.md")
    #expect(made.contains("-    print(1)\n+    print(2)\n   }\n }\n```\n\nIt prints two now."))
    #expect(made.contains("1 line out, 1 line in."))
  }

  @Test("A note whose anchor no hunk holds is an error naming the lesson, the line and the note")
  func lostNote() throws {
    let lesson = try scratch(
      lesson: "Intro\n@diff Old/A.swift New/A.swift\n@note \"print(3)\"\nGone.\n@end\n")
    #expect(throws: LessonError.self) { try lesson.render("01-x.md") }
    do {
      _ = try lesson.render("01-x.md")
    } catch let error as LessonError {
      #expect(error.lesson == "Lessons/src/01-x.md")
      #expect(error.line == 3)
      #expect(error.problem.contains("note \"print(3)\" is anchored to no hunk"))
    }
  }

  @Test("An excerpt is a declaration with its comments, cut at its closing brace")
  func excerpts() {
    let text =
      "struct A {\n  /// Says one.\n  func one() {\n    if true { print(1) }\n  }\n\n  func two() {}\n}\n"
    #expect(
      Excerpt.cut(text, at: "func one()")
        == "/// Says one.\nfunc one() {\n  if true { print(1) }\n}")
    #expect(Excerpt.cut(text, at: "func three()") == nil)
  }

  @Test("An excerpt whose anchor is gone is an error")
  func lostExcerpt() throws {
    let lesson = try scratch(lesson: "@excerpt New/A.swift \"func gone()\"\n")
    #expect(throws: LessonError.self) { try lesson.render("01-x.md") }
  }

  @Test("Unknown directives and unclosed diffs are errors; directives in code blocks are text")
  func directivesAreChecked() throws {
    #expect(throws: LessonError.self) { try scratch(lesson: "@nonsense\n").render("01-x.md") }
    #expect(throws: LessonError.self) {
      try scratch(lesson: "@diff Old/A.swift New/A.swift\n").render("01-x.md")
    }
    let made = try scratch(lesson: "```\n@diff a b\n```\n").render("01-x.md")
    #expect(made.contains("```\n@diff a b\n```"))
  }

  @Test("Diagrams escape what Mermaid would read as syntax")
  func mermaidEscapes() {
    let diagram = SequenceDiagram.mermaid([
      (
        "wait",
        [.init(sender: .init("A"), receiver: .init("B"), text: "a; b #1")]
      )
    ])
    #expect(diagram.contains("A->>B: a#59; b #35;1"))
    #expect(diagram.hasPrefix("```mermaid\nsequenceDiagram\n    participant A\n    participant B"))
  }

  @Test("A sequence diagram can show only some participants; a class stands for its numbered ones")
  func onlySomeParticipants() throws {
    let diagram = SequenceDiagram.mermaid(
      [
        (
          "wait",
          [
            .init(sender: .init("Model"), receiver: .init("Controller"), text: "items"),
            .init(sender: .init("Store"), receiver: .init("Loader"), text: "loadImage(a.jpg)"),
            .init(sender: .init("CellModel"), receiver: .init("NewsCell 1"), text: "pending"),
            .init(sender: .init("CellModel"), receiver: .init("NewsCell 2"), text: "pending"),
          ]
        ),
        ("down", [.init(sender: .init("Store"), receiver: .init("Loader"), text: "loadImage(b)")]),
      ], only: ["CellModel", "NewsCell", "Model"])
    #expect(!diagram.contains("Loader"), "a message with one end left out is left out")
    #expect(diagram.contains("    participant NewsCell 1\n    participant NewsCell 2"))
    #expect(diagram.contains("    Model->>Controller") == false, "both ends must be shown")
    #expect(!diagram.contains(": down"), "a key whose messages are all left out has no note")
    let source = try LessonSource(
      path: "x", text: "@sequence mvc --size 60x6 --only A,B wait | enter")
    #expect(
      source.parts == [
        .directive(
          .sequence(
            variant: "mvc", failing: false, size: "60x6", only: ["A", "B"], setup: "wait",
            shown: "enter"), line: 1)
      ])
    #expect(throws: LessonError.self) {
      try scratch(lesson: "@sequence mvc --only Nobody | wait\n").render(
        "01-x.md", variants: lessonVariants)
    }
  }

  @Test("@{recorded} counts the states a test expects its recorder to have, however written")
  func recordedStates() throws {
    let tests = """
      func one() {
        #expect(recorder.values == [.failed("a, b"), .loading, .loaded(rows([1, 2]))])
      }
      func two() {
        #expect(
          recorder.values == [
            .loading,
            .loaded([]),
          ])
      }
      func three() { #expect(recorder.values == []) }
      """
    let lesson = "@{recorded T.swift one}, @{recorded T.swift two}, @{recorded T.swift three}\n"
    let made = try Scratch(files: ["T.swift": tests, "Lessons/src/01-x.md": lesson])
      .render("01-x.md")
    #expect(made.contains("three, two, zero"))
    #expect(throws: LessonError.self) {
      try Scratch(files: ["T.swift": tests, "Lessons/src/01-x.md": "@{recorded T.swift four}"])
        .render("01-x.md")
    }
  }

  @Test("@{lines} counts a telling's lines of code, as lesson 10's table does: --trace's aside")
  func linesOfCode() throws {
    let files = [
      "A/One.swift": "let a = 1\n// Why.\n\nlet b = 2\n", "A/Tracing.swift": "let t = 0\n",
      "Lessons/src/01-x.md": "@{lines A} lines\n",
    ]
    #expect(try Scratch(files: files).render("01-x.md").contains("two lines"))
    #expect(throws: LessonError.self) {
      try Scratch(files: ["Lessons/src/01-x.md": "@{lines Nowhere}\n"]).render("01-x.md")
    }
  }

  @Test("@{same} lists the files two folders hold alike, and refuses folders that share none")
  func sameFiles() throws {
    let files = [
      "A/One.swift": "1", "B/One.swift": "1", "A/Two.swift": "2", "B/Two.swift": "two",
      "A/Three.swift": "3", "B/Three.swift": "3", "A/Tracing.swift": "t", "B/Tracing.swift": "t",
    ]
    let made = try Scratch(files: files.merging(["Lessons/src/01-x.md": "@{same A B}\n"]) { $1 })
      .render("01-x.md")
    #expect(made.contains("`One.swift` and `Three.swift`\n"))
    #expect(throws: LessonError.self) {
      try Scratch(files: [
        "A/One.swift": "1", "B/One.swift": "2", "Lessons/src/01-x.md": "@{same A B}\n",
      ]).render("01-x.md")
    }
  }

  @Test("@ownership takes one variant; the chooser's tables are known by name")
  func ownershipAndTables() throws {
    #expect(throws: LessonError.self) { try scratch(lesson: "@ownership\n").render("01-x.md") }
    #expect(throws: LessonError.self) {
      try scratch(lesson: "@ownership nobody\n").render("01-x.md")
    }
    #expect(throws: LessonError.self) { try scratch(lesson: "@table chosen\n").render("01-x.md") }
    let source = try LessonSource(
      path: "x", text: "@ownership mvp\n@table choosing\n@table list-screen-test")
    #expect(
      source.parts == [
        .directive(.ownership(variant: "mvp"), line: 1), .directive(.choosingTable, line: 2),
        .directive(.listScreenTestTable, line: 3),
      ])
  }

  @Test("@{messages} counts a run's messages, or those holding a text, with naive cells too")
  func messageCounts() throws {
    let lesson = """
      @{messages mvvm --naive-cells | wait 3 | → TimedMockImageLoader: loadImage(} asked;
      @{messages mvvm --naive-cells wait 3 | down,down,down,down,down | NaiveNewsCell 1:} again

      """
    let made = try Scratch(files: ["Lessons/src/01-x.md": lesson])
      .render("01-x.md", variants: lessonVariants)
    #expect(made.contains("three asked;\none again"))
  }
}
