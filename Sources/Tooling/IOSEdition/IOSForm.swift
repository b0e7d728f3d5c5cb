import Foundation

/// A teaching unit — a telling's folder, or an exercise's learner files — as it is written in an
/// Xcode project: every entry of `UIKitShape/Differences.md` that a file can show, in its iOS
/// form, each changed place marked `// ≠ entry` above it, as `UIKitShape/UIKit.swift` marks its
/// own. What it writes is compiled against Apple's iOS SDK by `make check-apple`.
///
/// The rules read the shapes the kit's teaching files are written in, line by line, as the
/// shape check does; a file written another way is left as it is, and the iOS SDK has the last
/// word on it. One shape is refused outright: an import of TerminalUI other than the plain
/// line, which the shape check would otherwise read past.
public enum IOSForm {
  /// One Swift file of a unit: its name and its text.
  public struct File: Equatable, Sendable {
    /// The file's name, `NewsListModel.swift`.
    public let name: String
    /// Its text.
    public var text: String

    /// Creates a file.
    public init(name: String, text: String) {
      self.name = name
      self.text = text
    }
  }

  /// A unit in its iOS form.
  public struct Unit: Equatable, Sendable {
    /// Its files, in the order they were given.
    public var files: [File]
    /// Whether it needs iOS 26: it reads its state in `updateProperties()`, which iOS 26 added.
    /// Its declarations then say `@available(iOS 26.0, *)`.
    public var needsIOS26: Bool
  }

  /// A file the rules will not read: which, where and why.
  public struct Refusal: Error, Equatable, CustomStringConvertible {
    /// The file's name.
    public let file: String
    /// The line, from 1.
    public let line: Int
    /// What is wrong, in a sentence.
    public let reason: String

    public var description: String { "\(file):\(line): \(reason)" }
  }

  /// TerminalUI's names for UIKit's types, without the `UI` prefix.
  public static let prefixedNames = [
    "Responder", "KeyCommand", "View", "ViewController", "NavigationController", "ScrollView",
    "ScrollViewDelegate", "TableView", "TableViewCell", "TableViewDataSource",
    "TableViewDelegate", "Label", "Font", "Color", "Image", "ImageView", "StackView",
    "ActivityIndicatorView", "ContentConfiguration", "ContentView",
    "ContentUnavailableConfiguration", "ContentUnavailableView", "Scene", "WindowScene",
    "SceneSession", "SceneDelegate", "WindowSceneDelegate", "Window", "ConfigurationState",
    "Action", "ActionHandler", "Control", "Button", "RefreshControl", "ListContentConfiguration",
    "ListContentView", "NavigationControllerDelegate", "LayoutGuide",
  ]

  /// The kit's names for Foundation's KVO types, without the `NS` prefix (`Observing`).
  public static let foundationNames = [
    "KeyValueObservation", "KeyValueObservingOptions", "KeyValueObservedChange",
  ]

  /// The types Objective-C can hold, as a property's declared type, so that KVO can name it.
  static let objectiveCTypes: Set<String> = [
    "Bool", "Int", "Double", "Float", "CGFloat", "String", "String?", "[String]", "Date",
    "Date?", "URL?", "Data", "Data?", "[Int]", "[String: String]",
  ]

  /// `files` in their iOS form.
  public static func transform(_ files: [File]) throws(Refusal) -> Unit {
    for file in files { try checkImports(of: file) }
    let declared = Set(files.flatMap { declaredNames(in: $0.text) })
    var files = files.map { file in
      var file = file
      file.text = renamed(file.text, keeping: declared)
      return file
    }
    let actions = files.flatMap { keyCommandActions(in: $0.text) }
    var versioned: [String] = []
    for index in files.indices {
      var text = files[index].text
      text = selectorActions(in: text)
      text = objcMethods(in: text, named: actions)
      text = overriddenCellInitializer(in: text)
      text = keyValueObservedModel(in: text, versioned: &versioned)
      text = mainActorHandlers(in: text)
      text = sceneDelegateEnvironment(in: text)
      files[index].text = text
    }
    for index in files.indices where !versioned.isEmpty {
      files[index].text = observingVersions(in: files[index].text, of: versioned)
    }
    let needsIOS26 = files.contains { $0.text.contains("updateProperties()") }
    if needsIOS26 {
      for index in files.indices {
        let text = files[index].text
        files[index].text = availableFromIOS26(text, marked: text.contains("updateProperties()"))
      }
    }
    return Unit(files: files, needsIOS26: needsIOS26)
  }

