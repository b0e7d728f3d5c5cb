import AppShell

/// What lesson 10 compares the tellings by, measured each time the lessons are made: their
/// code, their tests, what their objects hold in a real run, what their story screen costs, the
/// iOS their edition needs, and what the test of a failed load and its retry has to make.
@MainActor
struct TellingFacts {
  let variants: [any NewsVariant.Type]
  let workspace: Workspace
  /// The test every telling has of the same behaviour, lesson 8's: a failed load, then a retry.
  static let listScreenTest = "failureThenRetry"

  /// `@table choosing`: one column a telling.
  func markdown() throws(LaunchError) -> String {
    var rows: [(String, [String])] = []
    let sources = variants.map { variant in
      let folder = "Sources/" + Workspace.libraryName(of: variant)
      return workspace.swiftFiles(in: folder).filter { $0 != Workspace.tracingFile }.map {
        (name: $0, text: workspace.text(at: "\(folder)/\($0)") ?? "", path: "\(folder)/\($0)")
      }
    }
    rows.append(("files, `--trace` aside", sources.map { "\($0.count)" }))
    rows.append(
      ("lines", sources.map { "\($0.map { workspace.codeLines(at: $0.path) }.reduce(0, +))" }))
    rows.append(
      (
        "types (protocols among them)",
        sources.map { files in
          let kinds = files.flatMap { Self.declaredKinds(in: $0.text) }
          return "\(kinds.count) (\(kinds.filter { $0 == "protocol" }.count))"
        }
      ))
    rows.append(
      (
        "tests (that need no view)",
        variants.map { variant in
          let counts = VariantComparison.testCounts(of: variant, in: workspace)
          return "\(counts.all) (\(counts.viewless))"
        }
      ))
    var objects: [String] = []
    var weak: [String] = []
    for variant in variants {
      let graph = try OwnershipGraph(variant, workspace: workspace)
      objects.append(
        "\(graph.boxes.filter { graph.ownBoxes.contains($0.name) }.map(\.count).reduce(0, +))")
      weak.append(
        "\(graph.references.filter { $0.isWeak && graph.ownBoxes.contains($0.holder) }.count)")
    }
    rows.append(("its objects, both screens open", objects))
    rows.append(("weak references they hold", weak))
    rows.append(
      (
        "the story screen: files (lines)",
        sources.map { files in
          let story = files.filter { $0.name.hasPrefix(Self.storyPrefix) }
          return "\(story.count) (\(story.map { workspace.codeLines(at: $0.path) }.reduce(0, +)))"
        }
      ))
    rows.append(
      (
        "other files that name it",
        sources.map { files in
          let others = files.filter { file in
            !file.name.hasPrefix(Self.storyPrefix)
              && SwiftTokens(file.text).tokens.contains {
                if case .word(let word) = $0 { word.contains("Detail") } else { false }
              }
          }
          return "\(others.count)"
        }
      ))
    rows.append(
      (
        "iOS it needs",
        variants.map { variant in
          let folder = "iOS/Sources/" + Workspace.libraryName(of: variant)
          return "\(LessonBook.iOSVersion(of: folder, in: workspace))"
        }
      ))
    let header = "| | " + variants.map { "`\($0.name)`" }.joined(separator: " | ") + " |"
    let rule = "|---|" + variants.map { _ in "---:|" }.joined()
    return ([header, rule] + rows.map { "| \($0.0) | " + $0.1.joined(separator: " | ") + " |" })
      .joined(separator: "\n")
  }

  /// `@table list-screen-test`: a row a telling, what its test of a failed load and a retry
  /// makes: the telling's objects, and everything else.
  func listScreenTestTable() -> String {
    var lines = ["| | of the telling | besides |", "|---|---|---|"]
    // Read once for every telling: it scans the whole kit.
    let values = Set(Self.values(in: workspace))
    for variant in variants {
      let made = madeByListScreenTest(of: variant, values: values)
      let own = Set(
        Self.classes(in: workspace, under: "Sources/" + Workspace.libraryName(of: variant)))
      let cells = [made.filter(own.contains), made.filter { !own.contains($0) }].map { names in
        names.isEmpty ? "—" : names.map { "`\($0)`" }.joined(separator: ", ")
      }
      lines.append("| `\(variant.name)` | \(cells[0]) | \(cells[1]) |")
    }
    return lines.joined(separator: "\n")
  }

