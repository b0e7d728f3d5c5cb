/// One line of a text, and whether a newline ended it. Only a text's last
/// line can lack one; keeping that apart makes "added a final newline" a
/// real difference, as it is to `diff` and `git`.
public struct TextLine: Hashable, Sendable {
  /// The line's characters, without the newline.
  public let text: String
  /// Whether the line ended with a newline.
  public let hasNewline: Bool

  /// Creates a line.
  public init(_ text: String, hasNewline: Bool = true) {
    self.text = text
    self.hasNewline = hasNewline
  }

  /// Whether the line holds nothing but spaces and tabs.
  var isBlank: Bool { text.allSatisfy { $0 == " " || $0 == "\t" } }
}

extension TextLine {
  /// The lines of `text`, split at "\n". A trailing newline does not start
  /// another line; an empty text has no lines.
  public static func lines(of text: String) -> [TextLine] {
    var pieces = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    let endsWithNewline = pieces.last == ""
    if endsWithNewline { pieces.removeLast() }
    return pieces.enumerated().map { index, piece in
      TextLine(piece, hasNewline: index < pieces.count - 1 || endsWithNewline)
    }
  }
}
