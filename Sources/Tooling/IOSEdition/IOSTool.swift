import Foundation

/// `kit ios`: makes the iOS edition (`make ios`), compares it with the code (`--check`), or
/// writes one folder's teaching files in their iOS form elsewhere (`--unit FOLDER --to DIR`),
/// which `make check-apple` does for each exercise's starter and the learner's working copy,
/// printing the module's name.
public enum IOSTool {
  /// Runs `kit ios` with `arguments` from the repository at `root`; returns the exit code.
  public static func run(
    _ arguments: [String], root: URL, write: (String) -> Void, writeError: (String) -> Void
  ) -> Int32 {
    let edition = IOSEdition(root: root)
    do {
      switch arguments {
      case []:
        let made = try edition.make()
        let stale = edition.drift(from: made)
        try edition.write(made)
        write(
          stale.isEmpty
            ? "iOS/ was already up to date (\(made.count) files)\n"
            : "iOS/: \(stale.count) of \(made.count) files made again\n")
        return 0
      case ["--check"]:
        let problems = edition.drift(from: try edition.make())
        guard !problems.isEmpty else { return 0 }
        writeError(problems.map { "  \($0)\n" }.joined())
        writeError("iOS/ no longer matches the code: run `make ios` and commit what it changes\n")
        return 1
      case let words where words.count == 4 && words[0] == "--unit" && words[2] == "--to":
        guard let module = edition.module(of: words[1]) else {
          writeError("kit ios: \(words[1]) is no exercise's folder\n")
          return 66
        }
        let unit = try IOSForm.transform(edition.teachingFiles(in: words[1]))
        let folder = URL(fileURLWithPath: words[3])
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for file in unit.files {
          let text = IOSEdition.withSupportImport(file.text)
          try Data(text.utf8).write(to: folder.appendingPathComponent(file.name))
        }
        write(module + "\n")
        return 0
      default:
        writeError("usage: kit ios [--check | --unit FOLDER --to DIR]\n")
        return 64
      }
    } catch let refusal as IOSForm.Refusal {
      writeError("kit ios: \(refusal)\n")
      return 65
    } catch {
      writeError("kit ios: \(error.localizedDescription)\n")
      return 74
    }
  }
}
