import Foundation

/// The iOS edition, `iOS/`: each telling and each exercise's solution as it is written in an
/// Xcode project (`IOSForm`), with a `Package.swift` a Mac opens in Xcode. Made by `make ios`,
/// committed, and compared with what the code makes today by `make test`, as the lessons are.
///
/// `iOS/Sources/NewsKitIOS` is written by hand, not made: what an iOS app gives the tellings
/// that the kit's terminal gives them here (a clock on the main queue, the scene delegate's
/// environment, KVO observations kept in a bag).
public struct IOSEdition {
  /// One unit of the edition: where its files come from, and the module it becomes.
  public struct Source: Equatable, Sendable {
    /// The module's name: the telling's (`MVCNews`) or the exercise's (`Exercise02MvcObserver`).
    public let module: String
    /// The folder its files are read from, from the repository's root.
    public let folder: String
  }

  /// One file the edition holds: its path from the repository's root, and its text.
  public struct Output: Equatable, Sendable {
    /// `iOS/Sources/MVCNews/NewsListModel.swift`.
    public let path: String
    /// Its text.
    public let text: String
  }

  /// The repository's root.
  public let root: URL

  /// The edition's folder, from the root.
  public static let folder = "iOS"
  /// The folder of the support module, written by hand.
  public static let supportModule = "NewsKitIOS"
  /// The kit's modules a unit may import, each a product of the kit's package.
  static let kitModules = ["NewsCore", "Observing", "FeedReader"]

  /// Creates the edition of the repository at `root`.
  public init(root: URL) { self.root = root }

  /// The tellings (every `Sources/…News` folder) and the exercises' solutions.
  public func sources() -> [Source] {
    let tellings = folders(in: "Sources").filter { $0.hasSuffix("News") }.map {
      Source(module: $0, folder: "Sources/" + $0)
    }
    let exercises = folders(in: "Exercises").filter { $0.first?.isNumber == true }.compactMap {
      name in
      module(of: "Exercises/\(name)").map {
        Source(module: $0, folder: "Exercises/\(name)/Solution")
      }
    }
    return tellings + exercises
  }

