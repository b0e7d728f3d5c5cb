import Foundation
import TextDiff

/// What follows a pass: the learner's files next to the reference solution's, as unified diffs.
///
/// Bounded, as anything made of the learner's files must be: a line diff's time grows with the
/// lines of both files times the lines that differ, so a pair of more than `comparedLines` is
/// not compared line by line but summed up in a line that gives the command to compare them,
/// and a diff is printed up to `printedLines` lines. Made once, off the watch's main loop
/// (`BackgroundCheck`), so that `q` answers while it is made; drawn at any width after.
struct Comparison {
  /// The most lines a file of the learner's and the reference's may have together to be
  /// compared line by line: some hundred times an exercise's, compared in well under a second.
  static let comparedLines = 3_000
  /// The most lines of differences written after a pass where no screen cuts them (a pipe).
  static let printedLines = 400

  /// One file's comparison: its diff, or why there is none.
  enum Entry {
    case diff(UnifiedDiff)
    case tooLong(yours: String, reference: String, lines: (yours: Int, reference: Int))
  }

  /// The files that differ, by name.
  let entries: [Entry]
  /// Whether the reference solution is not the one the kit came with.
  let referenceEdited: Bool

  /// Compares the learner's files of `exercise` with its reference solution's, as they are now.
  init(of exercise: Exercise, record: ExerciseRecord) {
    let yours = Dictionary(
      exercise.learnerFiles().map { ($0.lastPathComponent, $0) }, uniquingKeysWith: { a, _ in a })
    let reference = Dictionary(
      exercise.solutionFiles().map { ($0.lastPathComponent, $0) }, uniquingKeysWith: { a, _ in a })
    entries = Set(yours.keys).union(reference.keys).sorted().compactMap { name -> Entry? in
      let old = yours[name].flatMap { try? FileAccess.read($0) } ?? []
      let new = reference[name].flatMap { try? FileAccess.read($0) } ?? []
      let oldLabel = Self.relative(yours[name], or: exercise.folder, name)
      let newLabel = Self.relative(reference[name], or: exercise.solutionFolder, name)
      let lines = (yours: Self.lineCount(old), reference: Self.lineCount(new))
      guard lines.yours + lines.reference <= Self.comparedLines else {
        return old == new ? nil : .tooLong(yours: oldLabel, reference: newLabel, lines: lines)
      }
      let diff = UnifiedDiff(
        from: Self.text(old), to: Self.text(new), oldLabel: "\(oldLabel) (yours)",
        newLabel: "\(newLabel) (reference)")
      return diff.isEmpty ? nil : .diff(diff)
    }
    let contents = Dictionary(
      exercise.solutionFiles().map { ($0.lastPathComponent, (try? FileAccess.read($0)) ?? []) },
      uniquingKeysWith: { a, _ in a })
    referenceEdited = !record.changes(in: "Solution", of: exercise, contents: contents).isEmpty
    solutionFolder = exercise.solutionFolder
  }

  private let solutionFolder: URL

  /// The comparison as text, with a word on how to read it, each diff's lines cut to `width`
  /// cells when there is a screen; otherwise at most `printedLines` lines of differences.
  func rendered(style: Paint, width: Int?) -> String {
    let warning =
      referenceEdited
      ? style.yellow("Note: ") + ExerciseBuilder.displayPath(solutionFolder)
        + "/ is not the reference the kit came with.\n" : ""
    guard !entries.isEmpty else {
      return warning + "Your code matches the reference solution line for line.\n"
    }
    var left = Self.printedLines
    let parts = entries.map { entry -> String in
      switch entry {
      case .tooLong(let yours, let reference, let lines):
        return "\(yours) (yours, \(lines.yours) lines) and \(reference) (the reference, "
          + "\(lines.reference)) are too long to compare here; to see every difference:\n"
          + "  diff -u \(OutcomeView.shellWord(yours)) \(OutcomeView.shellWord(reference))\n"
      case .diff(let diff):
        if let width {
          return DiffOnScreen.lines(of: diff, width: width, style: style).map { $0 + "\n" }
            .joined()
        }
        let lines = diff.rendered(colored: style.enabled).split(
          separator: "\n", omittingEmptySubsequences: false
        ).dropLast()
        let shown = lines.prefix(left)
        left -= shown.count
        let more = lines.count - shown.count
        return shown.map { $0 + "\n" }.joined()
          + (more > 0 ? style.dim("… \(more) more lines of differences.") + "\n" : "")
      }
    }
    return warning
      + "Your code next to the reference solution — one good answer, not the only one.\n"
      + "Lines marked " + style.red("-") + " are only in yours, lines marked " + style.green("+")
      + " only in the reference,\nwhose comments say why it is written the way it is:\n\n"
      + parts.joined(separator: "\n")
  }

  /// How many lines `bytes` hold, a last one without a newline included.
  private static func lineCount(_ bytes: [UInt8]) -> Int {
    bytes.reduce(0) { $1 == 0x0A ? $0 + 1 : $0 } + (bytes.last.map { $0 == 0x0A ? 0 : 1 } ?? 0)
  }

  /// A file's text, made safe for the terminal line by line: a learner's file may hold anything.
  private static func text(_ bytes: [UInt8]) -> String {
    TerminalSafe.lines(String(decoding: bytes, as: UTF8.self))
  }

  private static func relative(_ file: URL?, or folder: URL, _ name: String) -> String {
    ExerciseBuilder.displayPath(file ?? folder.appendingPathComponent(name))
  }
}
