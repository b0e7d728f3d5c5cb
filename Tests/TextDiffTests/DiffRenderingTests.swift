import Testing

@testable import TextDiff

@Suite struct DiffRenderingTests {
  private let diff = UnifiedDiff(from: "a\nb\n", to: "a\nc\n", oldLabel: "old", newLabel: "new")

  @Test func plainTextHasNoEscapeCodes() {
    #expect(!diff.rendered().contains("\u{1B}"))
    #expect(diff.rendered() == "--- old\n+++ new\n@@ -1,2 +1,2 @@\n a\n-b\n+c\n")
  }

  @Test func colourMarksRemovalsRedAndInsertionsGreen() {
    let colored = diff.rendered(colored: true)
    #expect(colored.contains("\u{1B}[31m-b\u{1B}[0m"))
    #expect(colored.contains("\u{1B}[32m+c\u{1B}[0m"))
    #expect(colored.contains("\u{1B}[36m@@ -1,2 +1,2 @@\u{1B}[0m"))
  }
}
