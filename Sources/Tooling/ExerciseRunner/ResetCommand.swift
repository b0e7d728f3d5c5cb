import Foundation

extension ExerciseSession {
  /// `kit reset NAME`: puts the starter files back. The learner's versions of
  /// the files that change are saved first, as a new numbered version under
  /// `Exercises/Saved` (`SavedVersions`), and the output says where. When they
  /// cannot be saved, nothing is changed. The starter's files then go back all or none
  /// (`StarterRestore`); when that cannot finish, the output says which file is in which state.
  /// A file of the learner's that the starter does not have is left, and said to be left.
  func reset(named name: String) throws -> ExitCode {
    let exercise = try exercise(named: name)
    let starters = exercise.starterFiles()
    guard !starters.isEmpty else {
      throw SessionError(
        description:
          "\(ExerciseBuilder.displayPath(exercise.starterFolder)) holds no starter files",
        exitCode: .noInput)
    }
    let replaced = starters.map { exercise.folder.appendingPathComponent($0.lastPathComponent) }
    var changed: [(file: URL, bytes: [UInt8])] = []
    for (starter, yours) in zip(starters, replaced) {
      let bytes = try FileAccess.read(starter)
      if (try? FileAccess.read(yours)) != bytes { changed.append((yours, bytes)) }
    }
    // An empty file of yours holds nothing to lose.
    let yours = changed.map(\.file).filter { !((try? FileAccess.read($0)) ?? []).isEmpty }
    if !yours.isEmpty {
      let version: URL
      do {
        version = try SavedVersions(of: exercise).save(yours)
      } catch let problem as FileProblem {
        throw SessionError(
          description: "\(problem) Nothing was reset: your files are as they were.",
          exitCode: problem.exitCode)
      }
      console.write(
        "Saved your version in \(ExerciseBuilder.displayPath(version))/ "
          + "(every earlier one is kept; `make saved NAME=\(exercise.name)` lists them).\n")
    }
    do {
      try StarterRestore.put(changed)
    } catch {
      // Every file as it is now, then the one line on what stopped the reset.
      for line in error.states(of: replaced, changed: changed.map(\.file)) {
        console.write(line + "\n")
      }
      throw SessionError(description: error.problem.description, exitCode: error.problem.exitCode)
    }
    for file in replaced {
      console.write("\(ExerciseBuilder.displayPath(file)) is the starter again.\n")
    }
    let starterNames = Set(starters.map(\.lastPathComponent))
    for extra in exercise.learnerFiles() where !starterNames.contains(extra.lastPathComponent) {
      console.write(
        "\(ExerciseBuilder.displayPath(extra)) is yours, not the starter's: left as it is, and "
          + "still compiled with your code; delete it to start from the starter alone.\n")
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
    let newestFiles = newest.files.map {
      OutcomeView.shellWord(ExerciseBuilder.displayPath(newest.folder.appendingPathComponent($0)))
    }
    text +=
      "\nTo take one back (the newest, say): cp " + newestFiles.joined(separator: " ") + " "
      + OutcomeView.shellWord(ExerciseBuilder.displayPath(exercise.folder)) + "/\n"
    console.write(text)
    return .success
  }
}
