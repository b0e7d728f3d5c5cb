/// One press on the keyboard as the terminal reports it: a key the apps understand, or one
/// that a program around the apps — the side-by-side kit — gives a meaning of its own.
///
/// The apps see only `Key`s. A space or a digit means nothing to a news list, so the decoder
/// hands such presses on as they are, and whoever runs the apps decides what to do with them.
public enum KeyPress: Hashable, Sendable {
  /// A key the apps understand: ↑ and k are both `.key(.up)`, Page Up is `.key(.pageUp)`.
  case key(Key)
  /// Any other printable ASCII character: a space, a digit, punctuation, a letter no app uses.
  case character(Character)
  /// Home (ESC [ H, ESC O H, ESC [ 1 ~ or ESC [ 7 ~: terminals disagree).
  case home
  /// End (ESC [ F, ESC O F, ESC [ 4 ~ or ESC [ 8 ~).
  case end

  /// The app's key, when this press is one.
  public var key: Key? {
    guard case .key(let key) = self else { return nil }
    return key
  }
}
