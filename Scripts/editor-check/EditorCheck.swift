import ExerciseRunner
import Foundation
import Spawning
import TextDiff

/// `editor-check`, run by `make exercises-ci` (so by `make ci`): the learner's editor sees every learner
/// file. For each one it asks the toolchain's `sourcekit-lsp`, as an editor
/// asks, about the file with a few lines planted at its end (in the editor's
/// copy only; the file on disk is not touched):
///
///     import Observing
///     func plantedByKitCheckEditor() {
///       let planted: Int = "not a number"   // must be reported as an error
///       _ = PhotoRowViewModel.self          // must lead to its declaration
///       _ = Observing.                      // must offer completions
///     }
///
/// and fails unless the type error is reported, no "no such module" is, the
/// completion has items, and jump-to-definition finds a type declared in the
/// exercise's files.
struct EditorCheck {
  /// What the server must say about one file; an empty list when it says all of it.
  struct Probe {
    let file: URL
    let text: String
    let errorLine: Int
    let definitionPosition: (line: Int, character: Int)
    let completionPosition: (line: Int, character: Int)
    let typeName: String
    /// The exercise's files, one of which declares `typeName`.
    let exerciseFiles: [URL]
  }

  /// The lines planted at the end of `file`'s text, naming `typeName` (a type declared in the
  /// exercise), and where in them the server is asked things.
  static func probe(
    _ file: URL, text: String, typeName: String, exerciseFiles: [URL]
  ) -> Probe {
    let base = text.hasSuffix("\n") ? text : text + "\n"
    let first = base.split(separator: "\n", omittingEmptySubsequences: false).count - 1
    let planted = """

      import Observing

      func plantedByKitCheckEditor() {
        let planted: Int = "not a number"
        _ = planted
        _ = \(typeName).self
        _ = Observing.
      }

      """
    return Probe(
      file: file, text: base + planted, errorLine: first + 4,
      definitionPosition: (first + 6, 6), completionPosition: (first + 7, 16), typeName: typeName,
      exerciseFiles: exerciseFiles)
  }

  /// The type named by the first `import kind Module.Name` in `text`, if any.
  static func importedTypeName(in text: String) -> String? {
    let kinds = ["class", "struct", "enum", "protocol", "actor", "typealias"]
    for line in text.split(separator: "\n") {
      let words = line.split(separator: " ")
      guard let index = words.firstIndex(of: "import"), index + 2 < words.count,
        kinds.contains(String(words[index + 1]))
      else { continue }
      return words[index + 2].split(separator: ".").last.map(String.init)
    }
    return nil
  }

  /// The first type declared in `text`: `class`, `struct`, `enum`, `protocol` or `actor`.
  static func firstTypeName(in text: String) -> String? {
    let words = text.split(whereSeparator: { !($0.isLetter || $0.isNumber || $0 == "_") })
    let kinds: Set<Substring> = ["class", "struct", "enum", "protocol", "actor"]
    // `import class Module.Name` names a module, not a type declared here.
    for (index, word) in words.enumerated().dropLast()
    where kinds.contains(word) && (index == 0 || words[index - 1] != "import") {
      let name = words[index + 1]
      if name.first?.isUppercase == true { return String(name) }
    }
    return nil
  }

  /// What is wrong with the server's answers for `probe`; nothing when all is well.
  static func problems(
    _ probe: Probe, diagnostics: [[String: Any]], completion: Any?, definition: Any?
  ) -> [String] {
    var problems: [String] = []
    let messages = diagnostics.compactMap { $0["message"] as? String }
    if let missing = messages.first(where: { $0.contains("no such module") }) {
      problems.append("the editor cannot find a module: \(missing)")
    }
    let planted = diagnostics.contains { diagnostic in
      let range = diagnostic["range"] as? [String: Any]
      let start = range?["start"] as? [String: Any]
      return (diagnostic["severity"] as? Int) == 1 && (start?["line"] as? Int) == probe.errorLine
    }
    if !planted {
      problems.append(
        "the planted type error was not reported; the editor said: "
          + (messages.isEmpty ? "nothing" : messages.joined(separator: " | ")))
    }
    let items =
      (completion as? [Any]) ?? ((completion as? [String: Any])?["items"] as? [Any]) ?? []
    if items.isEmpty { problems.append("no completion after `Observing.`") }
    let locations =
      (definition as? [[String: Any]]) ?? (definition as? [String: Any]).map { [$0] } ?? []
    let targets = locations.compactMap { ($0["uri"] ?? $0["targetUri"]) as? String }
    let declarations = Set(probe.exerciseFiles.map(\.absoluteString))
    if !targets.contains(where: declarations.contains) {
      problems.append(
        "jump to the definition of \(probe.typeName) found "
          + (targets.isEmpty ? "nothing" : targets.joined(separator: ", ")))
    }
    return problems
  }
}

