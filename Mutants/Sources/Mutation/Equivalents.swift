import Foundation

/// The committed list of survivors no test could tell from the code (`equivalent-mutants.txt`):
/// each line is a mutant as the report names it, then ` — ` and why.
///
///     Sources/UnidirectionalNews/Store.swift:37: delete a call: `running[effect] = nil` deleted — …
///
/// A line matches the mutant with the same file and change; the line number only picks between
/// mutants that make the same change in one file, so an edit above it does not make it stale.
public struct Equivalents: Sendable {
  public struct Entry: Sendable, Equatable {
    public let file: String
    public let line: Int
    /// "delete a call: `running[effect] = nil` deleted"
    public let change: String
    public let reason: String
  }

  public let entries: [Entry]
  /// Lines that do not read as an entry, for the report.
  public let unreadable: [String]

  public init(text: String) {
    var entries: [Entry] = []
    var unreadable: [String] = []
    for line in text.split(separator: "\n")
    where !line.hasPrefix("#") && !line.allSatisfy(\.isWhitespace) {
      let parts = line.split(separator: ":", maxSplits: 2)
      guard parts.count == 3, let number = Int(parts[1]),
        let dash = parts[2].range(of: " — ")
      else {
        unreadable.append(String(line))
        continue
      }
      entries.append(
        Entry(
          file: String(parts[0]), line: number,
          change: parts[2][..<dash.lowerBound].trimmingCharacters(in: .whitespaces),
          reason: parts[2][dash.upperBound...].trimmingCharacters(in: .whitespaces)))
    }
    self.entries = entries
    self.unreadable = unreadable
  }

  /// The entry for each survivor it explains, by the survivor's index in `survivors`; and the
  /// entries that explain none of them.
  public func match(_ survivors: [Mutant]) -> (reasons: [Int: Entry], unmatched: [Entry]) {
    var reasons: [Int: Entry] = [:]
    var unmatched: [Entry] = []
    for entry in entries {
      let candidates = survivors.indices.filter { index in
        let mutant = survivors[index]
        return reasons[index] == nil && mutant.file == entry.file
          && "\(mutant.kind.rawValue): \(mutant.change)" == entry.change
      }
      guard
        let nearest = candidates.min(by: {
          abs(survivors[$0].line - entry.line) < abs(survivors[$1].line - entry.line)
        })
      else {
        unmatched.append(entry)
        continue
      }
      reasons[nearest] = entry
    }
    return (reasons, unmatched)
  }
}
