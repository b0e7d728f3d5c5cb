import Foundation

extension ExerciseSession {
  /// `kit reset NAME`: puts the starter files back. The learner's versions
  /// are saved under `.build/exercises/backup` first, because a reset should
  /// never be the end of an afternoon's work.
  func reset(named name: String) throws -> ExitCode {
    guard let exercise = catalog.exercise(named: name) else {
      throw SessionError.unknownExercise(name, catalog: catalog)
    }
    let starters = exercise.starterFiles()
    guard !starters.isEmpty else {
      throw SessionError(
        description:
          "\(ExerciseBuilder.displayPath(exercise.starterFolder)) holds no starter files",
        exitCode: .noInput)
    }
    let manager = FileManager.default
    let backup = kit.scratchFolder.appendingPathComponent("backup/\(exercise.id)")
    for starter in starters {
      let yours = exercise.folder.appendingPathComponent(starter.lastPathComponent)
      let same = manager.contentsEqual(atPath: yours.path, andPath: starter.path)
      if !same, manager.fileExists(atPath: yours.path) {
        try manager.createDirectory(at: backup, withIntermediateDirectories: true)
        let saved = backup.appendingPathComponent(starter.lastPathComponent)
        try? manager.removeItem(at: saved)
        try manager.copyItem(at: yours, to: saved)
        console.write("Saved your version in \(ExerciseBuilder.displayPath(saved))\n")
      }
      if !same {
        try? manager.removeItem(at: yours)
        try manager.copyItem(at: starter, to: yours)
      }
      console.write("\(ExerciseBuilder.displayPath(yours)) is the starter again.\n")
    }
    let starterNames = Set(starters.map(\.lastPathComponent))
    for extra in exercise.learnerFiles() where !starterNames.contains(extra.lastPathComponent) {
      console.write(
        "\(ExerciseBuilder.displayPath(extra)) is yours, not the starter's: left as it is.\n")
    }
    return .success
  }
}
