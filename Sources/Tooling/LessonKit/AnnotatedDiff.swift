import Foundation
import TextDiff

/// The diff of two files, or of two folders file by file, with each hunk followed by the notes
/// anchored to it: what a lesson shows in Markdown and `kit diff` shows in a terminal.
struct AnnotatedDiff {
  /// One file's part of the diff.
  struct Section {
    /// The file's name on both sides, as `NewsListViewController.swift`, or both paths.
    let oldPath: String
    let newPath: String
    /// The hunks, each with its notes; empty when the files are the same.
    let hunks: [(hunk: Hunk, notes: [String])]
    /// How many lines the diff removes and inserts.
    let counts: (removed: Int, inserted: Int)
  }

  /// The sections, one per file, in name order for a folder.
  let sections: [Section]

  /// Compares `old` with `new` (two files or two folders of Swift files) in `workspace`, and
  /// puts each note after the first hunk that has a line containing its anchor. A note whose
  /// anchor is in no hunk is an error naming the note: its hunk is gone, so it must be rewritten.
  init(
    old: String, new: String, context: Int = 3, notes: [Directive.Note], in workspace: Workspace,
    lesson: String, line: Int
  ) throws(LessonError) {
    let pairs = workspace.filePairs(old, new)
    for (oldPath, newPath) in pairs where !workspace.exists(oldPath) && !workspace.exists(newPath) {
      throw LessonError(
        lesson: lesson, line: line, "neither \(oldPath) nor \(newPath) exists")
    }
    var unplaced = notes
    var commentOnly: (path: String, hunk: Hunk)?
    sections = pairs.map { oldPath, newPath in
      let diff = UnifiedDiff(
        from: workspace.text(at: oldPath) ?? "", to: workspace.text(at: newPath) ?? "",
        oldLabel: oldPath, newLabel: newPath, context: context)
      let hunks = diff.hunks.map { hunk in
        let texts = hunk.lines.map(\.line.text)
        let mine = unplaced.filter { note in texts.contains { $0.contains(note.anchor) } }
        unplaced.removeAll { note in mine.contains(note) }
        if mine.isEmpty, commentOnly == nil, hunk.changesOnlyComments {
          commentOnly = (newPath, hunk)
        }
        return (hunk: hunk, notes: mine.map(\.text))
      }
      return Section(oldPath: oldPath, newPath: newPath, hunks: hunks, counts: diff.counts)
    }
    if let lost = unplaced.first {
      throw LessonError(
        lesson: lesson, line: lost.line,
        "note \"\(lost.anchor)\" is anchored to no hunk of the diff of \(old) and \(new): "
          + "the code changed; move the note to a line the diff still shows, or rewrite it")
    }
    // A lesson's diff shows the step it teaches. A hunk that only rewords a comment is not that
    // step, unless a note says why it matters.
    if let (path, hunk) = commentOnly {
      throw LessonError(
        lesson: lesson, line: line,
        "a hunk of \(path) at line \(hunk.newStart) changes only comments: make the two files "
          + "say the same there, or add a note about it")
    }
  }

  /// The diff as Markdown: per file a heading line, then each hunk as a `diff` block and its
  /// notes as paragraphs.
  var markdown: String {
    sections.map { section in
      let title = "`\(section.oldPath)` → `\(section.newPath)`"
      guard !section.hunks.isEmpty else {
        return "**\(title)**: the same file on both sides."
      }
      let out = section.counts.removed
      let into = section.counts.inserted
      var text =
        "**\(title)**: \(out) line\(out == 1 ? "" : "s") out, \(into) line\(into == 1 ? "" : "s") in."
      for (hunk, notes) in section.hunks {
        text += "\n\n```diff\n" + hunk.rendered() + "```"
        for note in notes { text += "\n\n" + note }
      }
      return text
    }.joined(separator: "\n\n")
  }

  /// The diff for a terminal: each hunk as `diff -u` prints it (coloured when asked), each note
  /// after its hunk.
  func terminalText(colored: Bool) -> String {
    let paint = Paint(enabled: colored)
    return sections.map { section in
      var text = paint.bold("\(section.oldPath) → \(section.newPath)") + "\n"
      guard !section.hunks.isEmpty else { return text + "  the same file on both sides\n" }
      for (hunk, notes) in section.hunks {
        text += hunk.rendered(colored: colored)
        for note in notes { text += "\n" + paint.yellow(note) + "\n\n" }
      }
      return text
    }.joined(separator: "\n")
  }
}

extension Hunk {
  /// Whether every line the hunk removes or inserts is a comment or blank.
  fileprivate var changesOnlyComments: Bool {
    lines.allSatisfy { line in
      if case .context = line { return true }
      let text = line.line.text.trimmingCharacters(in: .whitespaces)
      return text.isEmpty || text.hasPrefix("//")
    }
  }
}
