import AppShell
import Foundation
import Tracing

/// The lessons: their sources in `Lessons/src`, and the Markdown made from them in `Lessons`.
///
/// `kit lessons` writes the Markdown; the drift test makes it again in memory and compares, so
/// a lesson whose diffs, excerpts or diagrams no longer match the code fails the build, naming
/// the lesson and what changed.
@MainActor
public struct LessonBook {
  /// Where the sources are, from the repository's root.
  public static let sourceFolder = "Lessons/src"
  /// Where the Markdown goes.
  public static let outputFolder = "Lessons"

  private let workspace: Workspace
  private let variants: [any NewsVariant.Type]

  /// The lessons of the repository at `root`, drawing diagrams and transcripts from `variants`.
  public init(root: URL, variants: [any NewsVariant.Type]) {
    workspace = Workspace(root: root)
    self.variants = variants
  }

  /// The sources' file names, in order: `README.md`, then `01-the-app.md`, and so on.
  public var sourceNames: [String] {
    workspace.entries(of: Self.sourceFolder).filter { $0.hasSuffix(".md") }
  }

  /// The Markdown made from the source called `name`.
  public func render(_ name: String) throws(LessonError) -> String {
    let path = "\(Self.sourceFolder)/\(name)"
    guard let text = workspace.text(at: path) else {
      throw LessonError(lesson: path, line: 0, "there is no such lesson source")
    }
    let source = try LessonSource(path: path, text: text)
    var body = ""
    for part in source.parts {
      switch part {
      case .markdown(let text): body += text + "\n"
      case .directive(let directive, let line):
        body += try expand(directive, lesson: path, line: line) + "\n"
      }
    }
    // The values in the prose, the reading time among them, are worked out last, from the
    // lesson as it will be read: code included.
    do throws(InlineError) {
      body = try InlineValue(workspace: workspace, variants: variants)
        .expand(body, minutes: Self.readingMinutes(of: body))
    } catch {
      throw LessonError(lesson: path, line: 0, error.message)
    }
    return "<!-- Made by `make lessons` from \(path): edit that file, not this one. -->\n" + body
  }

  /// The longest a lesson may be, in words, code included: about twenty minutes of reading.
  public static let longestLesson = 2_300

  /// How long `text` takes to read, to the nearest five minutes: 115 words a minute, a pace for
  /// prose with code in it.
  static func readingMinutes(of text: String) -> Int {
    let words = Self.wordCount(of: text)
    return max(5, Int((Double(words) / 115 / 5).rounded()) * 5)
  }

