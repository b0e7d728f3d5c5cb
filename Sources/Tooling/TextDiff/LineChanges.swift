/// Which lines of the old and of the new text a difference touches, as two
/// arrays of flags — the shape GNU diff works on, which lets a run of changed
/// lines slide to where a reader expects it without changing what it means.
struct LineChanges: Equatable {
  /// `removed[i]`: line `i` of the old text is not in the new one.
  var removed: [Bool]
  /// `inserted[j]`: line `j` of the new text is not in the old one.
  var inserted: [Bool]

  /// The changes the standard library's `CollectionDifference` finds (a
  /// shortest edit script, Myers' algorithm), slid into readable places.
  init(from old: [TextLine], to new: [TextLine]) {
    removed = Array(repeating: false, count: old.count)
    inserted = Array(repeating: false, count: new.count)
    for change in new.difference(from: old) {
      switch change {
      case .remove(let offset, _, _): removed[offset] = true
      case .insert(let offset, _, _): inserted[offset] = true
      }
    }
    Self.slideRuns(&removed, in: old)
    Self.slideRuns(&inserted, in: new)
  }

  /// Moves each run of changed lines to its most readable position.
  ///
  /// A run can slide up one line when the line above it equals its last line
  /// (and down when the line below equals its first): the same lines change,
  /// only which copy counts as changed moves. The unchanged lines keep their
  /// order and contents, so they still pair with the other text's. Of the
  /// places a run can take, the best ends with a blank line (a function added
  /// between two functions reads as the function and its blank line), then
  /// the one that starts after a blank line; ties go to the lowest place.
  static func slideRuns(_ changed: inout [Bool], in lines: [TextLine]) {
    var start = 0
    while start < changed.count {
      guard changed[start] else {
        start += 1
        continue
      }
      var end = start
      while end < changed.count, changed[end] { end += 1 }
      let length = end - start
      var low = start
      while low > 0, !changed[low - 1], lines[low - 1] == lines[low - 1 + length] { low -= 1 }
      var high = start
      while high + length < lines.count, !changed[high + length],
        lines[high] == lines[high + length]
      {
        high += 1
      }
      var best = low
      for place in low...high where score(place, length, lines) >= score(best, length, lines) {
        best = place
      }
      for index in start..<end { changed[index] = false }
      for index in best..<(best + length) { changed[index] = true }
      start = best + length
    }
  }

  private static func score(_ start: Int, _ length: Int, _ lines: [TextLine]) -> Int {
    let endsBlank = lines[start + length - 1].isBlank
    let followsBlank = start == 0 || lines[start - 1].isBlank
    return (endsBlank ? 2 : 0) + (followsBlank ? 1 : 0)
  }
}