  // MARK: - Imports and names

  /// Refuses any import of TerminalUI but the plain line, once: `@preconcurrency import
  /// TerminalUI`, `import struct TerminalUI.Label`, a second `import TerminalUI`. Each would
  /// reach UIKit's stand-in in a way no rule reads as `import UIKit`.
  static func checkImports(of file: File) throws(Refusal) {
    var plain = 0
    for (offset, line) in lines(of: file.text).enumerated() {
      let code = line.trimmingCharacters(in: .whitespaces)
      guard !code.hasPrefix("//"),
        code.range(of: #"\bimport\b"#, options: .regularExpression) != nil,
        code.range(of: #"\bTerminalUI\b"#, options: .regularExpression) != nil
      else { continue }
      if code == "import TerminalUI" {
        plain += 1
        if plain == 1 { continue }
        throw Refusal(
          file: file.name, line: offset + 1,
          reason: "TerminalUI is imported twice; one `import TerminalUI` is UIKit's import")
      }
      throw Refusal(
        file: file.name, line: offset + 1,
        reason:
          "`\(code)`: only the line `import TerminalUI` imports UIKit's stand-in, as "
          + "`import UIKit` does on iOS")
    }
  }

  /// The types, protocols and aliases `text` declares: a unit's own `SceneDelegate` keeps its
  /// name, where UIKit's protocol of that name would otherwise be meant.
  static func declaredNames(in text: String) -> [String] {
    matches(
      of:
        #"^\s*(?:public |package |private |fileprivate |internal )?(?:final )?(?:class|struct|enum|protocol|typealias|actor) ([A-Za-z_]\w*)"#,
      in: text, group: 1)
  }

  /// Puts the `UI` prefix back on TerminalUI's names and the `NS` prefix on Foundation's, but on
  /// names the unit declares itself and in comments.
  static func renamed(_ text: String, keeping declared: Set<String>) -> String {
    let renames =
      prefixedNames.filter { !declared.contains($0) }.map { ($0, "UI" + $0) }
      + foundationNames.filter { !declared.contains($0) }.map { ($0, "NS" + $0) }
    let patterns = renames.map { old, new in
      (old, regex(#"(?<![\w.])"# + old + #"(?!\w)"#), new)
    }
    return eachLine(text) { line in
      var line = line
      if line.trimmingCharacters(in: .whitespaces).hasPrefix("//") { return line }
      if line == "import TerminalUI" { return "import UIKit" }
      // A line without the name needs no regular expression: most lines have none.
      for (old, pattern, new) in patterns where line.contains(old) {
        line = pattern.stringByReplacingMatches(
          in: line, range: NSRange(line.startIndex..., in: line), withTemplate: new)
      }
      return line
    }
  }

  // MARK: - key-commands

  /// The methods key commands name: `action: ListViewController.refresh` gives
  /// `(ListViewController, refresh)`.
  static func keyCommandActions(in text: String) -> [(type: String, method: String)] {
    let types = matches(of: #"action: ([A-Z]\w*)\.\w+(?=[,)\s]|$)"#, in: text, group: 1)
    let methods = matches(of: #"action: [A-Z]\w*\.(\w+)(?=[,)\s]|$)"#, in: text, group: 1)
    return zip(types, methods).map { (type: $0, method: $1) }
  }

  /// `action: ListViewController.refresh` becomes `action: #selector(ListViewController.refresh)`:
  /// UIKit sends a selector along the responder chain.
  static func selectorActions(in text: String) -> String {
    let pattern = regex(#"action: ([A-Z]\w*\.\w+)(?=[,)\s]|$)"#)
    return mapLines(text, marking: "key-commands") { line in
      guard line.contains("action: ") else { return nil }
      let range = NSRange(line.startIndex..., in: line)
      guard pattern.firstMatch(in: line, range: range) != nil else { return nil }
      return pattern.stringByReplacingMatches(
        in: line, range: range, withTemplate: "action: #selector($1)")
    }
  }

  /// A key command's method is `@objc`, so that a selector can name it: the method of that name
  /// in the type the command names, not a protocol's or a view model's of the same name.
  static func objcMethods(in text: String, named actions: [(type: String, method: String)])
    -> String
  {
    guard !actions.isEmpty else { return text }
    let owners = enclosingTypes(of: text)
    // Made once: a regex literal is parsed again each time it is evaluated.
    let method = #/^(?:private |fileprivate |internal )?func (\w+)\(/#
    var index = -1
    return mapLines(text, marking: "key-commands") { line in
      index += 1
      let indent = line.prefix { $0 == " " }
      let code = line.dropFirst(indent.count)
      guard code.contains("func "), let name = code.firstMatch(of: method),
        actions.contains(where: { $0.type == owners[index] && $0.method == name.output.1 })
      else { return nil }
      return indent + "@objc " + code
    }
  }

  /// The type each line of `text` is inside, by name (an extension's type, for its members), or
  /// `nil` at the top level: braces counted outside strings and comments.
  static func enclosingTypes(of text: String) -> [String?] {
    var stack: [(depth: Int, name: String)] = []
    var depth = 0
    var inBlockComment = false
    let opener = regex(
      #"^\s*(?:@\w+(?:\([^)]*\))?\s+)*(?:public |package |private |fileprivate |internal |open )?(?:final )?(?:class|struct|enum|extension|actor|protocol) ([A-Za-z_]\w*)"#
    )
    // A type's name waits for its opening brace, which may be on a later line.
    var pending: String?
    return lines(of: text).map { line in
      let owner = stack.last?.name
      if let match = opener.firstMatch(in: line, range: NSRange(line.startIndex..., in: line)),
        let range = Range(match.range(at: 1), in: line)
      {
        pending = String(line[range])
      }
      var inString = false
      var previous: Character = " "
      for character in line {
        if inBlockComment {
          if previous == "*" && character == "/" { inBlockComment = false }
        } else if inString {
          if character == "\"" && previous != "\\" { inString = false }
        } else if previous == "/" && character == "/" {
          break
        } else if previous == "/" && character == "*" {
          inBlockComment = true
        } else if character == "\"" {
          inString = true
        } else if character == "{" {
          depth += 1
          if let name = pending {
            stack.append((depth, name))
            pending = nil
          }
        } else if character == "}" {
          if stack.last?.depth == depth { stack.removeLast() }
          depth -= 1
        }
        previous = character
      }
      return owner
    }
  }

  // MARK: - cell-initializer

  /// A cell class overrides UIKit's `init(style:reuseIdentifier:)`, which is not `required`.
  static func overriddenCellInitializer(in text: String) -> String {
    mapLines(text, marking: "cell-initializer") { line in
      guard line.contains("required init(style: "), line.contains("reuseIdentifier: ") else {
        return nil
      }
      return line.replacingOccurrences(of: "required init(style: ", with: "override init(style: ")
    }
  }

  // MARK: - key-value-observing

  /// A model that tells its observers itself becomes an `NSObject` whose KVO the runtime runs:
  /// a property Objective-C can hold is `@objc dynamic`; one it cannot (an array of Swift
  /// structs, a Swift enum) keeps its value and counts its changes in an `@objc dynamic`
  /// version, which observers watch instead. `versioned` collects those properties' names.
  static func keyValueObservedModel(in text: String, versioned: inout [String]) -> String {
    guard text.contains("KeyValueObservable") else { return text }
    var text = mapLines(text, marking: "key-value-observing") { line in
      guard line.contains("class "), line.contains("KeyValueObservable") else { return nil }
      let conformances = regex(#"(class \w+: )(.*)KeyValueObservable(, )?"#)
      return conformances.stringByReplacingMatches(
        in: line, range: NSRange(line.startIndex..., in: line), withTemplate: "$1NSObject, $2"
      )
      .replacingOccurrences(of: ", {", with: " {")
      .replacingOccurrences(of: ",  {", with: " {")
    }
    text = text.replacingOccurrences(
      of: #"\n\s*let keyValueObservers = KeyValueObservers\(\)\n(\s*\n)?"#, with: "\n",
      options: .regularExpression)
    // `NSObject` is Foundation's; UIKit brings it too.
    if !text.contains("import Foundation\n"), !text.contains("import UIKit\n") {
      text = "import Foundation\n" + text
    }
    let property = regex(
      #"^( *)((?:[\w()]+ )*)var (\w+)(?:: ([^={\n]+?))?( = [^{\n]+?)? \{\n\s*willSet \{ willChangeValue\(for: \\\.\3\) \}\n\s*didSet \{ didChangeValue\(for: \\\.\3\) \}\n\s*\}"#,
      options: [.anchorsMatchLines])
    let source = text as NSString
    var result = ""
    var done = 0
    for match in property.matches(in: text, range: NSRange(location: 0, length: source.length)) {
      func group(_ index: Int) -> String {
        match.range(at: index).location == NSNotFound
          ? "" : source.substring(with: match.range(at: index))
      }
      result += source.substring(with: NSRange(location: done, length: match.range.location - done))
      done = match.range.location + match.range.length
      let (indent, modifiers, name) = (group(1), group(2), group(3))
      let (type, initial) = (group(4), group(5))
      let typed = type.isEmpty ? "" : ": " + type
      if holdsInObjectiveC(type: type, initial: initial) {
        result += indent + "// ≠ key-value-observing\n"
        result += indent + "@objc dynamic " + modifiers + "var " + name + typed + initial
      } else {
        versioned.append(name)
        result += indent + modifiers + "var " + name + typed + initial + " {\n"
        result += indent + "  didSet { \(name)Version += 1 }\n"
        result += indent + "}\n"
        result +=
          indent + "// ≠ key-value-observing: KVO names only what Objective-C can hold,"
          + " and `\(name)`\n"
        result += indent + "// cannot: observers watch its version.\n"
        result += indent + "@objc dynamic " + modifiers + "var " + name + "Version = 0"
      }
    }
    return result + source.substring(from: done)
  }

  /// Whether KVO can name a property of `type` (or, with none written, of its initial value).
  static func holdsInObjectiveC(type: String, initial: String) -> Bool {
    if !type.isEmpty { return objectiveCTypes.contains(type.trimmingCharacters(in: .whitespaces)) }
    let value = initial.dropFirst(3).trimmingCharacters(in: .whitespaces)
    return value == "true" || value == "false" || value.first == "\"" || Int(value) != nil
      || Double(value) != nil
  }

  /// Observers of a property kept as a version watch the version.
  static func observingVersions(in text: String, of names: [String]) -> String {
    mapLines(text, marking: "key-value-observing") { line in
      var changed = line
      for name in names {
        changed = changed.replacingOccurrences(
          of: "observe(\\.\(name))", with: "observe(\\.\(name)Version)"
        ).replacingOccurrences(of: "observe(\\.\(name),", with: "observe(\\.\(name)Version,")
      }
      return changed == line ? nil : changed
    }
  }

  // MARK: - observation-handler

  /// A KVO handler runs on the thread that changed the property: on iOS it is not isolated to
  /// the main actor, as the kit's is. The kit's models change on the main actor, so the handler
  /// says it is there (and stops the app if a change ever comes from elsewhere).
  static func mainActorHandlers(in text: String) -> String {
    var lines = lines(of: text)
    var index = 0
    while index < lines.count {
      let line = lines[index]
      guard line.contains(".observe(\\."), line.hasSuffix(" in") else {
        index += 1
        continue
      }
      var balance = braceBalance(line)
      var end = index + 1
      while end < lines.count {
        balance += braceBalance(lines[end])
        if balance <= 0 { break }
        end += 1
      }
      guard end < lines.count else { break }
      let indent = String(line.prefix { $0 == " " })
      var body = Array(lines[(index + 1)..<end])
      // `self` unwrapped before the hop is strong in it, and may stay implicit there.
      let unwrap =
        body.first?.trimmingCharacters(in: .whitespaces) == "guard let self else { return }"
      let kept = unwrap ? [body.removeFirst()] : []
      lines.replaceSubrange(
        index...end,
        with: [indent + "// ≠ observation-handler", line] + kept
          + [indent + "  MainActor.assumeIsolated {"] + body.map { $0.isEmpty ? $0 : "  " + $0 }
          + [indent + "  }", lines[end]])
      index = end + 4
    }
    return lines.joined(separator: "\n")
  }

  /// Braces opened minus braces closed on `line`, outside strings and comments.
  static func braceBalance(_ line: String) -> Int {
    var balance = 0
    var inString = false
    var previous: Character = " "
    for character in line {
      if inString {
        if character == "\"" && previous != "\\" { inString = false }
      } else if previous == "/" && character == "/" {
        break
      } else if character == "\"" {
        inString = true
      } else if character == "{" {
        balance += 1
      } else if character == "}" {
        balance -= 1
      }
      previous = character
    }
    return balance
  }

  // MARK: - scene-delegate

  /// UIKit makes the scene delegate with `init()`, from the Info.plist's scene manifest; it makes
  /// its environment itself (`NewsEnvironment.live()`, in the edition's support module).
  static func sceneDelegateEnvironment(in text: String) -> String {
    guard text.contains("WindowSceneDelegate") else { return text }
    var text = text.replacingOccurrences(
      of:
        #"\n( *)init\(environment: NewsEnvironment\) \{\n\s*self\.environment = environment\n\s*\}\n(\s*\n)?"#,
      with: "\n", options: .regularExpression)
    text = text.replacingOccurrences(
      of: #"(?m)^( *)private let environment: NewsEnvironment$"#,
      with: "$1// ≠ scene-delegate\n$1private let environment = NewsEnvironment.live()",
      options: .regularExpression)
    return text
  }

  // MARK: - iOS 26

  /// Every top-level declaration says it needs iOS 26, above its attributes; in a file that
  /// reads state in `updateProperties()`, the first one is marked.
  static func availableFromIOS26(_ text: String, marked: Bool) -> String {
    var lines = lines(of: text)
    let declaration = regex(
      #"^(?:public |package |private |fileprivate |internal )?(?:final )?(?:class|struct|enum|protocol|extension|actor|func|typealias) "#
    )
    var index = 0
    while index < lines.count {
      let line = lines[index]
      if declaration.firstMatch(in: line, range: NSRange(line.startIndex..., in: line)) != nil {
        var top = index
        while top > 0, lines[top - 1].hasPrefix("@") { top -= 1 }
        let mark = marked && !lines[..<top].contains("// ≠ observation-tracking")
        let added = (mark ? ["// ≠ observation-tracking"] : []) + ["@available(iOS 26.0, *)"]
        lines.insert(contentsOf: added, at: top)
        index += added.count
      }
      index += 1
    }
    return lines.joined(separator: "\n")
  }

  // MARK: - Helpers

  static func lines(of text: String) -> [String] {
    text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
  }

  /// Each line through `change`; lines it changes get the mark `// ≠ entry` above, once per
  /// run of changed lines.
  static func mapLines(
    _ text: String, marking entry: String? = nil, _ change: (String) -> String?
  ) -> String {
    var out: [String] = []
    var previousChanged = false
    for line in lines(of: text) {
      guard let changed = change(line), changed != line else {
        out.append(line)
        previousChanged = false
        continue
      }
      if let entry, !previousChanged, out.last?.contains("// ≠ \(entry)") != true {
        // Above the declaration's attributes, if it has any.
        let indent = changed.prefix { $0 == " " }
        var at = out.count
        while at > 0, out[at - 1].hasPrefix(indent + "@") { at -= 1 }
        out.insert(indent + "// ≠ \(entry)", at: at)
      }
      out.append(changed)
      previousChanged = true
    }
    return out.joined(separator: "\n")
  }

  static func eachLine(_ text: String, _ change: (String) -> String) -> String {
    lines(of: text).map(change).joined(separator: "\n")
  }

  static func regex(_ pattern: String, options: NSRegularExpression.Options = [])
    -> NSRegularExpression
  {
    // The patterns are this file's own literals: one that does not compile is a bug here.
    try! NSRegularExpression(pattern: pattern, options: options)
  }

  static func matches(of pattern: String, in text: String, group: Int) -> [String] {
    let expression = regex(pattern, options: [.anchorsMatchLines])
    return expression.matches(in: text, range: NSRange(text.startIndex..., in: text)).compactMap {
      Range($0.range(at: group), in: text).map { String(text[$0]) }
    }
  }
}
