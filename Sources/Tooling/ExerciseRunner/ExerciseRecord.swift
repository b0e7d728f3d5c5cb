import Foundation

/// The exercises' tests and reference solutions as they were committed: the
/// git blob id of every file in each exercise's `Tests/` and `Solution/`, and
/// the name of every test.
///
/// A check compares the tests it is about to compile with this record, so a
/// learner who edits, adds or deletes a test file gets "the tests of NN were
/// changed", and the command that puts them back — never a pass, and never a
/// step of progress; and a pass needs every recorded test reported passed, by
/// name. The record is compiled into `kit` (`ExerciseRecord+Committed.swift`,
/// made by `make record`, which first checks that every solution passes and
/// every starter fails as declared), so it needs neither git nor the network,
/// and `make exercises-ci` fails when it no longer matches the files, so it
/// cannot go stale unnoticed.
public struct ExerciseRecord: Equatable, Sendable {
  /// The recorded blob id of each file, by its path under `Exercises/`:
  /// `01-dynamic-value/Tests/DynamicValueTests.swift`.
  public let ids: [String: String]
  /// The tests of each exercise, `Suite/test()`, by the exercise's folder name.
  public var tests: [String: [String]] = [:]

  /// The folders of an exercise that are recorded.
  static let recordedFolders = ["Tests", "Tests/Support", "Solution"]

  /// A record from its text: one `ID PATH` line per file, one `test FOLDER ID` line per test.
  public init(text: String) {
    var ids: [String: String] = [:]
    var tests: [String: [String]] = [:]
    for line in text.split(separator: "\n") {
      let parts = line.split(separator: " ", maxSplits: 2)
      if parts.count == 3, parts[0] == "test" {
        tests[String(parts[1]), default: []].append(String(parts[2]))
      } else if parts.count >= 2 {
        ids[String(line.drop { $0 != " " }.dropFirst())] = String(parts[0])
      }
    }
    self.ids = ids
    self.tests = tests
  }

  /// The record of the files of `exercises` as they are now.
  public init(of exercises: [Exercise]) {
    var ids: [String: String] = [:]
    for exercise in exercises {
      for folder in Self.recordedFolders {
        for file in Exercise.swiftFiles(in: exercise.folder.appendingPathComponent(folder)) {
          let bytes = (try? Data(contentsOf: file)).map { [UInt8]($0) } ?? []
          ids["\(exercise.id)/\(folder)/\(file.lastPathComponent)"] = GitBlobID.of(bytes)
        }
      }
    }
    self.ids = ids
  }

  /// The record of one exercise's files as they are now.
  init(of exercise: Exercise) { self.init(of: [exercise]) }

  /// The record's text, sorted by path, then the tests: what `ExerciseRecord+Committed.swift`
  /// holds.
  public var text: String {
    ids.sorted { $0.key < $1.key }.map { "\($0.value) \($0.key)\n" }.joined()
      + tests.sorted { $0.key < $1.key }.flatMap { folder, ids in
        ids.map { "test \(folder) \($0)\n" }
      }.joined()
  }

  /// The tests `exercise` hands the learner to write, by file name: the files of its recorded
  /// solution named like a test (`FeedStateSequenceTest.swift`), which its `Package.swift`
  /// compiles with the tests, as the runner does. The committed record decides, not the files
  /// on the disk: a file the learner adds, `ForgedTests.swift` say, is the learner's code, in
  /// the learner's module, in the package and in the runner alike.
  package func learnersTests(of exercise: Exercise) -> Set<String> {
    let prefix = "\(exercise.id)/Solution/"
    return Set(
      ids.keys.filter { $0.hasPrefix(prefix) }.map { String($0.dropFirst(prefix.count)) }
        .filter(Exercise.isNamedLikeATest))
  }

  /// How the files of `folder` (`Tests`) of `exercise` differ from the record, given their
  /// contents by name (`DynamicValueTests.swift`).
  func changes(
    in folder: String, of exercise: Exercise, contents: [String: [UInt8]]
  ) -> FileChanges {
    let prefix = "\(exercise.id)/\(folder)/"
    let recorded = Dictionary(
      uniqueKeysWithValues: ids.filter { $0.key.hasPrefix(prefix) }.map {
        (String($0.key.dropFirst(prefix.count)), $0.value)
      })
    var changes = FileChanges(folder: exercise.folder.appendingPathComponent(folder))
    for (name, id) in recorded.sorted(by: { $0.key < $1.key }) {
      guard let bytes = contents[name] else {
        changes.deleted.append(.init(name: name, recordedID: id))
        continue
      }
      if GitBlobID.of(bytes) != id { changes.changed.append(.init(name: name, recordedID: id)) }
    }
    changes.added = contents.keys.filter { recorded[$0] == nil }.sorted()
    return changes
  }
}

/// Files of one folder that are not as recorded.
public struct FileChanges: Equatable, Sendable {
  /// A recorded file, by name, with the id it was recorded under.
  public struct Recorded: Equatable, Sendable {
    /// The file's name in its folder.
    public let name: String
    /// Its git blob id as committed, which `git cat-file blob` gives back.
    public let recordedID: String
  }

  /// The folder, `Exercises/01-dynamic-value/Tests`.
  public let folder: URL
  /// Files whose contents differ from the record.
  public var changed: [Recorded] = []
  /// Recorded files that are missing.
  public var deleted: [Recorded] = []
  /// Files the record does not have.
  public var added: [String] = []

  init(folder: URL) { self.folder = folder }

  /// Whether every file is as recorded.
  public var isEmpty: Bool { changed.isEmpty && deleted.isEmpty && added.isEmpty }
}