  /// The learner's module of the exercise whose folder is `folder` or holds it: the first
  /// target its `Package.swift` declares.
  public func module(of folder: String) -> String? {
    let folders = [folder, (folder as NSString).deletingLastPathComponent]
    let manifest = folders.lazy.compactMap { self.text(at: $0 + "/Package.swift") }.first ?? ""
    return IOSForm.matches(of: #"\.target\(\s*name: "(\w+)""#, in: manifest, group: 1).first
  }

  /// The teaching files of `folder`: its Swift files but the kit's own (`Tracing.swift`, a
  /// telling's entry `NewsApp.swift`) and the tests a learner writes (`…Test.swift`), which are
  /// compiled with the tests, not the app.
  public func teachingFiles(in folder: String) -> [IOSForm.File] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: url(folder).path)) ?? []
    return names.filter(Self.isTeachingFile).sorted().compactMap { name in
      text(at: folder + "/" + name).map { IOSForm.File(name: name, text: $0) }
    }
  }

  /// Whether a file of a unit's folder is teaching code.
  public static func isTeachingFile(_ name: String) -> Bool {
    name.hasSuffix(".swift") && name != "Package.swift" && name != "Tracing.swift"
      && name != "NewsApp.swift"
      && !name.hasSuffix("Test.swift") && !name.hasSuffix("Tests.swift")
  }

  /// Every file of the edition but the support module's, as the code makes it today.
  public func make() throws(IOSForm.Refusal) -> [Output] {
    var outputs: [Output] = []
    var targets: [(source: Source, imports: [String], needsIOS26: Bool)] = []
    var tellings: [IOSApp.Telling] = []
    for source in sources() {
      let unit = try IOSForm.transform(teachingFiles(in: source.folder))
      let entryPath = source.folder + "/NewsApp.swift"
      if let entry = text(at: entryPath),
        let telling = IOSApp.telling(
          module: source.module, entry: entry, needsIOS26: unit.needsIOS26)
      {
        tellings.append(telling)
        outputs.append(IOSApp.entryFile(for: telling, from: entryPath))
      }
      for file in unit.files {
        let header = """
          // Made by `make ios` from \(source.folder)/\(file.name): the kit's file as it is written
          // on iOS. Each `// ≠ name` marks a line that differs, named in UIKitShape/Differences.md.

          """
        outputs.append(
          Output(
            path: "\(Self.folder)/Sources/\(source.module)/\(file.name)",
            text: header + Self.withSupportImport(file.text)))
      }
      let imports = Self.kitModules.filter { module in
        unit.files.contains {
          $0.text.contains("\nimport \(module)\n") || $0.text.hasPrefix("import \(module)\n")
        }
      }
      targets.append((source, imports, unit.needsIOS26))
    }
    outputs.append(Output(path: "\(Self.folder)/Package.swift", text: Self.manifest(for: targets)))
    outputs += IOSApp.files(for: IOSApp.inKitOrder(tellings, manifest: text(at: "Package.swift")))
    return outputs.sorted { $0.path < $1.path }
  }

  /// The committed edition's made files that differ from `made`, or are missing, or are no
  /// longer made: each path, with what is wrong.
  public func drift(from made: [Output]) -> [String] {
    var problems: [String] = []
    for output in made where text(at: output.path) != output.text {
      problems.append(
        text(at: output.path) == nil ? "\(output.path) is missing" : "\(output.path) is stale")
    }
    let madePaths = Set(made.map(\.path))
    for folder in madeFolders() {
      let names = (try? FileManager.default.contentsOfDirectory(atPath: url(folder).path)) ?? []
      for name in names.sorted() where !madePaths.contains(folder + "/" + name) {
        problems.append("\(folder)/\(name) is no longer made from the code")
      }
    }
    return problems
  }

  /// The folders whose every file `make ios` writes: each unit's, and the app's code.
  private func madeFolders() -> [String] {
    folders(in: "\(Self.folder)/Sources").filter { $0 != Self.supportModule }.map {
      "\(Self.folder)/Sources/\($0)"
    } + [IOSApp.sources]
  }

  /// Writes `made`, and removes the made files no longer made.
  public func write(_ made: [Output]) throws {
    let madePaths = Set(made.map(\.path))
    for folder in madeFolders() {
      let names = (try? FileManager.default.contentsOfDirectory(atPath: url(folder).path)) ?? []
      for name in names where !madePaths.contains(folder + "/" + name) {
        try FileManager.default.removeItem(at: url(folder + "/" + name))
      }
      if (try? FileManager.default.contentsOfDirectory(atPath: url(folder).path))?.isEmpty == true {
        try FileManager.default.removeItem(at: url(folder))
      }
    }
    for output in made where text(at: output.path) != output.text {
      let file = url(output.path)
      try FileManager.default.createDirectory(
        at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(output.text.utf8).write(to: file, options: .atomic)
    }
  }

  /// A file that uses what the support module gives (the scene delegate's `live()`
  /// environment, a KVO observation kept in a bag) imports it, under its other imports.
  static func withSupportImport(_ text: String) -> String {
    let usesSupport =
      text.contains("NewsEnvironment.live()")
      || (text.contains(".observe(\\.") && text.contains(".store(in:"))
    guard usesSupport else { return text }
    var lines = IOSForm.lines(of: text)
    let last = lines.lastIndex { $0.hasPrefix("import ") } ?? -1
    lines.insert("import \(supportModule)", at: last + 1)
    return lines.joined(separator: "\n")
  }

  /// The edition's `Package.swift`.
  static func manifest(for targets: [(source: Source, imports: [String], needsIOS26: Bool)])
    -> String
  {
    let products = targets.map {
      "    .library(name: \"\($0.source.module)\", targets: [\"\($0.source.module)\"]),"
    }
    let declared = targets.map { target in
      let kit = target.imports.map { "kit(\"\($0)\")" }
      let dependencies = (["\"\(supportModule)\""] + kit).joined(separator: ", ")
      let note = target.needsIOS26 ? "  // iOS 26: it reads its state in updateProperties().\n" : ""
      return note
        + "    .target(name: \"\(target.source.module)\", dependencies: [\(dependencies)]),"
    }
    return """
      // swift-tools-version: 6.2
      // The kit's tellings and exercise solutions as they are written for iOS, made by `make ios`
      // from Sources/ and Exercises/ (`make test` fails when this folder is stale). Open this
      // folder in Xcode: each telling is a library an iOS app target can link, or copy from.
      // The tellings marked iOS 26 read their state in `updateProperties()`; their declarations
      // say so with `@available(iOS 26.0, *)`.
      import PackageDescription

      func kit(_ module: String) -> Target.Dependency {
        .product(name: module, package: "NewsArchitectures")
      }

      let package = Package(
        name: "NewsArchitecturesIOS",
        platforms: [.iOS(.v17)],
        products: [
      \(products.joined(separator: "\n"))
        ],
        dependencies: [.package(name: "NewsArchitectures", path: "..")],
        targets: [
          // Written by hand: what an iOS app gives the tellings that the kit's terminal gives
          // them on Linux.
          .target(name: "\(supportModule)", dependencies: [kit("NewsCore"), kit("Observing"), kit("FeedReader")]),
      \(declared.joined(separator: "\n"))
        ],
        swiftLanguageModes: [.v6]
      )

      """
  }

  // MARK: - Files

  func url(_ path: String) -> URL { root.appendingPathComponent(path) }

  func text(at path: String) -> String? {
    FileManager.default.contents(atPath: url(path).path).map { String(decoding: $0, as: UTF8.self) }
  }

  func folders(in path: String) -> [String] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: url(path).path)) ?? []
    return names.filter { name in
      var isFolder: ObjCBool = false
      return FileManager.default.fileExists(
        atPath: url(path + "/" + name).path, isDirectory: &isFolder)
        && isFolder.boolValue
    }.sorted()
  }
}