extension ExerciseSession {
  /// `editor-check`: see `EditorCheck`. Each exercise is opened as a learner opens it, as
  /// a package of its own: the editor's workspace is the exercise's folder. Its package is
  /// built first, as an editor's background indexing prepares it, into one scratch folder all
  /// the exercises share (the kit's modules are built once), which the editor is told of.
  func checkEditor() throws -> ExitCode {
    let swiftc = try builder().setup?.swiftc ?? "swiftc"
    let bundled = URL(fileURLWithPath: swiftc).deletingLastPathComponent()
      .appendingPathComponent("sourcekit-lsp").path
    let executable =
      FileManager.default.isExecutableFile(atPath: bundled) ? bundled : "sourcekit-lsp"
    let scratch = kit.scratchFolder.appendingPathComponent("editor", isDirectory: true)
    try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
    var failed = 0
    for exercise in catalog.exercises {
      let log = scratch.appendingPathComponent("build-\(exercise.id).txt")
      let build = try ChildProcess.run(
        "swift",
        arguments: [
          "build", "--build-tests", "--enable-index-store", "--package-path", exercise.folder.path,
          "--scratch-path", scratch.path,
        ],
        outputFile: log)
      guard build == .exited(0) else {
        failed += 1
        console.write(
          style.red("✗ ") + exercise.label + ": its package does not build (swift build); see "
            + ExerciseBuilder.displayPath(log) + "\n")
        continue
      }
      let server = try LanguageServer(
        executable, arguments: [],
        log: scratch.appendingPathComponent("lsp-\(exercise.id).txt"), patience: .seconds(120))
      defer { server.shutDown() }
      try open(exercise.folder, in: server, scratch: scratch)
      failed += try probe(exercise, with: server)
    }
    console.write(
      failed == 0
        ? "The editor sees every learner file: errors, completion, definitions.\n"
        : "The editor is blind in \(failed) learner files.\n")
    return failed == 0 ? .success : .failure
  }

  /// Starts the server on `folder`, as an editor opening that folder does.
  private func open(_ folder: URL, in server: LanguageServer, scratch: URL) throws {
    _ = try server.request(
      "initialize",
      [
        "processId": Int(getpid()), "rootUri": folder.absoluteString,
        "workspaceFolders": [["uri": folder.absoluteString, "name": folder.lastPathComponent]],
        "capabilities": [
          "textDocument": [
            "diagnostic": ["dynamicRegistration": false],
            "completion": ["completionItem": ["snippetSupport": false]],
            "definition": ["linkSupport": false],
          ]
        ],
        // The package was just built where the server is told to look: nothing to index.
        "initializationOptions": [
          "backgroundIndexing": false, "swiftPM": ["scratchPath": scratch.path],
          "experimentalFeatures": ["synchronize-for-build-system-updates"],
        ],
      ])
    try server.notify("initialized", [:])
    // Until the package is loaded the server answers from a guess (syntax only): wait for it,
    // with sourcekit-lsp's request for that (an experimental feature of sourcekit-lsp 6).
    _ = try server.request("workspace/synchronize", ["buildServerUpdates": true])
  }

  /// Asks the server about every learner file of `exercise`; how many it is blind in.
  private func probe(_ exercise: Exercise, with server: LanguageServer) throws -> Int {
    var failed = 0
    let files = exercise.learnerFiles()
    let texts = files.map { (try? String(contentsOf: $0, encoding: .utf8)) ?? "" }
    for (file, text) in zip(files, texts) {
      // A type from another of the exercise's files, when it has one: the editor must see
      // the exercise's files together, as the compiler does.
      // A file that imports single names of the module (the learner's own tests do) sees
      // only those.
      let others = zip(files, texts).filter { $0.0 != file }.map(\.1) + [text]
      guard
        let typeName = EditorCheck.importedTypeName(in: text)
          ?? others.lazy.compactMap(EditorCheck.firstTypeName).first
      else { continue }
      let probe = EditorCheck.probe(file, text: text, typeName: typeName, exerciseFiles: files)
      let problems = try ask(server, about: probe)
      let name = ExerciseBuilder.displayPath(file)
      if problems.isEmpty {
        console.write(style.green("✓ ") + name + "\n")
      } else {
        failed += 1
        console.write(style.red("✗ ") + name + ":\n")
        for problem in problems { console.write("  - " + TerminalSafe.text(problem) + "\n") }
      }
    }
    return failed
  }

  private func ask(_ server: LanguageServer, about probe: EditorCheck.Probe) throws -> [String] {
    let document = ["uri": probe.file.absoluteString]
    try server.notify(
      "textDocument/didOpen",
      [
        "textDocument": [
          "uri": probe.file.absoluteString, "languageId": "swift", "version": 1,
          "text": probe.text,
        ]
      ])
    defer { try? server.notify("textDocument/didClose", ["textDocument": document]) }
    let report = try server.request("textDocument/diagnostic", ["textDocument": document])
    let diagnostics = (report as? [String: Any])?["items"] as? [[String: Any]] ?? []
    let completion = try server.request(
      "textDocument/completion",
      [
        "textDocument": document,
        "position": [
          "line": probe.completionPosition.line,
          "character": probe.completionPosition.character,
        ],
      ])
    let definition = try server.request(
      "textDocument/definition",
      [
        "textDocument": document,
        "position": [
          "line": probe.definitionPosition.line,
          "character": probe.definitionPosition.character,
        ],
      ])
    return EditorCheck.problems(
      probe, diagnostics: diagnostics, completion: completion, definition: definition)
  }
}
