/// Wraps text in ANSI styles, or leaves it alone when colour is off: what the diffs, the
/// lessons' `kit diff` and the exercise runner colour their text with.
public struct Paint: Sendable {
  /// Whether to colour at all.
  public let enabled: Bool

  /// Paint that colours only when `enabled`.
  public init(enabled: Bool) { self.enabled = enabled }

  public func bold(_ text: String) -> String { wrap(text, "1") }
  public func dim(_ text: String) -> String { wrap(text, "2") }
  public func red(_ text: String) -> String { wrap(text, "31") }
  public func green(_ text: String) -> String { wrap(text, "32") }
  public func yellow(_ text: String) -> String { wrap(text, "33") }
  public func cyan(_ text: String) -> String { wrap(text, "36") }

  private func wrap(_ text: String, _ code: String) -> String {
    enabled ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
  }
}
