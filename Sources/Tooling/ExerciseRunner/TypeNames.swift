import Foundation

/// A failed expectation's values with their types written as a person writes them: Swift
/// Testing describes a value with its type's full name (`Swift.Result<Swift.Array<
/// Exercise06Presenter.Episode>, Exercise06Presenter.EpisodeLoadError>.success(…)`), which on an
/// 80-column screen buries the values. Here the modules a learner never writes go
/// (`Exercise06Presenter.`, `Swift.`), and the standard library's generic types take their
/// sugar: `[Episode]`, `[String: Int]`, `Episode?`. Text inside string literals is left alone.
enum TypeNames {
  /// The modules whose names go before a type's: the standard library's, Foundation's and the
  /// kit's. An exercise adds its own two (`readable(_:dropping:)`).
  static let familiarModules: Set<String> = [
    "Swift", "_Concurrency", "Foundation", "FoundationEssentials", "Dispatch", "Observing",
    "NewsCore", "TerminalUI", "ExerciseSupport", "Tracing",
  ]

  /// `text` with every name qualified by one of `modules` (and `familiarModules`) unqualified,
  /// then `Array<X>`, `Dictionary<K, V>` and `Optional<X>` sugared.
  static func readable(_ text: String, dropping modules: Set<String> = []) -> String {
    sugared(unqualified(text, dropping: modules.union(familiarModules)))
  }

  /// `text` without `Module.` before names, outside string literals.
  static func unqualified(_ text: String, dropping modules: Set<String>) -> String {
    var result = ""
    var word = ""
    var inString = false
    var escaped = false
    for character in text {
      if inString {
        result.append(character)
        if escaped {
          escaped = false
        } else if character == "\\" {
          escaped = true
        } else if character == "\"" {
          inString = false
        }
        continue
      }
      if character.isLetter || character.isNumber || character == "_" {
        word.append(character)
        continue
      }
      // A word followed by a dot is a qualifier when it names one of the modules, and it is
      // not itself a member (after another dot).
      let isQualifier =
        character == "." && modules.contains(word) && result.last != "."
      if !isQualifier {
        result += word
        result.append(character)
      }
      word = ""
      if character == "\"" { inString = true }
    }
    return result + word
  }

  /// `text` with `Array<X>` as `[X]`, `Dictionary<K, V>` as `[K: V]` and `Optional<X>` as `X?`,
  /// however deeply nested, outside string literals.
  static func sugared(_ text: String) -> String {
    let characters = Array(text)
    var result = ""
    var index = 0
    var inString = false
    while index < characters.count {
      let character = characters[index]
      if inString {
        result.append(character)
        if character == "\\", index + 1 < characters.count {
          result.append(characters[index + 1])
          index += 2
          continue
        }
        if character == "\"" { inString = false }
        index += 1
        continue
      }
      if character == "\"" {
        inString = true
        result.append(character)
        index += 1
        continue
      }
      let startsWord =
        index == 0
        || !(characters[index - 1].isLetter || characters[index - 1].isNumber
          || characters[index - 1] == "_" || characters[index - 1] == ".")
      if startsWord, let (name, arguments, end) = generic(in: characters, at: index),
        let sugar = sugar(name, arguments.map { sugared($0) })
      {
        result += sugar
        index = end
        continue
      }
      result.append(character)
      index += 1
    }
    return result
  }

  private static func sugar(_ name: String, _ arguments: [String]) -> String? {
    switch (name, arguments.count) {
    case ("Array", 1): "[\(arguments[0])]"
    case ("Dictionary", 2): "[\(arguments[0]): \(arguments[1])]"
    case ("Optional", 1):
      arguments[0].contains(" ") ? "(\(arguments[0]))?" : "\(arguments[0])?"
    default: nil
    }
  }

  /// `Name<A, B>` starting at `start`: the name, the arguments as written (split at the top
  /// level's commas) and the index after the closing `>`; `nil` when none starts there.
  private static func generic(in characters: [Character], at start: Int) -> (
    String, [String], Int
  )? {
    var index = start
    var name = ""
    while index < characters.count,
      characters[index].isLetter || characters[index].isNumber || characters[index] == "_"
    {
      name.append(characters[index])
      index += 1
    }
    guard ["Array", "Dictionary", "Optional"].contains(name), index < characters.count,
      characters[index] == "<"
    else { return nil }
    index += 1
    var depth = 0
    var arguments: [String] = []
    var current = ""
    while index < characters.count {
      let character = characters[index]
      // `->` in a function type is not a closing bracket.
      if character == "-", index + 1 < characters.count, characters[index + 1] == ">" {
        current += "->"
        index += 2
        continue
      }
      switch character {
      case "<", "(", "[":
        depth += 1
      case ")", "]":
        depth -= 1
      case ">" where depth == 0:
        arguments.append(current.trimmingCharacters(in: .whitespaces))
        return (name, arguments, index + 1)
      case ">":
        depth -= 1
      case "," where depth == 0:
        arguments.append(current.trimmingCharacters(in: .whitespaces))
        current = ""
        index += 1
        continue
      case "\"":
        return nil  // A string in a type's arguments: not a type after all.
      default:
        break
      }
      current.append(character)
      index += 1
    }
    return nil
  }
}
