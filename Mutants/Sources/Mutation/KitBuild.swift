import Foundation

/// The kit's targets as `swift package describe --type json` lists them.
public struct KitPackage: Sendable {
  public struct Target: Sendable {
    public let name: String
    public let isTest: Bool
    /// The target's files, from the kit's folder: its sources and resources.
    public let files: [String]
    public let dependencies: [String]
  }

  public let targets: [String: Target]

  public init(describing json: Data, root: String) throws {
    struct Description: Decodable {
      struct Target: Decodable {
        struct Resource: Decodable { let path: String }
        let name: String
        let path: String
        let sources: [String]?
        let resources: [Resource]?
        let targetDependencies: [String]?
        let type: String
      }
      let targets: [Target]
    }
    let decoder = JSONDecoder()
    decoder.keyDecodingStrategy = .convertFromSnakeCase
    let description = try decoder.decode(Description.self, from: json)
    var targets: [String: Target] = [:]
    for target in description.targets {
      let resources = (target.resources ?? []).map {
        $0.path.hasPrefix(root + "/") ? String($0.path.dropFirst(root.count + 1)) : $0.path
      }
      targets[target.name] = Target(
        name: target.name, isTest: target.type == "test",
        files: (target.sources ?? []).map { target.path + "/" + $0 } + resources,
        dependencies: target.targetDependencies ?? [])
    }
    self.targets = targets
  }

  /// `names` and every target they depend on, directly or not, but for those in `leaving`.
  public func closure(of names: [String], leaving: Set<String> = []) -> Set<String> {
    var found: Set<String> = []
    var next = names
    while let name = next.popLast() {
      guard !leaving.contains(name), found.insert(name).inserted, let target = targets[name] else {
        continue
      }
      next += target.dependencies
    }
    return found
  }
}

/// What the kit's last debug build ran, read from SwiftPM's own record of it
/// (`.build/debug.yaml`): how each module was compiled and how the tests were linked. A mutant
/// is built with the same commands, one file and one link at a time.
public struct DebugBuild: Sendable {
  /// The compiler driver's arguments for each module, by name.
  let modules: [String: [String]]
  /// The link of the test program: its arguments, the file listing its objects, its output.
  let link: [String]
  let objectList: String
  let testProgram: String

  public init(manifest: String) throws {
    var modules: [String: [String]] = [:]
    var link: [String]?
    var description = ""
    for line in manifest.split(separator: "\n", omittingEmptySubsequences: false) {
      if line.hasPrefix("  \"") {
        description = ""
      } else if line.hasPrefix("    description: ") {
        description = String(line.dropFirst("    description: ".count))
      } else if line.hasPrefix("    args: ") {
        let data = Data(line.dropFirst("    args: ".count).utf8)
        guard let args = try? JSONDecoder().decode([String].self, from: data) else { continue }
        if let module = Self.compiledModule(in: description) {
          modules[module] = args
        } else if description.hasPrefix("\"Linking "), description.contains("PackageTests") {
          link = args
        }
      }
    }
    guard let link, let list = link.first(where: { $0.hasPrefix("@") }),
      let output = link.firstIndex(of: "-o").map({ link[$0 + 1] })
    else {
      throw MutationError(
        "the kit's build has no test program: run `swift build --build-tests` (make mutants does)"
      )
    }
    self.modules = modules
    self.link = link
    objectList = String(list.dropFirst())
    testProgram = output
  }

  /// `Compiling Swift Module 'MVPNews' (14 sources)` names MVPNews.
  static func compiledModule(in description: String) -> String? {
    let prefix = "\"Compiling Swift Module '"
    guard description.hasPrefix(prefix) else { return nil }
    let rest = description.dropFirst(prefix.count)
    return rest.firstIndex(of: "'").map { String(rest[..<$0]) }
  }

  /// How the last build compiled `module`: each source's own compiler job (the driver's, printed
  /// rather than run) and the object it made.
  public func jobs(of module: String) throws -> [String: (job: [String], object: String)] {
    guard let arguments = modules[module], let driver = arguments.first else {
      throw MutationError("the kit's build did not compile \(module)")
    }
    var kept: [String] = ["-driver-print-jobs", "-disable-batch-mode"]
    var objects: [String: String] = [:]
    var rest = arguments.dropFirst()
    while let argument = rest.popFirst() {
      switch argument {
      case "-emit-module-path", "-index-store-path", "-emit-objc-header-path":
        _ = rest.popFirst()
      case "-output-file-map":
        if let path = rest.popFirst() { objects = try Self.objects(inMap: path) }
      case "-emit-dependencies", "-emit-module", "-incremental", "-enable-batch-mode",
        "-serialize-diagnostics", "-parseable-output", "-emit-objc-header":
        break
      case "-warnings-as-errors":
        // CI's build keeps no warnings; a mutant may cause one ("will never be executed").
        break
      case _ where argument.hasPrefix("-j"):
        break
      case _ where argument.hasPrefix("@"):
        let list = try String(contentsOfFile: String(argument.dropFirst()), encoding: .utf8)
        kept += list.split(separator: "\n").map(String.init)
      default:
        kept.append(argument)
      }
    }
    let printed = try Self.output(of: driver, kept)
    var jobs: [String: (job: [String], object: String)] = [:]
    for line in printed.split(separator: "\n") {
      let words = Self.words(of: String(line))
      guard let primary = words.firstIndex(of: "-primary-file"), primary + 1 < words.count else {
        continue
      }
      let source = words[primary + 1]
      if let object = objects[source] { jobs[source] = (words, object) }
    }
    return jobs
  }

  /// Each source's object, from the driver's output file map.
  static func objects(inMap path: String) throws -> [String: String] {
    let data = try Data(contentsOf: URL(fileURLWithPath: path))
    let map = try JSONDecoder().decode([String: [String: String]].self, from: data)
    return map.compactMapValues { $0["object"] }
  }

  static func output(of program: String, _ arguments: [String]) throws -> String {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: program)
    process.arguments = arguments
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = FileHandle.nullDevice
    try process.run()
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return String(decoding: data, as: UTF8.self)
  }

  /// A printed command line's words: split at spaces, quotes and backslashes honoured.
  static func words(of line: String) -> [String] {
    var words: [String] = []
    var word = ""
    var inWord = false
    var quote: Character?
    var escaped = false
    for character in line {
      if escaped {
        word.append(character)
        escaped = false
      } else if character == "\\", quote != "'" {
        escaped = true
        inWord = true
      } else if let open = quote {
        if character == open { quote = nil } else { word.append(character) }
      } else if character == "\"" || character == "'" {
        quote = character
        inWord = true
      } else if character == " " {
        if inWord { words.append(word) }
        word = ""
        inWord = false
      } else {
        word.append(character)
        inWord = true
      }
    }
    if inWord { words.append(word) }
    return words
  }
}
