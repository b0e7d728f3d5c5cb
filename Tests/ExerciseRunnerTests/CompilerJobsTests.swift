import Foundation
import Testing

@testable import ExerciseRunner

/// The driver's plan is read as a shell reads it: a word the driver quoted is one word.
@Suite struct CompilerJobsTests {
  @Test func plainWordsSplitAtSpaces() {
    #expect(
      CompilerJobs.words(in: "/usr/bin/swift-frontend -frontend -c a.swift  -o a.o")
        == ["/usr/bin/swift-frontend", "-frontend", "-c", "a.swift", "-o", "a.o"])
  }

  @Test func quotedWordsKeepTheirSpacesAndQuotes() {
    #expect(
      CompilerJobs.words(in: #"clang '/a b/x.o' 'it'\''s' "c d" e\ f"#)
        == ["clang", "/a b/x.o", "it's", "c d", "e f"])
  }

  @Test func anEmptyQuotedWordIsAWord() {
    #expect(CompilerJobs.words(in: "tool '' x") == ["tool", "", "x"])
  }

  @Test func anUnclosedQuoteIsNoPlan() {
    #expect(CompilerJobs.words(in: "tool 'half") == nil)
    #expect(CompilerJobs.words(in: #"tool end\"#) == nil)
  }

  /// The plan's temporary files are in the build folder; their folders are made before a run.
  @Test func theFoldersToMakeAreThoseUnderTheScratchFolder() {
    let scratch = URL(fileURLWithPath: "/b/.lib.so.driver")
    let jobs = CompilerJobs(
      key: [],
      jobs: [
        ["frontend", "-o", "/b/.lib.so.driver/T.1/m-1.o", "/elsewhere/x.swift"],
        ["link", "/b/.lib.so.driver/T.1/m-1.o", "-o", "/b/lib.so"],
      ])
    #expect(jobs.folders(under: scratch).map(\.path) == ["/b/.lib.so.driver/T.1"])
  }
}
