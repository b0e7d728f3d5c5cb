import AppShell
import Foundation
import NewsCore

/// A number in a lesson's prose that the code can produce, written `@{…}` in the source and
/// worked out each time the lessons are made, so a sentence cannot go stale:
///
///     @{tests}                         every test `make test` runs
///     @{tests Tests/MVVMNewsTests}     the tests in one folder
///     @{seconds feed}                  how long the mock feed takes (`picture`: a picture)
///     @{messages mvc | wait}           the messages `--trace` prints for those keys
///     @{messages mvvm wait | refresh}  … after a setup whose messages are not counted
///     @{messages mvvm --naive-cells | wait 3 | → TimedMockImageLoader}
///                                      … only those whose text holds the last part
///     @{recorded PATH FUNCTION}        the states the test FUNCTION expects its recorder to
///                                      have: the elements of its `….values == [ … ]`
///     @{lines FOLDER}                  a telling's lines of code, `--trace`'s file aside, as
///                                      lesson 10's table counts them
///     @{same FOLDER FOLDER}            the Swift files the two folders hold alike, by name:
///                                      `A.swift`, `B.swift` and `C.swift`
///     @{minutes}                       this lesson's reading time
///
/// Scripts are written as `--script` takes them, comma-separated; counts up to ten are
/// written in words.
@MainActor
struct InlineValue {
  let workspace: Workspace
  let variants: [any NewsVariant.Type]

  /// `text` with every `@{…}` replaced by its value; `minutes` is the lesson's reading time.
  func expand(_ text: String, minutes: Int) throws(InlineError) -> String {
    var output = ""
    var rest = text[...]
    while let start = rest.range(of: "@{") {
      output += rest[..<start.lowerBound]
      guard let end = rest[start.upperBound...].firstIndex(of: "}") else {
        throw InlineError("a @{ is not closed")
      }
      let words = rest[start.upperBound..<end].split(separator: " ").map(String.init)
      output += try value(of: words, minutes: minutes)
      rest = rest[rest.index(after: end)...]
    }
    return output + rest
  }

  private func value(of words: [String], minutes: Int) throws(InlineError) -> String {
    switch words.first {
    case "tests":
      let folders = words.count > 1 ? Array(words.dropFirst()) : allTestFolders
      return number(folders.map(testCount(in:)).reduce(0, +))
    case "seconds":
      switch words.dropFirst().first {
      case "feed": return seconds(TimedMockNewsFetcher.defaultDelay)
      case "picture": return seconds(TimedMockImageLoader.defaultDelay)
      default: throw InlineError("@{seconds} takes feed or picture")
      }
    case "messages":
      return number(try messageCount(words.dropFirst().joined(separator: " ")))
    case "recorded":
      guard words.count == 3 else { throw InlineError("@{recorded} takes a path and a test") }
      return number(try recordedStates(path: words[1], test: words[2]))
    case "lines":
      guard words.count == 2, workspace.isFolder(words[1]) else {
        throw InlineError("@{lines} takes a telling's folder")
      }
      let files = workspace.swiftFiles(in: words[1]).filter { $0 != Workspace.tracingFile }
      return number(files.map { workspace.codeLines(at: "\(words[1])/\($0)") }.reduce(0, +))
    case "same":
      guard words.count == 3 else { throw InlineError("@{same} takes two folders") }
      return try sameFiles(words[1], words[2])
    case "minutes":
      return "\(minutes)"
    default:
      throw InlineError("unknown value @{\(words.joined(separator: " "))}")
    }
  }

  /// The folders `make test` runs tests from: `Tests/*`. The exercises' tests run in their own
  /// packages, in `make exercises-ci`.
  private var allTestFolders: [String] {
    workspace.entries(of: "Tests").map { "Tests/\($0)" }
  }

  /// The tests in the folder at `path` and below it (see `Workspace.testCount(at:)`).
  private func testCount(in path: String) -> Int {
    workspace.swiftFiles(under: path).map(workspace.testCount(at:)).reduce(0, +)
  }

