import LessonKit
import Testing

/// The lessons tell the truth: every diff, excerpt, diagram and table in them is made again
/// from today's code and must be exactly what is committed. Change a line a lesson quotes
/// without running `make lessons`, and this fails, naming the lesson and the part.
@MainActor
@Suite("The lessons match the code")
struct LessonDriftTests {
  @Test("Every lesson source has its Markdown, made from today's code", arguments: [Int](0..<11))
  func lessonIsUpToDate(index: Int) throws {
    let names = book.sourceNames
    #expect(names.count == 11, "the syllabus and ten lessons")
    guard names.indices.contains(index) else { return }
    let name = names[index]
    let made = try book.render(name)
    let committed = book.committed(name) ?? ""
    guard made != committed else { return }
    Issue.record(Comment(rawValue: Self.explain(lesson: name, made: made, committed: committed)))
  }

  /// Where the first difference is, and in which generated part: the diff of which files and
  /// which hunk, which diagram, which excerpt.
  static func explain(lesson name: String, made: String, committed: String) -> String {
    let new = made.split(separator: "\n", omittingEmptySubsequences: false)
    let old = committed.split(separator: "\n", omittingEmptySubsequences: false)
    let line =
      zip(new, old).enumerated().first { $0.element.0 != $0.element.1 }?.offset
      ?? min(new.count, old.count)
    let above = new[..<min(line + 1, new.count)].reversed()
    // The part the line is in: the file pair of a diff (and its hunk), an excerpt's file, a
    // diagram or the table.
    let part = above.first { text in
      text.hasPrefix("**`") || text.hasPrefix("```mermaid") || text.hasPrefix("From `")
        || text.hasPrefix("| |")
    }
    let hunk = above.prefix { !$0.hasPrefix("**`") }.first { $0.hasPrefix("@@") }
    let context = [part, hunk].compactMap { $0.map { String($0.prefix(110)) } }
    let place = context.isEmpty ? "" : " (in " + context.joined(separator: ", hunk ") + ")"
    let shown = new.indices.contains(line) ? String(new[line]) : "(end of file)"
    let was = old.indices.contains(line) ? String(old[line]) : "(end of file)"
    return """
      Lessons/\(name) no longer matches the code at line \(line + 1)\(place):
        committed: \(was)
        now:       \(shown)
      Run `make lessons` and read what changed (git diff Lessons) before you commit it.
      """
  }
}
