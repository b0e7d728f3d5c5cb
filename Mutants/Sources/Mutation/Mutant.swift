/// One small change to one file, the kind a bug would make.
public struct Mutant: Hashable, Sendable {
  /// The kinds of change, named as the report names them.
  public enum Operator: String, CaseIterable, Sendable {
    case negateCondition = "negate a condition"
    case dropBody = "drop a guard/if body"
    case deleteCall = "delete a call"
    case returnEarly = "return early"
    case changeLiteral = "change a literal"
    case strongCapture = "make a weak reference strong"
    case swapComparison = "swap a comparison"
  }

  /// A piece of the file replaced.
  public struct Edit: Hashable, Sendable {
    /// Where, in UTF-8 bytes.
    public let range: Range<Int>
    public let replacement: String
  }

  /// The file's path from the kit's folder.
  public let file: String
  public let line: Int
  public let column: Int
  public let kind: Operator
  /// In order, not overlapping.
  public let edits: [Edit]
  /// The change as the report shows it: "`isLoading` → `!(isLoading)`".
  public let change: String
  /// The line of code it is on, its spaces trimmed: what `equivalent-mutants.txt` names it by,
  /// so that an edit elsewhere in the file leaves the list as it was.
  public var code = ""

  /// How the report names it: `Sources/MVPNews/NewsListPresenter.swift:42: negate a condition:
  /// `isLoading` → `!(isLoading)``.
  public var description: String { "\(file):\(line): \(kind.rawValue): \(change)" }

  /// The file's text with the change made.
  public func applied(to text: String) -> String {
    var bytes = Array(text.utf8)
    for edit in edits.reversed() {
      bytes.replaceSubrange(edit.range, with: Array(edit.replacement.utf8))
    }
    return String(decoding: bytes, as: UTF8.self)
  }
}
