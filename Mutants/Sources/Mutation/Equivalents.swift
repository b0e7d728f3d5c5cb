import Foundation

/// The committed list of survivors no test could tell from the code (`equivalent-mutants.txt`):
/// each line names a mutant by its file, the line of code it is on and its change, then ` — `
/// and why.
///
///     Sources/UnidirectionalNews/Store.swift: in `running[effect] = nil`: delete a call:
///     `running[effect] = nil` deleted — …
///
/// (on one line). A line matches every survivor with the same file, code and change, wherever
/// the code has moved in the file: no line numbers, so an edit above it does not make it stale.
/// Twins — the same change on the same code twice in one file — are one line.
public struct Equivalents: Sendable {
  public struct Entry: Sendable, Equatable {
    public let file: String
    /// The line of code, spaces trimmed: `running[effect] = nil`.
    public let code: String
    /// "delete a call: `running[effect] = nil` deleted"
    public let change: String
    public let reason: String

    /// The entry as the list writes it, without its reason: what the report offers to copy.
    public var listed: String { "\(file): in `\(code)`: \(change)" }

    /// The entry that would explain `mutant`.
    public init(for mutant: Mutant, reason: String = "") {
      self.init(
        file: mutant.file, code: mutant.code, change: "\(mutant.kind.rawValue): \(mutant.change)",
        reason: reason)
    }

    init(file: String, code: String, change: String, reason: String) {
      self.file = file
      self.code = code
      self.change = change
      self.reason = reason
    }
  }

  public let entries: [Entry]
  /// Lines that do not read as an entry, for the report.
  public let unreadable: [String]

  public init(text: String) {
    var entries: [Entry] = []
    var unreadable: [String] = []
    for line in text.split(separator: "\n")
    where !line.hasPrefix("#") && !line.allSatisfy(\.isWhitespace) {
      guard let file = line.range(of: ": in `"),
        let code = line[file.upperBound...].range(of: "`: "),
        let dash = line[code.upperBound...].range(of: " — ")
      else {
        unreadable.append(String(line))
        continue
      }
      entries.append(
        Entry(
          file: String(line[..<file.lowerBound]),
          code: String(line[file.upperBound..<code.lowerBound]),
          change: line[code.upperBound..<dash.lowerBound].trimmingCharacters(in: .whitespaces),
          reason: line[dash.upperBound...].trimmingCharacters(in: .whitespaces)))
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
      let matching = survivors.indices.filter {
        reasons[$0] == nil && Entry(for: survivors[$0]).listed == entry.listed
      }
      if matching.isEmpty { unmatched.append(entry) }
      for index in matching { reasons[index] = entry }
    }
    return (reasons, unmatched)
  }
}
