/// One line of a hunk: shared by both texts, only in the old, or only in the new.
public enum DiffLine: Hashable, Sendable {
  /// In both texts: context around a change.
  case context(TextLine)
  /// Only in the old text.
  case removed(TextLine)
  /// Only in the new text.
  case inserted(TextLine)

  /// The line itself.
  public var line: TextLine {
    switch self {
    case .context(let line), .removed(let line), .inserted(let line): line
    }
  }

  /// The unified-diff prefix: a space, "-" or "+".
  public var marker: Character {
    switch self {
    case .context: " "
    case .removed: "-"
    case .inserted: "+"
    }
  }
}
