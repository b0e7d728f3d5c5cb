import Foundation

/// What became of a mutant.
public enum Outcome: Codable, Equatable, Sendable {
  /// A test failed, or the tests crashed: `by` says which stage, and the first test that failed.
  case killed(by: String)
  /// The tests were still running at the time limit.
  case timedOut(stage: String)
  /// Every stage passed.
  case survived
  /// The change does not compile: not a mutant at all.
  case unviable

  /// The report's word for it.
  public var word: String {
    switch self {
    case .killed: "killed"
    case .timedOut: "timed out"
    case .survived: "survived"
    case .unviable: "does not compile"
    }
  }
}

/// The results of earlier runs, each kept under a name made from everything that decides it:
/// the mutated file, the other sources of its module, the tests that ran and every module
/// they build on. A second run re-tests only the mutants whose name changed.
///
/// Kept in `.build/mutants/results.json`, out of git, rewritten after every mutant so that a
/// run stopped half-way keeps what it found.
public final class ResultStore: Sendable {
  private let path: String
  private let results: Guarded<[String: Outcome]>

  public init(path: String) {
    self.path = path
    let data = FileManager.default.contents(atPath: path) ?? Data()
    let saved = (try? JSONDecoder().decode([String: Outcome].self, from: data)) ?? [:]
    results = Guarded(saved)
  }

  public subscript(key: String) -> Outcome? { results.withLock { $0[key] } }

  /// Keeps `outcome` under `key`, on disk too.
  public func record(_ outcome: Outcome, for key: String) {
    let data = results.withLock { results in
      results[key] = outcome
      return try? JSONEncoder().encode(results)
    }
    guard let data else { return }
    let temporary = path + ".new"
    guard FileManager.default.createFile(atPath: temporary, contents: data) else { return }
    _ = rename(temporary, path)
  }

  /// Forgets every result but those under `keys`, so the file holds only what the code can
  /// still produce.
  public func keepOnly(_ keys: Set<String>) {
    let data = results.withLock { results in
      results = results.filter { keys.contains($0.key) }
      return try? JSONEncoder().encode(results)
    }
    if let data { _ = FileManager.default.createFile(atPath: path, contents: data) }
  }
}
