import Foundation

/// `Exercises/compile_commands.json`: how the runner compiles each learner
/// file, written where the learner's editor looks for it.
///
/// The learner's files are in no target of `Package.swift` — that is what keeps
/// unfinished code from breaking `make run` — so SwiftPM can tell an editor
/// nothing about them. `sourcekit-lsp` (which VS Code's Swift extension, Neovim
/// and Emacs run) looks, for a file no workspace claims, in the file's folder
/// and each folder above it for a build description of its own, and a
/// compilation database is one. So the runner writes one beside the exercises:
/// for every learner file (and every test, which compiles in the same module)
/// the very `swiftc` command of a check — the exercise's files and tests as one
/// module against the prebuilt `ExerciseKit` modules — and the editor gets
/// completion, jump-to-definition and live errors, with the kit's modules
/// resolved.
///
/// The paths in it are absolute and the modules' place differs per machine, so
/// it is not committed; every exercise command writes it (`make exercises` does,
/// first of all) when it is missing or out of date.
enum CompilationDatabase {
  /// Where it is written: `Exercises/compile_commands.json`.
  static func file(in catalog: ExerciseCatalog) -> URL {
    catalog.packageRoot.appendingPathComponent("Exercises/compile_commands.json")
  }

  /// The database's text for every exercise of `catalog`, compiled by `builder`.
  static func text(for catalog: ExerciseCatalog, builder: ExerciseBuilder) -> String {
    var entries: [[String: Any]] = []
    for exercise in catalog.exercises {
      let files = exercise.learnerFiles() + exercise.testFiles()
      var arguments = builder.arguments(
        sources: files, module: exercise.moduleName,
        output: builder.kit.scratchFolder.appendingPathComponent("editor/\(exercise.id)"),
        asLibrary: true)
      arguments.removeLast(2)  // `-o` and its path: an editor builds nothing.
      for file in files {
        entries.append([
          "directory": catalog.packageRoot.path, "file": file.path,
          "arguments": [builder.setup.swiftc] + arguments,
        ])
      }
    }
    let data =
      (try? JSONSerialization.data(
        withJSONObject: entries, options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]))
      ?? Data()
    return String(decoding: data, as: UTF8.self) + "\n"
  }

  /// Writes the database, whole or not at all, unless it already says the same. An editor's
  /// database is a help, not a check's input, so a folder that cannot be written to costs no
  /// check.
  static func write(for catalog: ExerciseCatalog, builder: ExerciseBuilder) {
    let file = file(in: catalog)
    let bytes = Array(text(for: catalog, builder: builder).utf8)
    guard (try? FileAccess.read(file)) != bytes else { return }
    try? FileAccess.write(bytes, to: file)
  }
}
