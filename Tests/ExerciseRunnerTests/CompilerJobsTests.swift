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

  /// The autolink extractor's list is kept through a save inside a function, and made again
  /// when an import changes, the kit's library changes, or the list is gone.
  @Test func theLibraryListIsKeptUntilAnImportChanges() throws {
    let kit = try TemporaryKit()
    let folder = kit.root
    let source = folder.appendingPathComponent("Model.swift")
    let list = folder.appendingPathComponent("m.autolink")
    let job = ["/usr/bin/swift-autolink-extract", "/b/m.o", "-o", list.path]
    func memo(_ text: String, kit: String = "kit 1") throws -> AutolinkMemo {
      try FileAccess.write(Array(text.utf8), to: source)
      return try #require(try AutolinkMemo(job: job, sources: [source.path], extra: kit))
    }
    let first = try memo("import Foundation\n\nfunc f() { a() }\n")
    #expect(!first.isCurrent)
    try FileAccess.write(Array("-lFoundation".utf8), to: list)
    first.remember()
    #expect(try memo("import Foundation\n\nfunc f() { b() }\n").isCurrent)
    #expect(try !memo("import Foundation\nimport Observation\n\nfunc f() { b() }\n").isCurrent)
    #expect(try !memo("import\n  Observation\n\nfunc f() { b() }\n").isCurrent)
    #expect(try !memo("import Foundation\n\nfunc f() { b() }\n", kit: "kit 2").isCurrent)
    try FileManager.default.removeItem(at: list)
    #expect(try !memo("import Foundation\n\nfunc f() { b() }\n").isCurrent)
  }

  /// Only the extractor's job has a memo: the frontend and the linker always run.
  @Test func otherJobsHaveNoMemo() throws {
    #expect(
      try AutolinkMemo(job: ["/usr/bin/swift-frontend", "-o", "/b/m.o"], sources: [], extra: "")
        == nil)
  }

  /// A shared library's quick plan: the frontend, then the linker clang names for the link
  /// job without its libraries (asked of clang while the object is not made yet).
  @Test func aQuickLinkDropsTheAutolinkStepAndEveryLibrary() throws {
    let kit = try TemporaryKit()
    let folder = kit.root
    // A clang that says what a real one says for `-###`, its linker's words being its own.
    let clang = folder.appendingPathComponent("clang")
    try FileAccess.write(
      Array(
        """
        #!/bin/sh
        for word in "$@"; do case $word in *.o) [ -f "$word" ] || exit 1 ;; esac; done
        echo "clang version 0 (fake)"
        echo "InstalledDir: /x"
        printf ' "/x/ld.lld"'
        for word in "$@"; do [ "$word" = "-###" ] || printf ' "%s"' "$word"; done
        echo ' "-lc"'

        """.utf8), to: clang)
    chmod(clang.path, 0o755)
    let object = folder.appendingPathComponent("T/m-1.o").path
    let jobs = [
      ["/x/swift-frontend", "-c", "a.swift", "-o", object],
      ["/x/swift-autolink-extract", object, "-o", "m.autolink"],
      [clang.path, "-shared", object, "@m.autolink", "-lswiftCore", "-lExerciseKit", "-o", "m.so"],
    ]
    let quick = try #require(try CompilerJobs.quickJobs(for: jobs, environment: [:]))
    #expect(quick.count == 2)
    #expect(quick.first == jobs[0])
    #expect(quick.last == ["/x/ld.lld", "-shared", object, "-o", "m.so", "-lc"])
    #expect(!FileManager.default.fileExists(atPath: object), "the stand-in object is gone")
  }

  /// A program (no `-shared`) and a plan with no autolink step have no quick plan.
  @Test func onlyASharedLibraryWithAnAutolinkStepHasAQuickPlan() throws {
    let program = [
      ["/x/swift-frontend", "-o", "m.o"], ["/x/swift-autolink-extract", "m.o"],
      ["/x/clang", "m.o", "-o", "tests"],
    ]
    #expect(try CompilerJobs.quickJobs(for: program, environment: [:]) == nil)
    let darwin = [
      ["/x/swift-frontend", "-o", "m.o"], ["/x/clang", "-shared", "m.o", "-o", "m.dylib"],
    ]
    #expect(try CompilerJobs.quickJobs(for: darwin, environment: [:]) == nil)
  }
}
