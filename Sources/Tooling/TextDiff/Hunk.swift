/// A stretch of changes with the unchanged lines around them.
public struct Hunk: Equatable, Sendable {
  /// The first old line the hunk covers, counted from 1; for a hunk that
  /// covers no old lines, the line after which it applies (0 at the top).
  public let oldStart: Int
  /// How many old lines the hunk covers (context and removed).
  public let oldCount: Int
  /// The first new line the hunk covers, counted as `oldStart` is.
  public let newStart: Int
  /// How many new lines the hunk covers (context and inserted).
  public let newCount: Int
  /// The lines, in order; in every change, removals come before insertions.
  public let lines: [DiffLine]

  /// Creates a hunk.
  public init(oldStart: Int, oldCount: Int, newStart: Int, newCount: Int, lines: [DiffLine]) {
    self.oldStart = oldStart
    self.oldCount = oldCount
    self.newStart = newStart
    self.newCount = newCount
    self.lines = lines
  }

  /// `@@ -a,b +c,d @@`, written as GNU diff and git write it: a count of 1 is
  /// left out (`-7` rather than `-7,1`), so `patch` and `git apply` accept it.
  public var header: String {
    "@@ -\(Self.range(oldStart, oldCount)) +\(Self.range(newStart, newCount)) @@"
  }

  private static func range(_ start: Int, _ count: Int) -> String {
    count == 1 ? "\(start)" : "\(start),\(count)"
  }
}
