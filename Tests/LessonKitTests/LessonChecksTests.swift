import AppShell
import Foundation
import LessonKit
import Testing

/// Everything a lesson tells the reader to open or run is real: the files it names exist, its
/// links lead somewhere, its `make` targets are in the Makefile, and its commands run and end
/// with 0.
@MainActor
@Suite("The lessons' files, links, targets and commands are real")
struct LessonChecksTests {
  /// `Sources/MVCNews/NewsListModel.swift` and the like, written in backticks.
  nonisolated static func paths(in text: String) -> [String] {
    let roots = [
      "Sources/", "Tests/", "Exercises/", "Lessons/", "Scripts/", "Benchmarks/", "Fuzz/",
    ]
    return text.split(separator: "`").map(String.init).filter { word in
      roots.contains { word.hasPrefix($0) } && !word.contains(" ")
    }
  }

  /// The targets of `[text](target)` links that are files in the repository.
  nonisolated static func links(in text: String) -> [String] {
    var targets: [String] = []
    var rest = text[...]
    while let open = rest.range(of: "](") {
      rest = rest[open.upperBound...]
      guard let close = rest.firstIndex(of: ")") else { break }
      let target = String(rest[..<close])
      if !target.contains("://"), !target.hasPrefix("#") { targets.append(target) }
    }
    return targets
  }

  /// `command` split as a shell splits it: at spaces, but a "double-quoted phrase" is one word.
  nonisolated static func shellWords(_ command: String) -> [String] {
    var words: [String] = []
    var current = ""
    var quoted = false
    var started = false
    for character in command {
      switch character {
      case "\"":
        quoted.toggle()
        started = true
      case " " where !quoted:
        if started { words.append(current) }
        current = ""
        started = false
      default:
        current.append(character)
        started = true
      }
    }
    if started { words.append(current) }
    return words
  }

  /// The lines of `sh` blocks.
  nonisolated static func commands(in text: String) -> [String] {
    var commands: [String] = []
    var inside = false
    for line in text.split(separator: "\n") {
      if line.hasPrefix("```") {
        inside = line == "```sh"
        continue
      }
      if inside, !line.hasPrefix("#") { commands.append(String(line)) }
    }
    return commands
  }

  @Test("Every file a lesson names exists")
  func pathsExist() {
    for (name, text) in committedLessons {
      for path in Self.paths(in: text) {
        let clean = path.hasSuffix("/") ? String(path.dropLast()) : path
        #expect(
          FileManager.default.fileExists(atPath: repositoryRoot.appendingPathComponent(clean).path),
          "Lessons/\(name) names \(path), which does not exist")
      }
    }
  }

  @Test("Every link in a lesson leads to a file, and a line it names (#L12) is in that file")
  func linksLead() {
    for (name, text) in committedLessons {
      for link in Self.links(in: text) {
        let parts = link.split(separator: "#", maxSplits: 1).map(String.init)
        let target = repositoryRoot.appendingPathComponent("Lessons")
          .appendingPathComponent(parts[0]).standardizedFileURL
        #expect(
          FileManager.default.fileExists(atPath: target.path),
          "Lessons/\(name) links to \(link), which does not exist")
        guard parts.count == 2, parts[1].hasPrefix("L"), let line = Int(parts[1].dropFirst()),
          let file = try? String(contentsOf: target, encoding: .utf8)
        else { continue }
        #expect(
          file.split(separator: "\n", omittingEmptySubsequences: false).count >= line,
          "Lessons/\(name) links to line \(line) of \(parts[0]), which has fewer lines")
      }
    }
  }

  @Test("Every command in a lesson is a make target that exists, or a variant run that ends with 0")
  func commandsRun() throws {
    let makefile = try String(
      contentsOf: repositoryRoot.appendingPathComponent("Makefile"), encoding: .utf8)
    for (name, text) in committedLessons {
      for command in Self.commands(in: text) {
        var words = Self.shellWords(command)
        if words.first == "make" {
          let target = words.count > 1 ? words[1] : "help"
          let isTarget = makefile.contains("\n\(target):")
          #expect(isTarget, "Lessons/\(name): `\(command)`: no such make target")
          continue
        }
        guard words.starts(with: ["swift", "run", "-q"]), words.count > 3 else {
          Issue.record("Lessons/\(name): `\(command)` is neither make nor swift run -q")
          continue
        }
        words.removeFirst(3)
        guard let variant = lessonVariants.first(where: { $0.name == words[0] }) else {
          Issue.record("Lessons/\(name): `\(command)`: \(words[0]) is not a variant")
          continue
        }
        let console = Console(
          isInteractive: false, allowsColor: false, readAllLines: { [] }, write: { _ in },
          writeError: { _ in })
        let code = Launcher.run(variant, arguments: Array(words.dropFirst()), console: console)
        #expect(code == 0, "Lessons/\(name): `\(command)` exited \(code)")
      }
    }
  }

  @Test("Each lesson is a 10–20 minute read: no more words than LessonBook allows, code included")
  func lengths() {
    for (name, text) in committedLessons where name != "README.md" {
      let words = LessonBook.wordCount(of: text)
      #expect(words <= LessonBook.longestLesson, "Lessons/\(name) has \(words) words")
    }
  }

  @Test("Each lesson ends with the articles it draws on, by title, and none says 'seed'")
  func furtherReading() {
    for (name, text) in committedLessons where name != "README.md" {
      let reading = text.components(separatedBy: "\n## Further reading\n")
      #expect(reading.count == 2, "Lessons/\(name) has no Further reading at its end")
      let items = reading.last?.split(separator: "\n").filter { $0.hasPrefix("- *") } ?? []
      #expect(!items.isEmpty, "Lessons/\(name) cites no article by its title")
      #expect(reading.last?.contains("\n## ") == false, "Lessons/\(name): reading is not last")
      #expect(!text.lowercased().contains("seed"), "Lessons/\(name) says 'seed'")
    }
  }

  @Test("A lesson's commands are scripted, so they print and end without a terminal")
  func commandsAreScripted() {
    for (name, text) in committedLessons {
      for command in Self.commands(in: text) where command.hasPrefix("swift run") {
        #expect(command.contains("--script"), "Lessons/\(name): `\(command)` would need a terminal")
      }
    }
  }
}