  /// The objects the telling's `failureThenRetry` test makes, in the order its code makes them:
  /// in the test, the helpers it calls, the suite's own properties, and what a class of the
  /// tests' own that it makes (a harness) makes in turn. Values — structs and enums — are not
  /// counted: a row, a state, a story.
  /// `values` are the structs, enums and protocols the kit declares, when the caller has them.
  func madeByListScreenTest(of variant: any NewsVariant.Type, values: Set<String>? = nil)
    -> [String]
  {
    let folder = "Tests/" + Workspace.libraryName(of: variant) + "Tests"
    let testFiles = workspace.swiftFiles(under: folder)
    guard
      let path = testFiles.first(where: {
        workspace.text(at: $0)?.contains("func \(Self.listScreenTest)(") == true
      }), let text = workspace.text(at: path)
    else { return [] }
    var code = Self.functions(named: Self.listScreenTest, in: text)
    // The suite's stored properties and its initializer: what every one of its tests starts with.
    code += text.split(separator: "\n").filter { line in
      line.hasPrefix("  let ") || line.hasPrefix("  var ") || line.hasPrefix("  init(")
    }.map(String.init)
    code += Self.functions(named: "init", in: text)
    var helpers: Set<String> = []
    while true {
      let called = SwiftTokens(code.joined(separator: "\n")).calledFunctions.subtracting(helpers)
      let found = called.filter { text.contains("  func \($0)(") }
      guard !found.isEmpty else { break }
      helpers.formUnion(found)
      for name in found.sorted() { code += Self.functions(named: name, in: text) }
    }
    // A class of the tests' own that the test makes (a harness), with what it makes: its
    // stored properties' first values, and the initializer the test calls.
    let testsOwn = Set(Self.classes(in: workspace, under: folder))
    var opened: Set<String> = []
    while let harness = SwiftTokens(code.joined(separator: "\n")).madeTypes.first(where: {
      testsOwn.contains($0) && !opened.contains($0)
    }) {
      opened.insert(harness)
      let declaration = testFiles.lazy.compactMap {
        Excerpt.cut(self.workspace.text(at: $0) ?? "", at: "class \(harness)")
      }.first
      guard let declaration else { continue }
      code += declaration.split(separator: "\n").filter { line in
        (line.hasPrefix("  let ") || line.hasPrefix("  var ")) && line.contains(" = ")
      }.map(String.init)
      var labels = SwiftTokens(code.joined(separator: "\n")).argumentLabels(calling: harness)
      var chosen: Set<String> = []
      while true {
        let inits = Self.functions(named: "init", in: declaration).filter { initializer in
          !chosen.contains(initializer)
            && labels.isSubset(of: SwiftTokens(initializer).parameterLabels)
        }
        guard let first = inits.first else { break }
        chosen.insert(first)
        code.append(first)
        // A convenience initializer hands on to another: that one is called too.
        labels = SwiftTokens(first).argumentLabels(calling: "self.init")
        guard first.contains("self.init(") else { break }
      }
    }
    let values = values ?? Set(Self.values(in: workspace))
    return SwiftTokens(code.joined(separator: "\n")).madeTypes.filter { !values.contains($0) }
  }

  /// The prefix of the story screen's files, in every telling.
  private static let storyPrefix = "NewsDetail"

  /// Each function called `name` in `text` (every overload), whole.
  private static func functions(named name: String, in text: String) -> [String] {
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    let anchor = name == "init" ? "init(" : "func \(name)("
    return lines.indices.filter { lines[$0].drop(while: { $0 == " " }).hasPrefix(anchor) }
      .compactMap { start in
        Excerpt.cut(lines[start...].joined(separator: "\n"), at: anchor)
      }
  }

  /// The kinds of the types `text` declares: `class`, `struct`, `enum`, `protocol`, `actor`.
  static func declaredKinds(in text: String) -> [String] {
    text.split(separator: "\n").compactMap { SwiftTokens.declaredType(in: $0)?.kind }
  }

  /// The names of the classes declared in the Swift files at `folder` and below.
  static func classes(in workspace: Workspace, under folder: String) -> [String] {
    declarations(in: workspace, under: folder, kinds: ["class", "actor"])
  }

  /// The names of the structs, enums and protocols the kit declares, in `Sources` and `Tests`.
  private static func values(in workspace: Workspace) -> [String] {
    ["Sources", "Tests"].flatMap {
      declarations(in: workspace, under: $0, kinds: ["struct", "enum", "protocol"])
    }
  }

  private static func declarations(
    in workspace: Workspace, under folder: String, kinds: Set<String>
  ) -> [String] {
    workspace.swiftFiles(under: folder).flatMap { path in
      (workspace.text(at: path) ?? "").split(separator: "\n").compactMap { line in
        SwiftTokens.declaredType(in: line).flatMap { kinds.contains($0.kind) ? $0.name : nil }
      }
    }
  }
}
