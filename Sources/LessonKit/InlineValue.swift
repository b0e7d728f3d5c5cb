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
///     @{minutes}                       this lesson's reading time
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
      return number(try messageCount(Array(words.dropFirst())))
    case "minutes":
      return "\(minutes)"
    default:
      throw InlineError("unknown value @{\(words.joined(separator: " "))}")
    }
  }

  /// The folders `make test` runs tests from: `Tests/*` and every exercise's `Tests`.
  private var allTestFolders: [String] {
    workspace.entries(of: "Tests").map { "Tests/\($0)" }
      + workspace.entries(of: "Exercises").map { "Exercises/\($0)/Tests" }
  }

  /// The tests in the folder at `path` and below it (see `Workspace.testCount(at:)`).
  private func testCount(in path: String) -> Int {
    swiftFiles(under: path).map(workspace.testCount(at:)).reduce(0, +)
  }

  /// `VARIANT [--fail] [SETUP] | SHOWN`: the messages of the shown keys in a traced run.
  private func messageCount(_ words: [String]) throws(InlineError) -> Int {
    guard let name = words.first, let variant = variants.first(where: { $0.name == name }),
      let bar = words.firstIndex(of: "|")
    else { throw InlineError("@{messages} takes a variant, setup keys, | and the keys counted") }
    let failing = words.contains("--fail")
    let setup = words[1..<bar].filter { $0 != "--fail" }.joined(separator: ",")
    let shown = words[(bar + 1)...].joined(separator: ",")
    do throws(LaunchError) {
      let run = TracedRun(variant, failing: failing)
      if !setup.isEmpty { _ = try run.messages(of: setup) }
      var steps = try run.messages(of: shown)
      if !setup.isEmpty { steps.removeFirst() }
      return steps.map(\.messages.count).reduce(0, +)
    } catch {
      throw InlineError(error.message)
    }
  }

  /// The Swift files at `path`: the file itself, or every one in the folder and below it.
  private func swiftFiles(under path: String) -> [String] {
    guard workspace.isFolder(path) else { return path.hasSuffix(".swift") ? [path] : [] }
    return workspace.entries(of: path).flatMap { swiftFiles(under: "\(path)/\($0)") }
  }

  /// `1,234`: as the prose writes numbers.
  private func number(_ value: Int) -> String {
    value.formatted(.number.grouping(.automatic).locale(Locale(identifier: "en_US")))
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