/// The guides around the lessons — the README, the exercises' index and each exercise's
/// instructions — are held to the same bar: what they link, name and tell you to `make` exists.
@Suite("The README and the exercise guides name only what exists")
struct GuideChecksTests {
  static let guides: [String] = {
    let exercises = repositoryRoot.appendingPathComponent("Exercises")
    let folders = (try? FileManager.default.contentsOfDirectory(atPath: exercises.path)) ?? []
    return ["README.md", "Exercises/README.md"]
      + folders.sorted().filter { $0.first?.isNumber == true }.map { "Exercises/\($0)/README.md" }
  }()

  static func text(of guide: String) throws -> String {
    try String(contentsOf: repositoryRoot.appendingPathComponent(guide), encoding: .utf8)
  }

  @Test("There is a guide for every exercise, and the README")
  func guidesFound() {
    #expect(Self.guides.count == 2 + 11)
  }

  @Test("Every link in a guide leads to a file", arguments: guides)
  func linksLead(guide: String) throws {
    let folder = repositoryRoot.appendingPathComponent(guide).deletingLastPathComponent()
    for link in LessonChecksTests.links(in: try Self.text(of: guide)) {
      let target = folder.appendingPathComponent(link).standardizedFileURL.path
      #expect(FileManager.default.fileExists(atPath: target), "\(guide) links to \(link)")
    }
  }

  @Test("Every file a guide names exists", arguments: guides)
  func pathsExist(guide: String) throws {
    // An exercise's guide names its own files (`Tests/…`) from its folder; the others, from the
    // repository's root.
    let folder = repositoryRoot.appendingPathComponent(guide).deletingLastPathComponent()
    for path in LessonChecksTests.paths(in: try Self.text(of: guide)) {
      let clean = path.hasSuffix("/") ? String(path.dropLast()) : path
      let exists = [repositoryRoot, folder].contains { base in
        FileManager.default.fileExists(atPath: base.appendingPathComponent(clean).path)
      }
      #expect(exists, "\(guide) names \(path), which does not exist")
    }
  }

  @Test("Every make command in a guide is a target of the Makefile", arguments: guides)
  func makeTargetsExist(guide: String) throws {
    let makefile = try String(
      contentsOf: repositoryRoot.appendingPathComponent("Makefile"), encoding: .utf8)
    for command in LessonChecksTests.commands(in: try Self.text(of: guide)) {
      let words = command.split(separator: " ").map(String.init)
      guard words.first == "make" else { continue }
      let target = words.count > 1 && !words[1].hasPrefix("#") ? words[1] : "help"
      let isTarget = makefile.contains("\n\(target):")
      #expect(isTarget, "\(guide): `\(command)`: no such make target")
    }
  }
}