  /// The words of `text`, as a reader counts them: what is between spaces. A diagram counts
  /// the words GitHub shows of it (`MermaidWidth.shownText`), not its syntax, nor the tree its
  /// `%%` lines give a reader in a terminal in its place.
  public static func wordCount(of text: String) -> Int {
    func words(_ text: some StringProtocol) -> Int {
      text.split(whereSeparator: \.isWhitespace).count
    }
    var count = 0
    var diagram: [Substring]?
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
      if line == "```mermaid", diagram == nil {
        diagram = []
      } else if line == "```", let lines = diagram {
        let source = lines.joined(separator: "\n")
        count +=
          MermaidWidth.shownText(of: source).map { $0.map(words).reduce(0, +) }
          ?? words(source)
        diagram = nil
      } else if diagram != nil {
        diagram?.append(line)
      } else {
        count += words(line)
      }
    }
    return count + (diagram.map { words($0.joined(separator: " ")) } ?? 0)
  }

  /// The Markdown the source called `name` is made into, as committed.
  public func committed(_ name: String) -> String? {
    workspace.text(at: "\(Self.outputFolder)/\(name)")
  }

  /// The annotated diffs of the lessons, for `kit diff`: each with its lesson and its two sides.
  public func annotatedDiffs() throws(LessonError) -> [(
    lesson: String, old: String, new: String, text: (Bool) -> String
  )] {
    var diffs: [(lesson: String, old: String, new: String, text: (Bool) -> String)] = []
    for name in sourceNames {
      let path = "\(Self.sourceFolder)/\(name)"
      let source = try LessonSource(path: path, text: workspace.text(at: path) ?? "")
      for case .directive(.diff(let old, let new, let context, let notes), let line) in source.parts
      {
        let diff = try AnnotatedDiff(
          old: old, new: new, context: context, notes: notes, in: workspace, lesson: path,
          line: line)
        diffs.append((name, old, new, diff.terminalText(colored:)))
      }
    }
    return diffs
  }

  private func expand(_ directive: Directive, lesson: String, line: Int) throws(LessonError)
    -> String
  {
    func fail(_ problem: String) -> LessonError { LessonError(lesson: lesson, line: line, problem) }
    switch directive {
    case .diff(let old, let new, let context, let notes):
      return try AnnotatedDiff(
        old: old, new: new, context: context, notes: notes, in: workspace, lesson: lesson,
        line: line
      ).markdown
    case .excerpt(let path, let anchor):
      guard let text = workspace.text(at: path) else { throw fail("there is no file \(path)") }
      guard let excerpt = Excerpt.cut(text, at: anchor) else {
        throw fail("\(path) has no line containing \"\(anchor)\": the code changed")
      }
      return "From `\(path)`:\n\n```swift\n\(excerpt)\n```"
    case .file(let path):
      guard let text = workspace.text(at: path) else { throw fail("there is no file \(path)") }
      return "`\(path)`:\n\n```swift\n\(text.trimmingCharacters(in: .newlines))\n```"
    case .sequence(let name, let failing, let size, let only, let setup, let shown):
      guard let variant = variants.first(where: { $0.name == name }) else {
        throw fail("there is no variant \(name)")
      }
      let steps: [(step: String, messages: [MessageTrace.Message])]
      do {
        let options = try LaunchOptions.parse(size.map { ["--size", $0] } ?? [])
        let run = TracedRun(variant, failing: failing, size: options.size ?? TracedRun.size)
        if !setup.isEmpty { _ = try run.messages(of: setup) }
        steps = try run.messages(of: shown).dropFirst(setup.isEmpty ? 0 : 1).map { $0 }
      } catch {
        throw fail(error.message)
      }
      let diagram = SequenceDiagram.mermaid(steps, only: only)
      if let only, let missing = only.first(where: { !diagram.contains("participant \($0)") }) {
        throw fail("\(missing) sends or hears nothing in this run: --only names who is drawn")
      }
      return diagram
    case .transcript(let name, let arguments):
      guard let variant = variants.first(where: { $0.name == name }) else {
        throw fail("there is no variant \(name)")
      }
      let output = Output()
      let console = Console(
        isInteractive: false, allowsColor: false, readAllLines: { [] },
        write: { text in output.append(text) }, writeError: { text in output.append(text) })
      let code = Launcher.run(variant, arguments: arguments, console: console)
      guard code == 0 else {
        throw fail("\(name) \(arguments.joined(separator: " ")) exited \(code)")
      }
      let command = ([name] + arguments).joined(separator: " ")
      return "`\(command)` prints:\n\n```\n\(output.text.trimmingCharacters(in: .newlines))\n```"
    case .ownership(let name):
      guard let variant = variants.first(where: { $0.name == name }) else {
        throw fail("there is no variant \(name)")
      }
      do {
        return OwnershipDiagram.markdown(try OwnershipGraph(variant, workspace: workspace))
      } catch {
        throw fail(error.message)
      }
    case .variantTable:
      do {
        return try VariantComparison(variants: variants, workspace: workspace).markdown()
      } catch {
        throw fail(error.message)
      }
    case .choosingTable:
      do {
        return try TellingFacts(variants: variants, workspace: workspace).markdown()
      } catch {
        throw fail(error.message)
      }
    case .listScreenTestTable:
      return TellingFacts(variants: variants, workspace: workspace).listScreenTestTable()
    case .iOSTargetsTable:
      return iOSTargetsTable()
    case .uikitDifferencesTable:
      guard let text = workspace.text(at: UIKitDifferences.path) else {
        throw fail("there is no file \(UIKitDifferences.path)")
      }
      do {
        return try UIKitDifferences(parsing: text).markdown(places: iOSEditionPlaces())
      } catch {
        throw fail(error.description)
      }
    }
  }
}

