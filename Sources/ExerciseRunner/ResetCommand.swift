import Foundation

extension ExerciseSession {
  /// `kit reset NAME`: puts the starter files back. The learner's versions of
  /// the files that change are saved first, as a new numbered version under
  /// `Exercises/Saved` (`SavedVersions`), and the output says where.
  func reset(named name: String) throws -> ExitCode {
    let exercise = try exercise(named: name)
    let starters = exercise.starterFiles()
    guard !starters.isEmpty else {
      throw SessionError(
        description:
          "\(ExerciseBuilder.displayPath(exercise.starterFolder)) holds no starter files",
        exitCode: .noInput)
    }
    let manager = FileManager.default
    let replaced = starters.map { exercise.folder.appendingPathComponent($0.lastPathComponent) }
    let changed = zip(starters, replaced).filter { starter, yours in
      !manager.contentsEqual(atPath: yours.path, andPath: starter.path)
    }
    let yours = changed.map(\.1).filter { manager.fileExists(atPath: $0.path) }
    if !yours.isEmpty {
      let version = try SavedVersions(of: exercise).save(yours)
      console.write(
        "Saved your version in \(ExerciseBuilder.displayPath(version))/ "
          + "(every earlier one is kept; `make saved NAME=\(exercise.name)` lists them).\n")
    }
    for (starter, yours) in changed {
      try? manager.removeItem(at: yours)
      try manager.copyItem(at: starter, to: yours)
    }
    for file in replaced {
      console.write("\(ExerciseBuilder.displayPath(file)) is the starter again.\n")
    }
    let starterNames = Set(starters.map(\.lastPathComponent))
    for extra in exercise.learnerFiles() where !starterNames.contains(extra.lastPathComponent) {
      console.write(
        "\(ExerciseBuilder.displayPath(extra)) is yours, not the starter's: left as it is.\n")
    }
    return .success
  }

  /// `kit reset --list NAME`: the versions `reset` saved, oldest first, and how to take one back.
  func listSavedVersions(named name: String) throws -> ExitCode {
    let exercise = try exercise(named: name)
    let saved = SavedVersions(of: exercise)
    let versions = saved.versions()
    guard let newest = versions.last else {
      console.write(
        "No saved versions of \(exercise.label) yet: `kit reset \(exercise.name)` saves yours "
          + "in \(ExerciseBuilder.displayPath(saved.folder))/ before it puts the starter back.\n")
      return .success
    }
    let format = DateFormatter()
    format.locale = Locale(identifier: "en_US_POSIX")
    format.dateFormat = "yyyy-MM-dd HH:mm:ss"
    let width = String(newest.number).count
    var text =
      "Saved versions of \(exercise.label), oldest first, in "
      + "\(ExerciseBuilder.displayPath(saved.folder))/:\n\n"
    for version in versions {
      let number = String(version.number)
      text +=
        "  " + String(repeating: " ", count: width - number.count) + number + "  "
        + (version.saved.map(format.string) ?? "?") + "  "
        + TerminalSafe.text(version.files.joined(separator: ", ")) + "\n"
    }
    text +=
      "\nTo take one back (the newest, say): cp "
      + OutcomeView.shellWord(ExerciseBuilder.displayPath(newest.folder)) + "/* "
      + OutcomeView.shellWord(ExerciseBuilder.displayPath(exercise.folder)) + "/\n"
    console.write(text)
    return .success
  }
}
