/// The differences between two texts as a unified diff: what `diff -u` and
/// `git diff` print, built on the standard library's `CollectionDifference`.
///
/// Hunks are meant to be read: each change keeps `context` unchanged lines
/// around it, changes closer than twice that share one hunk, and inside a
/// hunk every change lists its removed lines before its inserted ones, so
/// unrelated edits never interleave. (A real app might use a package such as
/// swift-tools-support-core's diffing, or shell out to `git diff`; the kit
/// keeps to the toolchain, and this is small enough to read.)
public struct UnifiedDiff: Equatable, Sendable {
  /// The name shown for the old text on the `---` line.
  public let oldLabel: String
  /// The name shown for the new text on the `+++` line.
  public let newLabel: String
  /// The changes, top to bottom; empty when the texts are equal.
  public let hunks: [Hunk]

  /// Compares `old` with `new`, keeping `context` unchanged lines around each change.
  public init(
    from old: String, to new: String, oldLabel: String = "a", newLabel: String = "b",
    context: Int = 3
  ) {
    self.init(
      from: TextLine.lines(of: old), to: TextLine.lines(of: new), oldLabel: oldLabel,
      newLabel: newLabel, context: context)
  }

  /// Compares two lists of lines.
  public init(
    from old: [TextLine], to new: [TextLine], oldLabel: String = "a", newLabel: String = "b",
    context: Int = 3
  ) {
    self.oldLabel = oldLabel
    self.newLabel = newLabel
    let script = Self.editScript(LineChanges(from: old, to: new), old: old, new: new)
    hunks = Self.hunks(of: script, context: max(context, 0))
  }

  /// Whether the texts are equal.
  public var isEmpty: Bool { hunks.isEmpty }

  /// How many lines were removed and inserted.
  public var counts: (removed: Int, inserted: Int) {
    let lines = hunks.flatMap(\.lines)
    return (
      lines.filter { if case .removed = $0 { true } else { false } }.count,
      lines.filter { if case .inserted = $0 { true } else { false } }.count
    )
  }

  /// One step of the walk through both texts, with the line numbers (from 0) it stands at.
  private struct Step {
    let line: DiffLine
    let old: Int
    let new: Int
  }

  /// Every line of both texts in diff order: equal lines once, and at each
  /// change its removals, then its insertions.
  private static func editScript(_ changes: LineChanges, old: [TextLine], new: [TextLine])
    -> [Step]
  {
    var steps: [Step] = []
    var i = 0
    var j = 0
    while i < old.count || j < new.count {
      var changed = false
      while i < old.count, changes.removed[i] {
        steps.append(Step(line: .removed(old[i]), old: i, new: j))
        i += 1
        changed = true
      }
      while j < new.count, changes.inserted[j] {
        steps.append(Step(line: .inserted(new[j]), old: i, new: j))
        j += 1
        changed = true
      }
      if !changed, i < old.count, j < new.count {
        steps.append(Step(line: .context(old[i]), old: i, new: j))
        i += 1
        j += 1
      }
    }
    return steps
  }

  /// Cuts the script into hunks: each change with `context` lines either
  /// side, neighbouring changes merged when their contexts touch or overlap.
  private static func hunks(of script: [Step], context: Int) -> [Hunk] {
    let changed = script.indices.filter {
      if case .context = script[$0].line { false } else { true }
    }
    guard let first = changed.first else { return [] }
    var ranges: [ClosedRange<Int>] = []
    var current = max(first - context, 0)...min(first + context, script.count - 1)
    for index in changed.dropFirst() {
      if index - context <= current.upperBound + 1 {
        current = current.lowerBound...min(index + context, script.count - 1)
      } else {
        ranges.append(current)
        current = max(index - context, 0)...min(index + context, script.count - 1)
      }
    }
    ranges.append(current)
    return ranges.map { range in
      let steps = script[range]
      let oldCount = steps.filter { if case .inserted = $0.line { false } else { true } }.count
      let newCount = steps.filter { if case .removed = $0.line { false } else { true } }.count
      let start = steps.first!
      return Hunk(
        oldStart: oldCount == 0 ? start.old : start.old + 1, oldCount: oldCount,
        newStart: newCount == 0 ? start.new : start.new + 1, newCount: newCount,
        lines: steps.map(\.line))
    }
  }
}
