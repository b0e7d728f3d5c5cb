import Foundation

/// One exercise: a folder such as `Exercises/04-playlist` holding
///
/// - `README.md`: the goal, what to change, how to run it, the lesson;
/// - the learner's files, directly in the folder (`Playlist.swift`): the exercise's own module,
///   whatever their names, but for the tests the exercise hands the learner to write
///   (`FeedStateSequenceTest.swift`), which are compiled with the tests
///   (`ExerciseRecord.learnersTests(of:)`);
/// - `Package.swift`: the folder as a SwiftPM package of its own, for Xcode, VS Code and
///   `swift test`: the learner's module and the tests' module, on the kit's `ExerciseKit`;
/// - `Starter/`: the same files as handed out, for `kit reset` and for CI;
/// - `Tests/`: the tests, a module of their own that imports the learner's (`@testable`);
/// - optionally `Tests/Support/`: what a test the learner writes may use besides the learner's
///   module and the kit (07's scripted loader), a module of its own the tests import too;
/// - `Solution/`: the reference solution, file for file;
/// - `HINTS.md`: hints from gentle to explicit, one `## ` section each;
/// - `failing-tests.txt`: the tests the pristine starter must fail;
/// - optionally `Run/`: a `main.swift` that runs the exercise as an app (`kit run`).
///
/// Everything the runner knows about an exercise comes from its folder, so
/// adding one is a matter of adding a folder (and its solution's test target).
public struct Exercise: Equatable, Sendable {
  /// The position in the course: 4 for `04-playlist`.
  public let number: Int
  /// The short name the commands take: `playlist`.
  public let name: String
  /// The exercise's folder.
  public let folder: URL

  /// Creates an exercise for a folder named like `04-playlist`; `nil` for any other name.
  public init?(folder: URL) {
    let id = folder.lastPathComponent
    let parts = id.split(separator: "-", maxSplits: 1)
    guard parts.count == 2, parts[0].count == 2, let number = Int(parts[0]),
      parts[1].allSatisfy({ $0.isLowercase || $0.isNumber || $0 == "-" }),
      parts[1].first?.isLetter == true
    else { return nil }
    self.number = number
    self.name = String(parts[1])
    self.folder = folder
  }

  /// The folder's name, `04-playlist`: what CI and SwiftPM know it by.
  public var id: String { folder.lastPathComponent }

  /// `04 playlist`, as the progress list shows it.
  public var label: String { "\(id.prefix(2)) \(name)" }

  /// The Swift module the learner's files compile into, `Exercise04Playlist`: the name of the
  /// library target in the exercise's `Package.swift`, which the tests import.
  public var moduleName: String {
    "Exercise"
      + id.split(separator: "-").map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
  }

  /// The module the tests compile into, `Exercise04PlaylistTests`: the test target's name.
  public var testsModuleName: String { moduleName + "Tests" }

  /// The module `Tests/Support/` compiles into, `Exercise07StateMachineTestSupport`: what the
  /// test a learner writes may use, and the kit's tests too.
  public var supportModuleName: String { moduleName + "TestSupport" }

  /// The module a test the learner writes compiles into, alone: `FeedStateSequenceTest.swift`
  /// of 07 is `Exercise07StateMachineFeedStateSequenceTest`. A module of its own, so that
  /// nothing it declares (a `TestStore`, an overload of a helper, an `==`) reaches the kit's
  /// tests, which import from it only the function they call.
  public func moduleName(ofLearnersTest file: String) -> String {
    moduleName + String(file.dropLast(".swift".count))
  }

  /// The instructions.
  public var readme: URL { folder.appendingPathComponent("README.md") }
  /// The hints, one `## ` section each.
  public var hints: URL { folder.appendingPathComponent("HINTS.md") }
  /// The tests the pristine starter must fail, one `Suite/test()` per line.
  public var failingTestsList: URL { folder.appendingPathComponent("failing-tests.txt") }
  /// Where the pristine starter files are kept.
  public var starterFolder: URL { folder.appendingPathComponent("Starter") }
  /// Where the reference solution is.
  public var solutionFolder: URL { folder.appendingPathComponent("Solution") }
  /// Where the tests are.
  public var testsFolder: URL { folder.appendingPathComponent("Tests") }
  /// Where what a test the learner writes may use is kept, when the exercise has one.
  public var supportFolder: URL { testsFolder.appendingPathComponent("Support") }
  /// Where an exercise that runs as an app keeps its `main.swift`.
  public var appFolder: URL { folder.appendingPathComponent("Run") }
  /// The exercise as a package of its own.
  public var packageManifest: URL { folder.appendingPathComponent("Package.swift") }

  /// The files the learner edits: every `.swift` file directly in the folder but the manifest.
  public func learnerFiles() -> [URL] {
    Self.swiftFiles(in: folder).filter { $0.lastPathComponent != "Package.swift" }
  }
  /// The pristine starter files.
  public func starterFiles() -> [URL] { Self.swiftFiles(in: starterFolder) }
  /// The reference solution's files.
  public func solutionFiles() -> [URL] { Self.swiftFiles(in: solutionFolder) }
  /// The tests, then what the learner's test may use (`Tests/Support/`): every file the kit
  /// wrote for checking the learner's code, all of them recorded.
  public func testFiles() -> [URL] {
    Self.swiftFiles(in: testsFolder) + Self.swiftFiles(in: supportFolder)
  }
  /// The app's files; empty when the exercise is not an app.
  public func appFiles() -> [URL] { Self.swiftFiles(in: appFolder) }

  /// Whether a file's name is a test's: it ends in `Test.swift` or `Tests.swift`. Only a file of
  /// the committed solution so named is a test the learner writes
  /// (`ExerciseRecord.learnersTests(of:)`); a file the learner adds is their code, whatever its
  /// name.
  static func isNamedLikeATest(_ name: String) -> Bool {
    name.hasSuffix("Test.swift") || name.hasSuffix("Tests.swift")
  }

  /// The README's first heading, without its `#` and the number before a `·`:
  /// `# 04 · Playlist: …` gives `Playlist: …`.
  public func title() -> String? {
    guard let text = try? String(contentsOf: readme, encoding: .utf8),
      let heading = text.split(separator: "\n").first(where: { $0.hasPrefix("# ") })
    else { return nil }
    let title = heading.dropFirst(2).split(separator: "·", maxSplits: 1).last ?? ""
    return title.trimmingCharacters(in: .whitespaces)
  }

  /// The `.swift` files directly in `folder`, sorted by name; none when it does not exist.
  static func swiftFiles(in folder: URL) -> [URL] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    return names.filter { $0.hasSuffix(".swift") }.sorted().map {
      folder.appendingPathComponent($0)
    }
  }
}
