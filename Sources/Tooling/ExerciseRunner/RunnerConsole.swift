import TerminalUI
import TextDiff

/// Where the runner writes, and how: colour only when the caller allows it, the screen cleared
/// between watch runs only on a terminal. `kit` makes it from the console every app uses, so
/// output that cannot be written ends the runner as it ends the apps (exit 74).
public struct RunnerConsole: Sendable {
  /// Writes to standard output.
  public var write: @Sendable (String) -> Void
  /// Writes to standard error.
  public var writeError: @Sendable (String) -> Void
  /// Whether standard output is a terminal.
  public var isTerminal: Bool
  /// Whether to colour the output.
  public var color: Bool
  /// The terminal's size now, when there is one: the runner fits what it shows to it.
  public var size: @Sendable () -> Size?

  /// Creates a console from its parts; tests pass closures that collect the text.
  public init(
    isTerminal: Bool, color: Bool, write: @escaping @Sendable (String) -> Void,
    writeError: @escaping @Sendable (String) -> Void,
    size: @escaping @Sendable () -> Size? = { nil }
  ) {
    self.size = size
    self.isTerminal = isTerminal
    self.color = color
    self.write = write
    self.writeError = writeError
  }

  /// The styles the runner's text uses, coloured or plain.
  var style: Paint { Paint(enabled: color) }
}
