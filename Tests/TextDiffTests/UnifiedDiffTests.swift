import Testing

@testable import TextDiff

/// The lines "1" to "count", each ending with a newline.
private func numbered(_ count: Int) -> String {
  (1...count).map { "\($0)\n" }.joined()
}

/// `numbered(count)` with some lines replaced.
private func numbered(_ count: Int, replacing replacements: [Int: String]) -> String {
  (1...count).map { "\(replacements[$0] ?? "\($0)")\n" }.joined()
}

/// The rendered diff without its two file lines, to compare hunks with what `diff -u` prints.
private func hunksText(_ diff: UnifiedDiff) -> String {
  diff.rendered().split(separator: "\n", omittingEmptySubsequences: false).dropFirst(2)
    .joined(separator: "\n")
}

/// `old` with the diff's hunks applied, checking every context and removed line on the way;
/// `nil` when the hunks do not fit `old`.
private func apply(_ diff: UnifiedDiff, to old: [String]) -> [String]? {
  var result: [String] = []
  var next = 0
  for hunk in diff.hunks {
    let start = hunk.oldCount == 0 ? hunk.oldStart : hunk.oldStart - 1
    guard start >= next, start <= old.count else { return nil }
    result += old[next..<start]
    next = start
    for line in hunk.lines {
      switch line {
      case .context(let shared):
        guard next < old.count, old[next] == shared.text else { return nil }
        result.append(shared.text)
        next += 1
      case .removed(let gone):
        guard next < old.count, old[next] == gone.text else { return nil }
        next += 1
      case .inserted(let added):
        result.append(added.text)
      }
    }
  }
  return result + old[next...]
}

/// A small deterministic random number generator, so the property test is the same on every run.
private struct SplitMix {
  var state: UInt64
  init(seed: UInt64) { state = seed }
  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}

@Suite struct UnifiedDiffTests {
  @Test func equalTextsHaveNoHunksAndRenderAsNothing() {
    let diff = UnifiedDiff(from: "same\ntext\n", to: "same\ntext\n")
    #expect(diff.isEmpty)
    #expect(diff.rendered() == "")
  }

  @Test func aChangedLineComesWithThreeLinesOfContextEitherSide() {
    let diff = UnifiedDiff(from: numbered(10), to: numbered(10, replacing: [5: "five"]))
    #expect(
      hunksText(diff) == """
        @@ -2,7 +2,7 @@
         2
         3
         4
        -5
        +five
         6
         7
         8

        """)
  }

  @Test func theFileLinesNameBothSides() {
    let diff = UnifiedDiff(from: "a\n", to: "b\n", oldLabel: "yours", newLabel: "reference")
    #expect(diff.rendered().hasPrefix("--- yours\n+++ reference\n@@ -1 +1 @@\n"))
  }

  @Test func changesFarApartGetTheirOwnHunks() {
    let diff = UnifiedDiff(from: numbered(20), to: numbered(20, replacing: [2: "two", 17: "x"]))
    #expect(diff.hunks.map(\.header) == ["@@ -1,5 +1,5 @@", "@@ -14,7 +14,7 @@"])
  }

  @Test func changesWhoseContextsMeetShareOneHunk() {
    let diff = UnifiedDiff(from: numbered(20), to: numbered(20, replacing: [2: "two", 9: "nine"]))
    #expect(diff.hunks.map(\.header) == ["@@ -1,12 +1,12 @@"])
  }

  @Test func changesOneLineFurtherApartDoNot() {
    let diff = UnifiedDiff(from: numbered(20), to: numbered(20, replacing: [2: "two", 10: "ten"]))
    #expect(diff.hunks.count == 2)
  }

  @Test func withinAChangeRemovalsComeBeforeInsertions() {
    let diff = UnifiedDiff(from: "a\nb\nc\nd\n", to: "a\nB\nC\nd\n")
    #expect(
      diff.hunks.first?.lines.map { "\($0.marker)\($0.line.text)" } == [
        " a", "-b", "-c", "+B", "+C", " d",
      ])
  }

  @Test func unrelatedChangesDoNotInterleave() {
    let old = "keep\nold one\nkeep 2\nold two\nkeep 3\n"
    let new = "keep\nnew one\nkeep 2\nnew two\nkeep 3\n"
    let markers = UnifiedDiff(from: old, to: new).hunks.flatMap(\.lines).map(\.marker)
    #expect(markers == [" ", "-", "+", " ", "-", "+", " "])
  }

  @Test func insertingIntoAnEmptyTextCountsFromLineZero() {
    let diff = UnifiedDiff(from: "", to: "x\n")
    #expect(hunksText(diff) == "@@ -0,0 +1 @@\n+x\n")
  }

  @Test func removingEverythingCountsTheNewSideFromZero() {
    #expect(UnifiedDiff(from: "x\ny\n", to: "").hunks.map(\.header) == ["@@ -1,2 +0,0 @@"])
  }

  @Test func aMissingFinalNewlineIsADifferenceAndIsSaid() {
    let diff = UnifiedDiff(from: "a\nb", to: "a\nb\n")
    #expect(
      hunksText(diff) == """
        @@ -1,2 +1,2 @@
         a
        -b
        \\ No newline at end of file
        +b

        """)
  }

  @Test func contextZeroShowsOnlyTheChange() {
    let diff = UnifiedDiff(from: numbered(5), to: numbered(5, replacing: [3: "three"]), context: 0)
    #expect(hunksText(diff) == "@@ -3 +3 @@\n-3\n+three\n")
  }

  @Test func anAddedBlockReadsAsTheBlockAndItsBlankLine() {
    // Among equal blocks the shortest edit could start anywhere; Myers' choice here
    // would be the blank line, the brace and the next brace.
    let old = "{\n}\n\n{\n}\n"
    let new = "{\n}\n\n{\n}\n\n{\n}\n"
    let inserted = UnifiedDiff(from: old, to: new).hunks.flatMap(\.lines).compactMap {
      if case .inserted(let line) = $0 { line.text } else { nil }
    }
    #expect(inserted == ["{", "}", ""])
  }

  @Test func applyingTheHunksToTheOldTextGivesTheNewOne() {
    var generator = SplitMix(seed: 42)
    for _ in 0..<200 {
      let old = (0..<Int(generator.next() % 12)).map { _ in
        ["{", "}", "", "a", "b"][Int(generator.next() % 5)]
      }
      let new = (0..<Int(generator.next() % 12)).map { _ in
        ["{", "}", "", "a", "c"][Int(generator.next() % 5)]
      }
      let diff = UnifiedDiff(from: old.map { TextLine($0) }, to: new.map { TextLine($0) })
      #expect(apply(diff, to: old) == new, "\(old) → \(new)")
    }
  }

  @Test func countsSayHowManyLinesWentAndCame() {
    let counts = UnifiedDiff(from: "a\nb\nc\n", to: "a\nB\nC\nD\n").counts
    #expect(counts.removed == 2)
    #expect(counts.inserted == 3)
  }
}
