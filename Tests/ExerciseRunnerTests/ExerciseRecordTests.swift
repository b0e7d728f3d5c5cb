import Foundation
import Testing

@testable import ExerciseRunner

@Suite struct GitBlobIDTests {
  /// The ids `git hash-object` prints for these contents.
  @Test(arguments: [
    ("", "e69de29bb2d1d6434b8b29ae775ad8c2e48c5391"),
    ("hello\n", "ce013625030ba8dba906f756967f9e9ca394464a"),
    (String(repeating: "a", count: 1000), "a50be72b20f0e3f078d252e8e56b11b4bec67509"),
  ])
  func isGitsOwnIDForTheContents(text: String, id: String) {
    #expect(GitBlobID.of(Array(text.utf8)) == id)
  }

  /// Asked again, for the same bytes or for others of the same size, it still tells them apart:
  /// what it remembers never stands in for a hash of different contents.
  @Test func askingAgainNeverConfusesContentsOfOneSize() {
    #expect(GitBlobID.of(Array("hello\n".utf8)) == "ce013625030ba8dba906f756967f9e9ca394464a")
    #expect(GitBlobID.of(Array("jello\n".utf8)) == "da643281e874ed4c68c6a5d2217d24f48f575b12")
    #expect(GitBlobID.of(Array("hello\n".utf8)) == "ce013625030ba8dba906f756967f9e9ca394464a")
  }
}

@Suite struct ExerciseRecordTests {
  @Test func aRecordReadsBackFromItsText() throws {
    let kit = try TemporaryKit()
    try kit.addExercise("01-box")
    let record = ExerciseRecord(of: ExerciseCatalog(packageRoot: kit.root).exercises)
    #expect(record.ids.keys.sorted() == ["01-box/Solution/Code.swift", "01-box/Tests/Tests.swift"])
    #expect(ExerciseRecord(text: record.text) == record)
  }

  @Test func changedAddedAndDeletedFilesAreTold() throws {
    let kit = try TemporaryKit()
    try kit.addExercise("01-box")
    let exercise = ExerciseCatalog(packageRoot: kit.root).exercises[0]
    let record = ExerciseRecord(of: [exercise])
    let same = record.changes(
      in: "Tests", of: exercise, contents: ["Tests.swift": Array("import Testing\n".utf8)])
    #expect(same.isEmpty)
    let changes = record.changes(
      in: "Tests", of: exercise, contents: ["Tests.swift": [], "Mine.swift": []])
    #expect(changes.changed.map(\.name) == ["Tests.swift"])
    #expect(changes.added == ["Mine.swift"])
    let gone = record.changes(in: "Tests", of: exercise, contents: [:])
    #expect(gone.deleted.map(\.recordedID) == [GitBlobID.of(Array("import Testing\n".utf8))])
  }

  /// The record `kit` is built with must be the kit's exercises as they are, or every learner
  /// would be told their tests were changed. After changing an exercise's tests or solution:
  /// `make record`. (Which tests the solutions run, `make exercises-ci` checks.)
  @Test func theCommittedRecordIsTheKitsExercisesAsTheyAre() {
    let exercises = ExerciseCatalog(packageRoot: TemporaryKit.repositoryRoot).exercises
    let current = ExerciseRecord(of: exercises)
    #expect(!current.ids.isEmpty)
    #expect(ExerciseRecord.committed.ids == current.ids, "run `make record`")
    let unnamed = exercises.map(\.id).filter { (ExerciseRecord.committed.tests[$0] ?? []).isEmpty }
    #expect(unnamed.isEmpty, "every exercise's tests are named: run `make record`")
  }

  @Test func theTestsEachExerciseRunsReadBackToo() {
    var record = ExerciseRecord(text: "")
    record.tests = ["01-box": ["Suite/a()", "Suite/b(_:)"], "02-jar": ["c()"]]
    #expect(ExerciseRecord(text: record.text) == record)
  }
}