/// What a scripted run writes, gathered; the console's writer may be called from any thread.
private final class Output: Sendable {
  private let lock = NSLock()
  nonisolated(unsafe) private var parts: [String] = []

  func append(_ text: String) {
    lock.lock()
    defer { lock.unlock() }
    parts.append(text)
  }

  var text: String {
    lock.lock()
    defer { lock.unlock() }
    return parts.joined()
  }

}

extension LessonBook {
  /// Which iOS each telling and each exercise needs, a line a version: iOS 26 where the
  /// edition's declarations say `@available(iOS 26.0, *)` (state read in `updateProperties()`),
  /// the edition's deployment target elsewhere.
  func iOSTargetsTable() -> String {
    let folders = workspace.folders(in: "iOS/Sources").filter { $0 != "NewsKitIOS" }
    let versions = Dictionary(
      uniqueKeysWithValues: folders.map {
        ($0, Self.iOSVersion(of: "iOS/Sources/\($0)", in: workspace))
      })
    func line(_ version: Int) -> String {
      let needing = folders.filter { versions[$0] == version }
      let tellings = needing.filter { $0.hasSuffix("News") }.map {
        "[`\($0)`](../iOS/Sources/\($0))"
      }
      // `Exercise09Observation` is exercise 09.
      let exercises = needing.filter { $0.hasPrefix("Exercise") }.map {
        "[\($0.dropFirst("Exercise".count).prefix(2))](../iOS/Sources/\($0))"
      }
      return "- **iOS \(version)**: \(tellings.joined(separator: ", ")); exercises "
        + exercises.joined(separator: ", ")
    }
    return Set(versions.values).sorted().map(line).joined(separator: "\n")
  }

  /// The iOS a folder of the iOS edition needs: 26 when one of its declarations says
  /// `@available(iOS 26.0, *)`, else the deployment target of the edition's `Package.swift`.
  static func iOSVersion(of folder: String, in workspace: Workspace) -> Int {
    let needs26 = workspace.swiftFiles(in: folder).contains { name in
      workspace.text(at: "\(folder)/\(name)")?.contains("@available(iOS 26.0, *)") == true
    }
    return needs26 ? 26 : deploymentTarget(in: workspace)
  }

  /// `17` for `platforms: [.iOS(.v17)]` in `iOS/Package.swift`.
  private static func deploymentTarget(in workspace: Workspace) -> Int {
    let manifest = workspace.text(at: "iOS/Package.swift") ?? ""
    guard let start = manifest.range(of: ".iOS(.v") else { return 0 }
    return Int(manifest[start.upperBound...].prefix { $0.isNumber }) ?? 0
  }

  /// Where the iOS edition shows each difference first: the tellings, MVC first, then the
  /// exercises' solutions, file by file.
  func iOSEditionPlaces() -> [String: (path: String, line: Int)] {
    let folders = workspace.folders(in: "iOS/Sources").filter { $0 != "NewsKitIOS" }
    let ordered = folders.filter { $0.hasSuffix("News") } + folders.filter { !$0.hasSuffix("News") }
    let files = ordered.flatMap { folder in
      workspace.swiftFiles(in: "iOS/Sources/\(folder)").compactMap { name in
        let path = "iOS/Sources/\(folder)/\(name)"
        return workspace.text(at: path).map { (path: path, text: $0) }
      }
    }
    return UIKitDifferences.places(in: files)
  }
}
