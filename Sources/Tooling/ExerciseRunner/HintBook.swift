import Foundation

/// An exercise's hints, from gentle to explicit, and how many the learner
/// has asked for so far.
///
/// `HINTS.md` holds one `## ` section per hint; anything before the first
/// heading is an introduction and not a hint. The count of hints revealed
/// is kept under `.build/`, so a fresh clone starts with none shown.
public struct HintBook: Equatable, Sendable {
  /// One hint: its heading and its text.
  public struct Hint: Equatable, Sendable {
    /// The heading, such as "A gentle nudge".
    public let title: String
    /// The hint's text.
    public let body: String
  }

  /// The hints, gentlest first.
  public let hints: [Hint]

  /// The hints in a `HINTS.md` text.
  public init(markdown: String) {
    var hints: [Hint] = []
    var title: String?
    var body: [Substring] = []
    func finish() {
      if let title {
        hints.append(
          Hint(title: title, body: body.joined(separator: "\n").trimmingCharacters(in: .newlines)))
      }
    }
    for line in markdown.split(separator: "\n", omittingEmptySubsequences: false) {
      if line.hasPrefix("## ") {
        finish()
        title = line.dropFirst(3).trimmingCharacters(in: .whitespaces)
        body = []
      } else {
        body.append(line)
      }
    }
    finish()
    self.hints = hints
  }
}

/// How many hints of each exercise have been revealed, kept in a folder of small files.
public struct HintProgress: Sendable {
  /// The folder, normally `.build/exercises/hints`.
  public let folder: URL

  /// Creates a store in `folder`.
  public init(folder: URL) { self.folder = folder }

  /// How many hints of `exercise` have been shown, at most `limit`. A file that does not hold
  /// such a count — damaged, edited, negative, huge — counts as none shown.
  public func revealed(for exercise: Exercise, limit: Int = 99) -> Int {
    let text = (try? FileAccess.read(file(for: exercise))).map {
      String(decoding: $0.prefix(32), as: UTF8.self)
    }
    guard let count = text.flatMap({ Int($0.trimmingCharacters(in: .whitespacesAndNewlines)) }),
      (0...limit).contains(count)
    else { return 0 }
    return count
  }

  /// Records that `count` hints of `exercise` have been shown: the count is replaced whole or
  /// not at all.
  public func setRevealed(_ count: Int, for exercise: Exercise) throws {
    try FileAccess.makeFolder(folder)
    try FileAccess.write(Array("\(count)\n".utf8), to: file(for: exercise))
  }

  private func file(for exercise: Exercise) -> URL { folder.appendingPathComponent(exercise.id) }
}