  /// `VARIANT [--fail] [--naive-cells] [SETUP] | SHOWN [| TEXT]`: the messages of the shown
  /// keys in a traced run, or only those whose text holds TEXT.
  private func messageCount(_ spec: String) throws(InlineError) -> Int {
    let parts = spec.split(separator: "|", omittingEmptySubsequences: false).map {
      $0.trimmingCharacters(in: .whitespaces)
    }
    var head = parts[0].split(separator: " ").map(String.init)[...]
    guard parts.count == 2 || parts.count == 3, let name = head.popFirst(),
      let variant = variants.first(where: { $0.name == name })
    else {
      throw InlineError("@{messages} takes a variant, setup keys, | and the keys counted")
    }
    var flags: Set<String> = []
    while let flag = head.first, flag.hasPrefix("--") { flags.insert(head.removeFirst()) }
    guard flags.isSubset(of: ["--fail", "--naive-cells"]) else {
      throw InlineError("@{messages} knows --fail and --naive-cells")
    }
    let setup = head.joined(separator: " ")
    do throws(LaunchError) {
      let run = TracedRun(
        variant, failing: flags.contains("--fail"), naiveCells: flags.contains("--naive-cells"))
      if !setup.isEmpty { _ = try run.messages(of: setup) }
      var steps = try run.messages(of: parts[1])
      if !setup.isEmpty { steps.removeFirst() }
      let messages = steps.flatMap(\.messages).map(\.description)
      return parts.count == 3 ? messages.filter { $0.contains(parts[2]) }.count : messages.count
    } catch {
      throw InlineError(error.message)
    }
  }

  /// How many states the test `test` of the file at `path` expects its recorder to have: the
  /// elements of the first `….values == [ … ]` after `func test(`.
  private func recordedStates(path: String, test: String) throws(InlineError) -> Int {
    guard let source = workspace.text(at: path) else { throw InlineError("no file \(path)") }
    guard let function = source.range(of: "func \(test)("),
      let list = source.range(
        of: ".values == [", range: function.upperBound..<source.endIndex)
    else {
      throw InlineError("\(path) has no test \(test) comparing a recorder's values with a list")
    }
    // Count the commas outside any inner brackets and strings, up to the list's own "]"; a
    // comma just before it (a trailing comma) ends no element.
    var depth = 0
    var commas = 0
    var isInString = false
    var last: Character = "["
    for character in source[list.upperBound...] {
      if character == "\"" { isInString.toggle() }
      if isInString || character.isWhitespace { continue }
      switch character {
      case "(", "[", "{": depth += 1
      case ")", "}": depth -= 1
      case "]" where depth == 0: return last == "[" ? 0 : last == "," ? commas : commas + 1
      case "]": depth -= 1
      case "," where depth == 0: commas += 1
      default: break
      }
      last = character
    }
    throw InlineError("\(path): the list after \(test) is not closed")
  }

  /// The files the folders `old` and `new` hold alike, byte for byte, `--trace`'s aside.
  private func sameFiles(_ old: String, _ new: String) throws(InlineError) -> String {
    guard workspace.isFolder(old), workspace.isFolder(new) else {
      throw InlineError("@{same} takes two folders: \(old) and \(new)")
    }
    let same = workspace.filePairs(old, new).filter { pair in
      workspace.text(at: pair.old).map { $0 == workspace.text(at: pair.new) } ?? false
    }.map { "`\($0.old.split(separator: "/").last ?? "")`" }
    guard let last = same.last else { throw InlineError("\(old) and \(new) share no file") }
    return same.count == 1 ? last : same.dropLast().joined(separator: ", ") + " and " + last
  }

  /// `three`, `1,234`: as the prose writes numbers, up to ten in words.
  private func number(_ value: Int) -> String {
    let words = [
      "zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
    ]
    guard !words.indices.contains(value) else { return words[value] }
    return value.formatted(.number.grouping(.automatic).locale(Locale(identifier: "en_US")))
  }

  /// `three seconds`: a whole number up to five in words, anything else in figures.
  private func seconds(_ duration: Duration) -> String {
    let seconds = Seconds(duration)
    let names = [1: "one", 2: "two", 3: "three", 4: "four", 5: "five"]
    if seconds.milliseconds % 1000 == 0, let name = names[seconds.milliseconds / 1000] {
      return name + (seconds.milliseconds == 1000 ? " second" : " seconds")
    }
    return "\(seconds) seconds"
  }
}

/// What went wrong with a `@{…}` value.
struct InlineError: Error {
  let message: String
  init(_ message: String) { self.message = message }
}
