import Foundation
import Testing

@testable import LessonKit

/// Every diagram of the lessons is readable where most learners read them: GitHub draws it in
/// an 880 px column and shrinks a wider one, its text with it. Its width is estimated from its
/// text, and the estimate is held to widths measured in a browser (`MeasuredDiagrams`).
@MainActor
@Suite("The lessons' diagrams fit GitHub's column")
struct MermaidWidthTests {
  /// How far under and over a browser's width the estimate may be, by kind of diagram: a
  /// sequence diagram's layout is followed step by step, a flowchart's closely.
  nonisolated static let tolerance: [String: (under: Double, over: Double)] = [
    "sequenceDiagram": (0.01, 0.01), "flowchart TD": (0.03, 0.10),
  ]

  /// `sequenceDiagram`, `flowchart TD`: a diagram's first line.
  nonisolated static func kind(of diagram: String) -> String {
    diagram.split(separator: "\n").first.map { $0.trimmingCharacters(in: .whitespaces) } ?? ""
  }

  /// The ```mermaid blocks of `text`, each with the line its fence is on.
  nonisolated static func diagrams(in text: String) -> [(line: Int, diagram: String)] {
    var diagrams: [(line: Int, diagram: String)] = []
    var open: (line: Int, lines: [Substring])?
    for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false)
      .enumerated()
    {
      if open == nil, line == "```mermaid" {
        open = (number + 1, [])
      } else if let block = open, line == "```" {
        diagrams.append((block.line, block.lines.joined(separator: "\n")))
        open = nil
      } else {
        open?.lines.append(line)
      }
    }
    return diagrams
  }

  @Test(
    "The estimate is within its tolerance of each width measured in a browser",
    arguments: MeasuredDiagrams.all.indices)
  func calibrated(index: Int) throws {
    let measured = MeasuredDiagrams.all[index]
    let estimate = try #require(MermaidWidth.of(measured.diagram), "\(measured.name)")
    let band = try #require(Self.tolerance[Self.kind(of: measured.diagram)])
    #expect(
      estimate >= measured.width * (1 - band.under) && estimate <= measured.width * (1 + band.over),
      "\(measured.name): estimated \(Int(estimate)) px, measured \(Int(measured.width)) px")
  }

  @Test("The measured diagrams lie on both sides of the limit, and the estimate tells them apart")
  func calibrationSpansTheLimit() throws {
    let widest = MermaidWidth.widest
    #expect(Int(widest) == 1_173, "12 px text in an 880 px column, from 16 px")
    let wide = MeasuredDiagrams.all.filter { $0.width > widest }
    let narrow = MeasuredDiagrams.all.filter { $0.width <= widest }
    #expect(wide.count >= 4 && narrow.count >= 4)
    for diagram in wide { #expect(try #require(MermaidWidth.of(diagram.diagram)) > widest) }
  }

  @Test("Every diagram of the lessons shows its text at 12 px or more in GitHub's column")
  func everyDiagramFits() throws {
    var count = 0
    for (name, text) in committedLessons {
      for (line, diagram) in Self.diagrams(in: text) {
        count += 1
        guard let estimate = MermaidWidth.of(diagram),
          let band = Self.tolerance[Self.kind(of: diagram)]
        else {
          Issue.record("Lessons/\(name):\(line): a diagram this check cannot measure")
          continue
        }
        // As wide as the diagram may really be, should the estimate be low.
        let width = estimate * (1 + band.under)
        let size = MermaidWidth.textSize(atWidth: width)
        #expect(
          width <= MermaidWidth.widest,
          """
          Lessons/\(name):\(line): the diagram is about \(Int(width)) px wide, so GitHub shows its \
          text at \(String(format: "%.1f", size)) px. Draw fewer participants (`@sequence … \
          --only A,B,C`, a diagram per part of the conversation), or fewer boxes side by side.
          """)
      }
    }
    #expect(count >= 18, "the lessons have their diagrams")
  }

  @Test("Text is measured as Chromium draws it at 16 px")
  func textWidths() {
    // `getComputedTextLength()` of the name in an SVG <text>, Mermaid's fonts, 16 px.
    #expect(abs(MermaidText.width(of: "NewsListViewController") - 168.66) < 0.5)
    #expect(MermaidText.widestLine(of: "a<br/>wider line") == MermaidText.width(of: "wider line"))
  }

  @Test("A long message goes on two lines between a call's parts, never inside brackets")
  func longMessages() {
    let limit = SequenceDiagram.widestLine
    #expect(
      MermaidText.brokenInTwo("loadNews completed: success(16 × NewsItem)", over: limit)
        == "loadNews completed:<br/>success(16 × NewsItem)")
    #expect(
      MermaidText.brokenInTwo("post(thumbnailDidLoad, tls-retirement-timetable.jpg)", over: limit)
        == "post(thumbnailDidLoad,<br/>tls-retirement-timetable.jpg)",
      "after an argument's comma, when nothing outside the brackets breaks")
    #expect(
      MermaidText.brokenInTwo("showError(\"The network connection was lost.\")", over: limit)
        == "showError(\"The network<br/>connection was lost.\")", "a quoted sentence breaks")
    #expect(
      MermaidText.brokenInTwo("NewsListState.loaded(16 × NewsRow)", over: limit)
        == "NewsListState.loaded(16 × NewsRow)", "no space it may break at")
    #expect(MermaidText.brokenInTwo("reload()", over: limit) == "reload()")
  }

  @Test("A lesson counts the words a diagram shows, not its syntax or its tree")
  func diagramWords() {
    let diagram = """
      ```mermaid
      sequenceDiagram
          participant A
          participant B
          Note over A,B: wait
          A->>B: two words
      ```
      """
    #expect(LessonBook.wordCount(of: "One two.\n" + diagram) == 2 + 5)
    let flowchart = """
      ```mermaid
      flowchart TD
      %% A tree of many words for a terminal
          A["A ×2<br/>run: a closure"]
          A ==>|"one, two"| B
      ```
      """
    #expect(LessonBook.wordCount(of: flowchart) == 5 + 1 + 2)
  }
}
