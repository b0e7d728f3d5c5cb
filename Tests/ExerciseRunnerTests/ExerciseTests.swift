import Foundation
import Testing

@testable import ExerciseRunner

@Suite struct ExerciseTests {
  private func exercise(_ name: String) -> Exercise? {
    Exercise(folder: URL(fileURLWithPath: "/kit/Exercises/\(name)"))
  }

  @Test func aFolderNamedNumberDashNameIsAnExercise() throws {
    let playlist = try #require(exercise("04-playlist"))
    #expect(playlist.number == 4)
    #expect(playlist.name == "playlist")
    #expect(playlist.id == "04-playlist")
    #expect(playlist.label == "04 playlist")
  }

  @Test func namesMayHaveSeveralWords() {
    #expect(exercise("02-mvc-observer")?.name == "mvc-observer")
  }

  @Test(arguments: ["Support", "4-playlist", "04_playlist", "04-", "04-Playlist", "README.md"])
  func otherFoldersAreNot(_ name: String) {
    #expect(exercise(name) == nil)
  }

  @Test func theModuleIsNamedAsPackageSwiftNamesTheSolutionsTarget() {
    #expect(exercise("02-mvc-observer")?.moduleName == "Exercise02MvcObserver")
    #expect(exercise("08-clock")?.moduleName == "Exercise08Clock")
  }

  @Test func theTitleIsTheReadmesHeadingWithoutItsNumber() throws {
    let kit = try TemporaryKit()
    try kit.write("Intro\n# 03 · Extract a view model\n\nText\n", to: "Exercises/03-x/README.md")
    let exercise = try #require(Exercise(folder: kit.root.appendingPathComponent("Exercises/03-x")))
    #expect(exercise.title() == "Extract a view model")
  }

  @Test func learnerFilesAreTheSwiftFilesDirectlyInTheFolder() throws {
    let kit = try TemporaryKit()
    try kit.addExercise("01-box", file: "Box.swift")
    try kit.write("", to: "Exercises/01-box/Extra.swift")
    let exercise = try #require(
      Exercise(folder: kit.root.appendingPathComponent("Exercises/01-box")))
    #expect(exercise.learnerFiles().map(\.lastPathComponent) == ["Box.swift", "Extra.swift"])
    #expect(exercise.starterFiles().map(\.lastPathComponent) == ["Box.swift"])
    #expect(exercise.testFiles().map(\.lastPathComponent) == ["Tests.swift"])
    #expect(exercise.appFiles().isEmpty)
  }
}

@Suite struct ExerciseCatalogTests {
  @Test func findsTheKitFromAFolderInsideIt() throws {
    let kit = try TemporaryKit()
    try kit.addExercise("02-second")
    try kit.addExercise("01-first")
    let catalog = try ExerciseCatalog.find(
      from: kit.root.appendingPathComponent("Exercises/01-first/Starter"))
    #expect(catalog.exercises.map(\.id) == ["01-first", "02-second"])
  }

  @Test func anExerciseIsFoundByNameNumberOrFolder() throws {
    let kit = try TemporaryKit()
    try kit.addExercise("08-clock")
    let catalog = ExerciseCatalog(packageRoot: kit.root)
    for name in ["clock", "08", "8", "08-clock"] {
      #expect(catalog.exercise(named: name)?.id == "08-clock", "\(name)")
    }
    #expect(catalog.exercise(named: "clocks") == nil)
  }

  @Test func theNextExerciseSkipsAMissingNumber() throws {
    let kit = try TemporaryKit()
    try kit.addExercise("05-five")
    try kit.addExercise("07-seven")
    let catalog = ExerciseCatalog(packageRoot: kit.root)
    let five = try #require(catalog.exercise(named: "five"))
    #expect(catalog.exercise(after: five)?.name == "seven")
  }

  @Test func outsideAKitSaysWhereItLooked() {
    let nowhere = URL(fileURLWithPath: "/")
    #expect(throws: ExerciseCatalog.LoadError.notInKit(searchedFrom: "/")) {
      try ExerciseCatalog.find(from: nowhere)
    }
  }
}
